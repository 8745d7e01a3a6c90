import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Trans, useTranslation } from 'react-i18next';
import { buildHref, formatRupees, rupeesToPaise, saleCrumbRouteId, type FormValues } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { servedRoutes } from '../../lib/served-routes';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetLandingConfigQuery } from '../../lib/api-endpoints/landing-config';
import { useQueryParams } from '../../lib/use-query-params';
import { useProductCode } from '../../lib/page-route';
import { readApiError } from '../../lib/api-error';
import { useCheckoutProposalMutation } from './api/checkout-proposal';
import { useCreatePaymentLinkMutation } from './api/create-payment-link';
import { useGetFieldConfigQuery } from './api/get-field-config';
import { useGetProposalQuery } from './api/get-proposal';
import { AnswerList } from './components/answer-list';
import { KycPanel, useProposalKyc } from './kyc-panel';
import { PremiumSummary } from './components/premium-summary';
import { SendPaymentLink } from './components/send-payment-link';
import { MandatePanel, useMandatePayBlock, useMandateSigned } from './mandate-panel';
import { newIdempotencyKey } from './new-idempotency-key';
import { openPaymentPage } from './open-payment-page';
import { FreeLookPanel } from '../../components/free-look/free-look-panel';
import { trackEvent } from '../../lib/analytics';
import { useCanWrite } from '../../lib/use-can-write';
import './insurance.css';

/**
 * "Review Information & Pay" (/products/:productName/review-payment?referenceId=…): the customer's
 * details, plan, sum insured and premium; "Pay" freezes the proposal (checkout), asks for a payment
 * link and hands the browser to the gateway's hosted checkout page.
 */
