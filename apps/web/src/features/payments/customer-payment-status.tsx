import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, type PaymentReceipt, type ResultStatus } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useLinkBrand } from '../../lib/brand';
import { trackEvent } from '../../lib/analytics';
import { SaleStagesNav } from '../../app/layout/sale-stages-nav';
import { useGetPaymentReceiptQuery, useRetryReceiptPaymentMutation } from './api/payment-receipt';

/** The outcome in words addressed to whoever paid (the customer of a payment link); never the codes. Keys of `customerPayment`. */
const customerWords: Record<ResultStatus, { heading: string; next: string }> = {
  SUCCESS: { heading: 'customerPayment.successHeading', next: 'customerPayment.successNext' },
  FAILURE: { heading: 'customerPayment.failureHeading', next: 'customerPayment.failureNext' },
  MISC: { heading: 'customerPayment.miscHeading', next: 'customerPayment.miscNext' },
};

function ReceiptDetails({ receipt }: { receipt: PaymentReceipt }) {
  const { t } = useTranslation();
  return (
    <dl className="details">
      <dt>{t('customerPayment.cover')}</dt>
      <dd>{receipt.productName}</dd>
      <dt>{t('customerPayment.reference')}</dt>
      <dd>{receipt.referenceId}</dd>
      {receipt.amount !== undefined ? (
        <>
          <dt>{t('customerPayment.amount')}</dt>
          <dd>{formatRupees(receipt.amount)}</dd>
        </>
      ) : null}
      {receipt.policy ? (
        <>
          <dt>{t('customerPayment.policyNumber')}</dt>
          <dd>{receipt.policy.policyNumber}</dd>
          {receipt.policy.membershipId ? (
            <>
              <dt>{t('customerPayment.membershipId')}</dt>
              <dd>{receipt.policy.membershipId}</dd>
            </>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}

/**
 * The payment status page for whoever paid through a payment link (decision 0161), by the receipt token of
 * the gateway's return: under the brand of the proposal's tenant, in words addressed to them, with their
 * policy to download and, after a failure, their own payment page again. No sign-in is asked. In the
 * customer's language: the link's `lang`, the choice kept on this device, or the browser's (decision 0210).
 */
export function CustomerPaymentStatus({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data: receipt, error, isFetching, refetch } = useGetPaymentReceiptQuery(token);
  const [retry, retrying] = useRetryReceiptPaymentMutation();
  const [opening, setOpening] = useState(false);
  useLinkBrand(receipt?.brandName, receipt?.brandColour);
  const paid = receipt?.status === 'SUCCESS';
  useEffect(() => {
    if (paid && receipt) trackEvent({ name: 'Payment_Success', productCode: receipt.productCode });
  }, [paid, receipt]);

  const apiError = readApiError(error) ?? readApiError(retrying.error);
  if (!receipt && isFetching) return <LoadingMessage>{t('customerPayment.checking')}</LoadingMessage>;
  if (!receipt) return <ErrorMessage onRetry={() => void refetch()}>{apiError?.message ?? t('customerPayment.couldNotCheck')}</ErrorMessage>;

  const words = customerWords[receipt.status];
  const policyPending = paid && !receipt.policy;
  const tryAgain = async () => {
    const link = await retry(token)
      .unwrap()
      .catch(() => undefined);
    if (!link) return;
    setOpening(true);
    // The gateway's hosted checkout is another site's page: a full navigation, not a route.
    window.location.assign(link.linkUrl);
  };

  return (
    <>
      <SaleStagesNav routeId="payment-status" productCode={receipt.productCode} paid={paid} />
      <section className="stack" aria-live="polite">
        <div className={`payment-status payment-status--${receipt.status.toLowerCase()}`}>
          <h2 className="payment-status__word">{t(policyPending ? 'customerPayment.pendingHeading' : words.heading)}</h2>
          {receipt.status === 'FAILURE' && receipt.failureReason ? (
            <p className="payment-status__reason">{t('customerPayment.bankSaid', { reason: receipt.failureReason })}</p>
          ) : null}
          <p>{t(policyPending ? 'customerPayment.pendingNext' : words.next)}</p>
        </div>
        <ReceiptDetails receipt={receipt} />
        {retrying.error && apiError ? <ErrorMessage>{apiError.message}</ErrorMessage> : null}
        <div className="form__actions">
          {receipt.policy ? (
            <a className="button" href={receipt.policy.documentUrl} download>
              {t('customerPayment.download')}
            </a>
          ) : null}
          {receipt.canRetry ? (
            <button type="button" className="button" onClick={() => void tryAgain()} disabled={retrying.isLoading || opening}>
              {t(retrying.isLoading || opening ? 'customerPayment.opening' : 'customerPayment.tryAgain')}
            </button>
          ) : null}
          {receipt.status === 'MISC' || policyPending ? (
            <button type="button" className="button button--secondary" onClick={() => void refetch()} disabled={isFetching}>
              {t(isFetching ? 'customerPayment.checkingAgain' : 'customerPayment.checkAgain')}
            </button>
          ) : null}
        </div>
        <p>{t('customerPayment.questions', { brandName: receipt.brandName })}</p>
      </section>
    </>
  );
}
