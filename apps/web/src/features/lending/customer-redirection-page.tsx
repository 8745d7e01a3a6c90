import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  DEFAULT_LANGUAGE,
  LOAN_ALREADY_DISBURSED_MESSAGE,
  lendingConfirmationFields,
  lenderJourneyLoanProducts,
  providerCodeOf,
  formatRupees,
  type LendingRedirection,
} from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError, type ReadableApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { useQueryParams } from '../../lib/use-query-params';
import { useConfirmLendingRedirectionMutation, useGetLendingRedirectionQuery } from './api/lending-redirection';
import { KfsView } from './components/kfs-view';
import { OfferFacts, formatPercent } from './components/offer-facts';
import { useLendingWords } from './lending-words';
import { loadLendingSchema } from './load-lending-schema';
import { useFormatDateTime } from '../../components/date-time';
import './lending.css';
import { useLinkBrand } from '../../lib/brand';
import { useLanguageOfRecord } from '../../lib/i18n/use-language-of-record';

/** Products whose chosen offer the customer goes on to apply for in the lender's journey (/products/{p}/customer/{lender}/…), from their lending profiles. */
const lenderJourneyProducts: readonly string[] = lenderJourneyLoanProducts;

/**
 * The customer's page of a loan or deposit link (/mandate/{FD|personal-loan|business-loans}?token=…, public):
 * the chosen offer with its Key Fact Statement, or the deposit with its rate and maturity, then the customer's
 * confirmation: the full name typed and the consent ticked.
 */
export function CustomerRedirectionPage() {
  const { params } = usePageRoute();
  const productCode = params.productName;
  const query = useQueryParams();
  const token = query.get('token') ?? undefined;
  const flow = useGetLendingRedirectionQuery(productCode && token ? { productCode, token } : skipToken);
  // The customer's language, from the link or else the lead's, goes on to the lender's journey (decisions 0217, 0245).
  const leadLanguage = flow.data && flow.data.language !== DEFAULT_LANGUAGE ? flow.data.language : null;
  const lang = query.get('lang') ?? leadLanguage;
  useLinkBrand(flow.data?.brandName, flow.data?.brandColour);
  useLanguageOfRecord(flow.data?.language);
  const [confirm, confirmation] = useConfirmLendingRedirectionMutation();
  const { t, say } = useLendingWords();
  const formatDateTime = useFormatDateTime();

  if (!productCode || !token) return <ErrorMessage>{t('lendingOffers.redirection.incomplete')}</ErrorMessage>;
  if (flow.isLoading) return <LoadingMessage>{t('frame.loading')}</LoadingMessage>;
  if (flow.isError || !flow.data) {
    const error = readApiError(flow.error);
    return error && typeof error.status === 'number' && error.status < 500 ? (
      <ErrorMessage>{error.fields.token ?? error.message}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void flow.refetch()}>{t('lendingOffers.redirection.failed')}</ErrorMessage>
    );
  }
  const data = confirmation.data ?? flow.data;
  const serverError = readApiError(confirmation.error);

  return (
    <div className="ln-page">
      <p>{t('lendingOffers.redirection.dear', { customerName: data.customerName, brandName: data.brandName, productName: data.productName })}</p>
      {data.fd ? <DepositSummary fd={data.fd} /> : null}
      {data.offer ? (
        <section aria-labelledby="ln-offer-summary" className="tile ln-offer">
          <h2 id="ln-offer-summary">{data.offer.lenderName}</h2>
          <OfferFacts offer={data.offer} />
        </section>
      ) : null}
      {data.kfs ? <KfsView kfs={data.kfs} /> : null}
      {data.disbursed ? (
        // The loan is paid out: the link says so and offers nothing further (no confirmation, no journey).
        <p className="ln-alert" role="status">
          {say(LOAN_ALREADY_DISBURSED_MESSAGE)}.
        </p>
      ) : data.mandate.confirmedAt ? (
        <p className="ln-alert" role="status">
          {t('lendingOffers.redirection.confirmedBy', { name: data.mandate.signerName, dateTime: formatDateTime(new Date(data.mandate.confirmedAt)) })}{' '}
          {data.offer && lenderJourneyProducts.includes(productCode)
            ? t('lendingOffers.redirection.nextApply', { lenderName: data.offer.lenderName })
            : t('lendingOffers.redirection.advisorInTouch')}
        </p>
      ) : (
        <ConfirmationForm
          forLoan={Boolean(data.kfs)}
          busy={confirmation.isLoading}
          serverError={serverError}
          onConfirm={(fullName) =>
            void confirm({ productCode, token, fullName })
              .unwrap()
              .catch(() => undefined)
          }
        />
      )}
      {!data.disbursed && data.mandate.confirmedAt && data.offer && lenderJourneyProducts.includes(productCode) ? (
        // The same link signs the customer in to the lender's journey (login-otp, by OTP to the mobile given).
        <p>
          <AppLink
            className="button"
            to={`/products/${encodeURIComponent(productCode)}/customer/${providerCodeOf(data.offer.lenderCode)}/login-otp?token=${encodeURIComponent(token)}${lang ? `&lang=${encodeURIComponent(lang)}` : ''}`}
          >
            {t('lendingOffers.redirection.continueWith', { lenderName: data.offer.lenderName })}
          </AppLink>
        </p>
      ) : null}
      <p className="ln-note">{t('lending.linkWorksUntil', { dateTime: formatDateTime(new Date(data.linkExpiresAt)) })}</p>
    </div>
  );
}

function DepositSummary({ fd }: { fd: NonNullable<LendingRedirection['fd']> }) {
  const { t, months } = useLendingWords();
  return (
    <section aria-labelledby="ln-fd-summary" className="tile ln-offer">
      <h2 id="ln-fd-summary">{t('lendingOffers.redirection.fixedDeposit', { bankName: fd.bankName })}</h2>
      <dl className="ln-facts">
        {(
          [
            [t('lending.fd.deposit'), formatRupees(fd.amount)],
            [t('lending.fd.tenure'), months(fd.tenureMonths)],
            [t('lending.fd.interestRate'), t('lending.fd.ratePerYear', { rate: formatPercent(fd.annualRatePercent) })],
            [t('lending.fd.maturityAmount'), formatRupees(fd.maturityAmount)],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The customer's confirmation: the full name typed and the consent ticked, checked at once by the API's
 * schema (the first missing one takes focus) before the API is called.
 */
function ConfirmationForm({
  forLoan,
  busy,
  serverError,
  onConfirm,
}: {
  forLoan: boolean;
  busy: boolean;
  serverError: ReadableApiError | undefined;
  onConfirm: (fullName: string) => void;
}) {
  const fields = useMemo(() => lendingConfirmationFields(forLoan), [forLoan]);
  const { t } = useLendingWords();
  return (
    <ConfigForm
      fields={fields}
      loadSchema={loadLendingSchema.confirmation}
      onSubmit={({ fullName }) => onConfirm(fullName)}
      serverErrors={serverError?.fields}
      submitting={busy}
      submitLabel={t('lendingOffers.redirection.confirm')}
      aria-label={t('lendingOffers.redirection.yourConfirmation')}
    >
      {serverError && !serverError.fields.fullName && !serverError.fields.consent ? <ErrorMessage>{serverError.message}</ErrorMessage> : null}
    </ConfigForm>
  );
}
