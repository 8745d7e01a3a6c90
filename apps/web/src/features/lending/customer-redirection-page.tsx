import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  LOAN_ALREADY_DISBURSED_MESSAGE,
  lendingConfirmationFields,
  lendingConfirmationSchema,
  lenderJourneyLoanProducts,
  providerCodeOf,
  formatDateTime,
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
import { OfferFacts, formatMonths, formatPercent } from './components/offer-facts';
import './lending.css';
import { useLinkBrand } from '../../lib/brand';

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
  // The customer's language, from the link, goes on to the lender's journey (decision 0217).
  const lang = query.get('lang');
  const flow = useGetLendingRedirectionQuery(productCode && token ? { productCode, token } : skipToken);
  useLinkBrand(flow.data?.brandName, flow.data?.brandColour);
  const [confirm, confirmation] = useConfirmLendingRedirectionMutation();

  if (!productCode || !token) return <ErrorMessage>This link is not complete. Open the link you were sent again.</ErrorMessage>;
  if (flow.isLoading) return <LoadingMessage>Loading…</LoadingMessage>;
  if (flow.isError || !flow.data) {
    const error = readApiError(flow.error);
    return error && typeof error.status === 'number' && error.status < 500 ? (
      <ErrorMessage>{error.fields.token ?? error.message}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void flow.refetch()}>This page could not be loaded.</ErrorMessage>
    );
  }
  const data = confirmation.data ?? flow.data;
  const serverError = readApiError(confirmation.error);

  return (
    <div className="ln-page">
      <p>
        Dear {data.customerName}, your advisor at {data.brandName} has prepared this {data.productName} for you.
      </p>
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
          {LOAN_ALREADY_DISBURSED_MESSAGE}.
        </p>
      ) : data.mandate.confirmedAt ? (
        <p className="ln-alert" role="status">
          Confirmed by {data.mandate.signerName} on {formatDateTime(new Date(data.mandate.confirmedAt))}.
          {data.offer && lenderJourneyProducts.includes(productCode)
            ? ` Next, apply with ${data.offer.lenderName}.`
            : ' Your advisor will be in touch about the next steps.'}
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
            Continue with {data.offer.lenderName}
          </AppLink>
        </p>
      ) : null}
      <p className="ln-note">This link works until {formatDateTime(new Date(data.linkExpiresAt))}.</p>
    </div>
  );
}

function DepositSummary({ fd }: { fd: NonNullable<LendingRedirection['fd']> }) {
  return (
    <section aria-labelledby="ln-fd-summary" className="tile ln-offer">
      <h2 id="ln-fd-summary">{fd.bankName} fixed deposit</h2>
      <dl className="ln-facts">
        {(
          [
            ['Deposit', formatRupees(fd.amount)],
            ['Tenure', formatMonths(fd.tenureMonths)],
            ['Interest rate', `${formatPercent(fd.annualRatePercent)} a year`],
            ['Maturity amount', formatRupees(fd.maturityAmount)],
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
  return (
    <ConfigForm
      fields={fields}
      schema={lendingConfirmationSchema}
      onSubmit={({ fullName }) => onConfirm(fullName)}
      serverErrors={serverError?.fields}
      submitting={busy}
      submitLabel="Confirm"
      aria-label="Your confirmation"
    >
      {serverError && !serverError.fields.fullName && !serverError.fields.consent ? <ErrorMessage>{serverError.message}</ErrorMessage> : null}
    </ConfigForm>
  );
}