export function ReviewPaymentPage() {
  const { t } = useTranslation();
  const productCode = useProductCode();
  const canWrite = useCanWrite();
  const search = useQueryParams();
  const referenceId = search.get('referenceId') ?? undefined;
  const args = productCode && referenceId ? { productCode, referenceId } : undefined;
  const proposal = useGetProposalQuery(args ?? skipToken);
  const landing = useGetLandingConfigQuery(productCode ?? skipToken);
  const proposalFields = useGetFieldConfigQuery(productCode ? { productCode, type: 'proposal' } : skipToken);
  const quoteFields = useGetFieldConfigQuery(productCode ? { productCode, type: 'quote' } : skipToken);
  const [checkout, checkoutState] = useCheckoutProposalMutation();
  const [createPaymentLink, linkState] = useCreatePaymentLinkMutation();
  // One key per pay attempt, kept when the partner retries after a failure, so a retry never
  // creates a second payment for the same proposal.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [redirecting, setRedirecting] = useState(false);
  // Pay and "Send to customer" share the link's calls; each shows their failure beside its own button.
  const [linkFor, setLinkFor] = useState<'pay' | 'send'>('pay');
  const payError = useMemo(() => readApiError(checkoutState.error ?? linkState.error), [checkoutState.error, linkState.error]);
  const kyc = useProposalKyc(proposal.data);
  const mandateBlock = useMandatePayBlock(productCode, referenceId);
  const mandateSigned = useMandateSigned(productCode, referenceId);
  // Pay waits for every step the product needs first; the reason is shown beside the button.
  const payBlockedReason = kyc.payBlockedReason ?? mandateBlock;

  if (!productCode || !referenceId) return <ErrorMessage>{t('insurance.noProposalChosen')}</ErrorMessage>;
  // The answers' labels come with the field configs (fetched at the same time): showing the page before
  // them made the premium and Pay jump down a screen when they arrived (Lighthouse's layout shift).
  if (proposal.isLoading || proposalFields.isLoading || quoteFields.isLoading) return <LoadingMessage>{t('insurance.loadingProposal')}</LoadingMessage>;
  if (proposal.isError || !proposal.data) {
    const error = readApiError(proposal.error);
    return error?.status === 404 ? (
      <ErrorMessage>{t('insurance.proposalNotFound')}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void proposal.refetch()}>{error?.message ?? t('insurance.proposalLoadFailed')}</ErrorMessage>
    );
  }

  const { values, quoteValues, premium, status, policy } = proposal.data;
  const planName = landing.data?.plans.find((plan) => plan.code === premium.planCode)?.name ?? premium.planCode;
  const sumInsured = premium.sumInsured ?? (typeof quoteValues.sumInsured === 'string' ? Number(quoteValues.sumInsured) : undefined);
  const paying = checkoutState.isLoading || linkState.isLoading || redirecting;
  // Until it is paid, each step reopens with this proposal's answers: the customer's details, and the
  // quote (a changed priced answer re-prices the same proposal; docs/decisions/0068).
  const stepHref = (routeId: 'product-landing' | 'start-selling') =>
    status === 'PAID' || mandateSigned
      ? undefined
      : buildHref(servedRoutes.get(saleCrumbRouteId(routeId, { productName: productCode })), { productName: productCode }, { referenceId });
  const editDetailsHref = stepHref('start-selling');
  const changePlanHref = stepHref('product-landing');

  /** Freezes the proposal and answers its payment link; Pay and "Send to customer" share the attempt's key. */
  const preparePaymentLink = async () => {
    await checkout({ productCode, referenceId }).unwrap();
    return createPaymentLink({ productCode, referenceId, idempotencyKey }).unwrap();
  };

  const pay = async () => {
    setLinkFor('pay');
    try {
      const link = await preparePaymentLink();
      setRedirecting(true);
      openPaymentPage(link.linkUrl);
    } catch {
      // The failure is shown below the button from the mutation's state.
    }
  };

  return (
    <div className="ins-review">
      <section aria-labelledby="ins-review-customer">
        <h2 id="ins-review-customer">{t('insurance.customerDetails')}</h2>
        {proposalFields.data ? (
          <AnswerList fields={proposalFields.data.fields} values={values} context={quoteValues as FormValues} />
        ) : proposalFields.isLoading ? (
          <LoadingMessage>{t('insurance.loadingCustomerDetails')}</LoadingMessage>
        ) : (
          <ErrorMessage onRetry={() => void proposalFields.refetch()}>{t('insurance.customerDetailsFailed')}</ErrorMessage>
        )}
        {editDetailsHref ? (
          <p>
            <AppLink to={editDetailsHref}>{t('insurance.editCustomerDetails')}</AppLink>
          </p>
        ) : mandateSigned && status !== 'PAID' ? (
          <p>{t('insurance.mandateSignedLocked')}</p>
        ) : null}
      </section>
      <section aria-labelledby="ins-review-plan">
        <h2 id="ins-review-plan">{t('dashboard.plan')}</h2>
        <dl className="ins-answers">
          <div className="ins-answer">
            <dt>{t('dashboard.plan')}</dt>
            <dd>{planName}</dd>
          </div>
          {sumInsured !== undefined && Number.isFinite(sumInsured) ? (
            <div className="ins-answer">
              <dt>{t('dashboard.sumInsured')}</dt>
              <dd>{formatRupees(rupeesToPaise(sumInsured))}</dd>
            </div>
          ) : null}
        </dl>
        {quoteFields.data ? (
          // A quote answer the proposal repeats (e.g. the shop's pin code) is shown once, with the customer's details.
          <AnswerList
            fields={quoteFields.data.fields}
            values={quoteValues}
            omit={['planCode', 'sumInsured', ...Object.values(proposalFields.data?.fromQuote ?? {})]}
          />
        ) : null}
        {changePlanHref ? (
          <p>
            <AppLink to={changePlanHref}>{t('insurance.changeTheQuote')}</AppLink>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="ins-review-premium">
        <h2 id="ins-review-premium">{t('dashboard.premium')}</h2>
        <PremiumSummary premium={premium} />
      </section>
      <p className="ins-reference">
        <Trans i18nKey="insurance.referenceId" values={{ referenceId: proposal.data.referenceId }} components={{ strong: <strong /> }} />
      </p>
      {/* Before payment: the steps a product needs first. */}
      <KycPanel proposal={proposal.data} kyc={kyc} />
      <MandatePanel productCode={productCode} referenceId={referenceId} />
      {status === 'PAID' ? (
        <>
          <p className="ins-paid" role="status">
            {policy ? t('insurance.paidWithPolicy', { policyNumber: policy.policyNumber }) : t('insurance.paid')}
          </p>
          {policy?.membershipId ? <FreeLookPanel membershipId={policy.membershipId} /> : null}
        </>
      ) : !canWrite ? (
        <p className="ins-read-only">{t('leads.readOnly')}</p>
      ) : (
        <>
          <button
            type="button"
            className="button"
            onClick={() => {
              trackEvent({ name: 'Pay_Clicked', productCode });
              void pay();
            }}
            disabled={paying || payBlockedReason !== undefined}
            aria-describedby={
              [payBlockedReason ? 'ins-pay-blocked' : '', payError && linkFor === 'pay' ? 'ins-pay-error' : ''].filter(Boolean).join(' ') || undefined
            }
          >
            {redirecting ? t('insurance.openingPaymentPage') : paying ? t('shell.pleaseWait') : t('insurance.pay')}
          </button>
          {payBlockedReason ? <p id="ins-pay-blocked">{payBlockedReason}</p> : null}
          {payError && !paying && linkFor === 'pay' ? (
            <div id="ins-pay-error">
              <ErrorMessage onRetry={() => void pay()}>{payError.message}</ErrorMessage>
            </div>
          ) : null}
          {payBlockedReason === undefined ? (
            <SendPaymentLink
              productCode={productCode}
              referenceId={referenceId}
              customerMobile={typeof values.mobile === 'string' ? values.mobile : undefined}
              prepareLink={() => {
                setLinkFor('send');
                return preparePaymentLink();
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
