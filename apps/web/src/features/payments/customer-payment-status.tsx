import { useEffect, useState } from 'react';
import { formatRupees, type PaymentReceipt, type ResultStatus } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useLinkBrand } from '../../lib/brand';
import { trackEvent } from '../../lib/analytics';
import { SaleStagesNav } from '../../app/layout/sale-stages-nav';
import { useGetPaymentReceiptQuery, useRetryReceiptPaymentMutation } from './api/payment-receipt';

/** The outcome in words addressed to whoever paid (the customer of a payment link); never the codes. */
const customerWords: Record<ResultStatus, { heading: string; next: string }> = {
  SUCCESS: { heading: 'Payment received — your policy is ready', next: 'Download your policy below and keep it safe: it is your proof of cover.' },
  FAILURE: {
    heading: 'Your payment did not go through',
    next: 'Your bank declined it or it was cancelled, so no money was taken and no policy was issued. Try again below, with another card or account if you like.',
  },
  MISC: {
    heading: 'We are waiting for your bank to confirm your payment',
    next: 'This can take a few minutes. Please do not pay again: check again shortly, and your policy follows once your bank answers.',
  },
};

function ReceiptDetails({ receipt }: { receipt: PaymentReceipt }) {
  return (
    <dl className="details">
      <dt>Cover</dt>
      <dd>{receipt.productName}</dd>
      <dt>Reference</dt>
      <dd>{receipt.referenceId}</dd>
      {receipt.amount !== undefined ? (
        <>
          <dt>Amount</dt>
          <dd>{formatRupees(receipt.amount)}</dd>
        </>
      ) : null}
      {receipt.policy ? (
        <>
          <dt>Policy number</dt>
          <dd>{receipt.policy.policyNumber}</dd>
          {receipt.policy.membershipId ? (
            <>
              <dt>Membership ID</dt>
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
 * policy to download and, after a failure, their own payment page again. No sign-in is asked.
 */
export function CustomerPaymentStatus({ token }: { token: string }) {
  const { data: receipt, error, isFetching, refetch } = useGetPaymentReceiptQuery(token);
  const [retry, retrying] = useRetryReceiptPaymentMutation();
  const [opening, setOpening] = useState(false);
  useLinkBrand(receipt?.brandName, receipt?.brandColour);
  const paid = receipt?.status === 'SUCCESS';
  useEffect(() => {
    if (paid && receipt) trackEvent({ name: 'Payment_Success', productCode: receipt.productCode });
  }, [paid, receipt]);

  const apiError = readApiError(error) ?? readApiError(retrying.error);
  if (!receipt && isFetching) return <LoadingMessage>Checking your payment…</LoadingMessage>;
  if (!receipt) return <ErrorMessage onRetry={() => void refetch()}>{apiError?.message ?? 'We could not check your payment.'}</ErrorMessage>;

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
          <h2 className="payment-status__word">{policyPending ? 'Payment received — your policy is being issued' : words.heading}</h2>
          {receipt.status === 'FAILURE' && receipt.failureReason ? <p className="payment-status__reason">Your bank said: {receipt.failureReason}.</p> : null}
          <p>{policyPending ? 'Check again in a minute to download it.' : words.next}</p>
        </div>
        <ReceiptDetails receipt={receipt} />
        {retrying.error && apiError ? <ErrorMessage>{apiError.message}</ErrorMessage> : null}
        <div className="form__actions">
          {receipt.policy ? (
            <a className="button" href={receipt.policy.documentUrl} download>
              Download your policy
            </a>
          ) : null}
          {receipt.canRetry ? (
            <button type="button" className="button" onClick={() => void tryAgain()} disabled={retrying.isLoading || opening}>
              {retrying.isLoading || opening ? 'Opening your payment page…' : 'Try the payment again'}
            </button>
          ) : null}
          {receipt.status === 'MISC' || policyPending ? (
            <button type="button" className="button button--secondary" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? 'Checking…' : 'Check again'}
            </button>
          ) : null}
        </div>
        <p>Questions about your cover? Contact {receipt.brandName}, who sent you the payment link.</p>
      </section>
    </>
  );
}
