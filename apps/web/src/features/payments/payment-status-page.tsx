import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/app-link';
import { skipToken } from '@reduxjs/toolkit/query';
import { buildHref, formatRupees, resultStatuses } from '@portal/domain';
import { useQueryParams } from '../../lib/use-query-params';
import { servedRoutes } from '../../lib/served-routes';
import type { PaymentStatus, ResultStatus } from '@portal/domain';
import { readApiError } from '../../lib/api-error';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetPaymentStatusQuery } from './api/get-payment-status';
import { FreeLookPanel } from '../../components/free-look/free-look-panel';
import { useGetFreeLookQuery } from '../../lib/api-endpoints/free-look';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { trackEvent } from '../../lib/analytics';
import { SaleStagesNav } from '../../app/layout/sale-stages-nav';
import { CustomerPaymentStatus } from './customer-payment-status';

/**
 * Each gateway result as a sentence the partner reads (the customer's words: customer-payment-status.tsx) (the
 * codes SUCCESS, FAILURE and MISC are never shown), and what to do next: catalogue keys.
 */
const statusWords: Record<ResultStatus, { heading: string; next: string }> = {
  SUCCESS: { heading: 'customerPayment.successHeading', next: 'partnerPayment.successNext' },
  FAILURE: { heading: 'partnerPayment.failureHeading', next: 'partnerPayment.failureNext' },
  MISC: { heading: 'partnerPayment.miscHeading', next: 'partnerPayment.miscNext' },
};

function isResultStatus(value: string | null): value is ResultStatus {
  return value !== null && (resultStatuses as readonly string[]).includes(value);
}

/** A paid policy the customer returned in its free-look period: no longer in force, so not offered for download. */
const returnedWords = { heading: 'partnerPayment.returnedHeading', next: 'partnerPayment.returnedNext' };

function StatusBanner({
  status,
  policyPending,
  returned,
  failureReason,
}: {
  status: ResultStatus;
  policyPending: boolean;
  returned: boolean;
  failureReason?: string;
}) {
  const { t } = useTranslation();
  const words = status === 'SUCCESS' && returned ? returnedWords : statusWords[status];
  return (
    <div className={`payment-status payment-status--${status.toLowerCase()}`}>
      <h2 className="payment-status__word">{t(status === 'SUCCESS' && policyPending ? 'customerPayment.pendingHeading' : words.heading)}</h2>
      {status === 'FAILURE' && failureReason && <p className="payment-status__reason">{t('partnerPayment.bankSaid', { reason: failureReason })}</p>}
      <p>{t(words.next)}</p>
    </div>
  );
}

function PolicyDetails({ payment, returned }: { payment: PaymentStatus; returned: boolean }) {
  const { t } = useTranslation();
  if (payment.status === 'SUCCESS' && !payment.policy) return <p>{t('partnerPayment.beingIssued')}</p>;
  if (!payment.policy) return null;
  return (
    <dl className="details">
      <dt>{t('customerPayment.policyNumber')}</dt>
      <dd>{payment.policy.policyNumber}</dd>
      {payment.policy.membershipId ? (
        <>
          <dt>{t('customerPayment.membershipId')}</dt>
          <dd>{payment.policy.membershipId}</dd>
        </>
      ) : null}
      {returned ? null : (
        <>
          <dt>{t('partnerPayment.policyDocument')}</dt>
          <dd>
            <a className="button" href={payment.policy.documentUrl} target="_blank" rel="noopener noreferrer" download>
              {t('partnerPayment.download')}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * /products/payment-status?status&referenceId&productCode&tenant&insurerCode&receipt — where the payment
 * gateway returns. With the return's receipt token it speaks to whoever paid (the customer of a payment
 * link, decision 0161); without one (a partner opening a sale's status) to the partner.
 */
export function PaymentStatusPage() {
  const { t } = useTranslation();
  const receipt = useQueryParams().get('receipt');
  const { data: partner, isLoading } = useGetSessionQuery();
  if (receipt && isLoading) return <LoadingMessage>{t('customerPayment.checking')}</LoadingMessage>;
  // A partner who took the payment on his own phone reads the partner's page; the customer of a link, theirs.
  return receipt && !partner ? <CustomerPaymentStatus token={receipt} /> : <PartnerPaymentStatus />;
}

function PartnerPaymentStatus() {
  const { t } = useTranslation();
  const search = useQueryParams();
  const location = useLocation();
  const referenceId = search.get('referenceId') ?? '';
  const productCode = search.get('productCode') ?? '';
  const statusFromLink = search.get('status');
  const canAsk = referenceId !== '' && productCode !== '';
  const { data: payment, error, isFetching, refetch } = useGetPaymentStatusQuery(canAsk ? { productCode, referenceId } : skipToken);
  // The same query as the free-look panel's (one request): a returned policy changes the page's words.
  const membershipId = payment?.policy?.membershipId;
  const returned = useGetFreeLookQuery(membershipId ?? skipToken).data?.cancellation != null;
  // The funnel's paid step (decision 0113), on the server's word only: a link's status can be typed.
  const paid = payment?.status === 'SUCCESS';
  useEffect(() => {
    if (paid) trackEvent({ name: 'Payment_Success', productCode });
  }, [paid, productCode, referenceId]);

  if (!canAsk) return <ErrorMessage>{t('partnerPayment.incomplete')}</ErrorMessage>;
  if (!payment && isFetching) return <LoadingMessage>{t('customerPayment.checking')}</LoadingMessage>;

  const apiError = readApiError(error);
  // The server's answer wins; without it (not signed in, offline) the gateway's word in the link is shown.
  const status: ResultStatus = payment?.status ?? (isResultStatus(statusFromLink) ? statusFromLink : 'MISC');
  const retryHref = buildHref(servedRoutes.get('review-payment'), { productName: productCode }, { referenceId });

  return (
    <>
      <SaleStagesNav routeId="payment-status" productCode={productCode} paid={paid} />
      <section className="stack" aria-live="polite">
        <StatusBanner status={status} policyPending={payment !== undefined && !payment.policy} returned={returned} failureReason={payment?.failureReason} />
        <dl className="details">
          <dt>{t('customerPayment.reference')}</dt>
          <dd>{referenceId}</dd>
          {payment?.amount !== undefined && (
            <>
              <dt>{t('customerPayment.amount')}</dt>
              <dd>{formatRupees(payment.amount)}</dd>
            </>
          )}
        </dl>
        {payment && <PolicyDetails payment={payment} returned={returned} />}
        {payment?.policy?.membershipId ? <FreeLookPanel membershipId={payment.policy.membershipId} /> : null}
        {apiError?.status === 401 && (
          <p>
            <Trans
              i18nKey="partnerPayment.signInToSee"
              components={{ signIn: <AppLink to="/login" state={{ from: `${location.pathname}${location.search}` }} /> }}
            />
          </p>
        )}
        {apiError && apiError.status !== 401 && <ErrorMessage onRetry={() => void refetch()}>{apiError.message}</ErrorMessage>}
        <div className="form__actions">
          {status === 'FAILURE' && retryHref && (
            <AppLink className="button" to={retryHref}>
              {t('partnerPayment.retry')}
            </AppLink>
          )}
          {(status === 'MISC' || (status === 'SUCCESS' && payment && !payment.policy)) && (
            <button type="button" className="button button--secondary" onClick={() => void refetch()} disabled={isFetching}>
              {t(isFetching ? 'customerPayment.checkingAgain' : 'customerPayment.checkAgain')}
            </button>
          )}
          <AppLink className="button button--secondary" to="/">
            {t('partnerPayment.backToProducts')}
          </AppLink>
        </div>
      </section>
    </>
  );
}
