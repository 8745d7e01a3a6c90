import { useMemo, useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Trans, useTranslation } from 'react-i18next';
import { buildHref, formatRupees, rupeesToPaise, saleCrumbRouteId, type FormValues, type Language, type Proposal } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { servedRoutes } from '../../lib/served-routes';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetLandingConfigQuery } from '../../lib/api-endpoints/landing-config';
import { useQueryParams } from '../../lib/use-query-params';
import { useProductCode } from '../../lib/page-route';
import { readApiError } from '../../lib/api-error';
import { useCheckoutProposalMutation } from './api/checkout-proposal';
import { useCreatePaymentLinkMutation } from './api/create-payment-link';
import { useGetFieldConfigQuery, type FieldConfigAnswer } from './api/get-field-config';
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
import { ReadOnlyNote } from '../../components/read-only-note';
import './insurance.css';

/**
 * "Review Information & Pay" (/products/:productName/review-payment?referenceId=…): the customer's
 * details, plan, sum insured and premium; "Pay" freezes the proposal (checkout), asks for a payment
 * link and hands the browser to the gateway's hosted checkout page.
 */
export function ReviewPaymentPage() {
  const { t } = useTranslation();
  const productCode = useProductCode();
  const referenceId = useQueryParams().get('referenceId') ?? undefined;
  const args = productCode && referenceId ? { productCode, referenceId } : undefined;
  const proposal = useGetProposalQuery(args ?? skipToken);
  const proposalFields = useGetFieldConfigQuery(productCode ? { productCode, type: 'proposal' } : skipToken);
  const quoteFields = useGetFieldConfigQuery(productCode ? { productCode, type: 'quote' } : skipToken);
  // Asked beside the proposal, not after it: the plan's name and the mandate letter's state.
  useGetLandingConfigQuery(productCode ?? skipToken);
  const mandateBlock = useMandatePayBlock(productCode, referenceId);
  const mandateSigned = useMandateSigned(productCode, referenceId);

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
  return (
    <ProposalReview
      productCode={productCode}
      proposal={proposal.data}
      proposalFields={proposalFields.data}
      quoteFields={quoteFields.data}
      mandate={{ payBlockedReason: mandateBlock, signed: mandateSigned }}
      retryProposalFields={() => void proposalFields.refetch()}
    />
  );
}

interface ProposalReviewProps {
  productCode: string;
  proposal: Proposal;
  proposalFields: FieldConfigAnswer | undefined;
  quoteFields: FieldConfigAnswer | undefined;
  /** The mandate letter's part (products that need one): why Pay waits for it, and whether it is signed. */
  mandate: { payBlockedReason: string | undefined; signed: boolean };
  retryProposalFields: () => void;
}

/** The loaded proposal: its answers, plan and premium, the steps before payment, then Pay (or what it became). */
function ProposalReview({ productCode, proposal, proposalFields, quoteFields, mandate, retryProposalFields }: ProposalReviewProps) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const { referenceId, values, quoteValues, premium, status, policy } = proposal;
  const landing = useGetLandingConfigQuery(productCode);
  const kyc = useProposalKyc(proposal);
  const mandateSigned = mandate.signed;
  // Pay waits for every step the product needs first; the reason is shown beside the button.
  const payBlockedReason = kyc.payBlockedReason ?? mandate.payBlockedReason;
  const planName = landing.data?.plans.find((plan) => plan.code === premium.planCode)?.name ?? premium.planCode;
  const sumInsured = premium.sumInsured ?? (typeof quoteValues.sumInsured === 'string' ? Number(quoteValues.sumInsured) : undefined);
  // Until it is paid, each step reopens with this proposal's answers: the customer's details, and the
  // quote (a changed priced answer re-prices the same proposal; docs/decisions/0068).
  const stepHref = (routeId: 'product-landing' | 'start-selling') =>
    status === 'PAID' || mandateSigned
      ? undefined
      : buildHref(servedRoutes.get(saleCrumbRouteId(routeId, { productName: productCode })), { productName: productCode }, { referenceId });

  return (
    <div className="ins-review">
      <section aria-labelledby="ins-review-customer">
        <h2 id="ins-review-customer">{t('insurance.customerDetails')}</h2>
        {proposalFields ? (
          <AnswerList fields={proposalFields.fields} values={values} context={quoteValues as FormValues} />
        ) : (
          <ErrorMessage onRetry={retryProposalFields}>{t('insurance.customerDetailsFailed')}</ErrorMessage>
        )}
        <StepLink href={stepHref('start-selling')} text={t('insurance.editCustomerDetails')}>
          {mandateSigned && status !== 'PAID' ? <p>{t('insurance.mandateSignedLocked')}</p> : null}
        </StepLink>
      </section>
      <section aria-labelledby="ins-review-plan">
        <h2 id="ins-review-plan">{t('dashboard.plan')}</h2>
        <PlanAnswers planName={planName} sumInsured={sumInsured} />
        {quoteFields ? (
          // A quote answer the proposal repeats (e.g. the shop's pin code) is shown once, with the customer's details.
          <AnswerList fields={quoteFields.fields} values={quoteValues} omit={['planCode', 'sumInsured', ...Object.values(proposalFields?.fromQuote ?? {})]} />
        ) : null}
        <StepLink href={stepHref('product-landing')} text={t('insurance.changeTheQuote')} />
      </section>
      <section aria-labelledby="ins-review-premium">
        <h2 id="ins-review-premium">{t('dashboard.premium')}</h2>
        <PremiumSummary premium={premium} />
      </section>
      <p className="ins-reference">
        <Trans i18nKey="insurance.referenceId" values={{ referenceId }} components={{ strong: <strong /> }} />
      </p>
      {/* Before payment: the steps a product needs first. */}
      <KycPanel proposal={proposal} kyc={kyc} />
      <MandatePanel productCode={productCode} referenceId={referenceId} />
      {status === 'PAID' ? (
        <>
          <p className="ins-paid" role="status">
            {policy ? t('insurance.paidWithPolicy', { policyNumber: policy.policyNumber }) : t('insurance.paid')}
          </p>
          {policy?.membershipId ? <FreeLookPanel membershipId={policy.membershipId} /> : null}
        </>
      ) : !canWrite ? (
        <ReadOnlyNote className="ins-read-only" />
      ) : (
        <PayActions
          productCode={productCode}
          referenceId={referenceId}
          payBlockedReason={payBlockedReason}
          customerMobile={typeof values.mobile === 'string' ? values.mobile : undefined}
          customerLanguage={proposal.customerLanguage}
        />
      )}
    </div>
  );
}

/** A link back to a step of the sale while the proposal may change, or what is said instead (children). */
function StepLink({ href, text, children }: { href: string | undefined; text: string; children?: ReactNode }) {
  return href ? (
    <p>
      <AppLink to={href}>{text}</AppLink>
    </p>
  ) : (
    (children ?? null)
  );
}

/** The plan and, where the quote has one, the sum insured. */
function PlanAnswers({ planName, sumInsured }: { planName: string; sumInsured: number | undefined }) {
  const { t } = useTranslation();
  return (
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
  );
}

interface PayActionsProps {
  productCode: string;
  referenceId: string;
  /** Why Pay waits (a step the product needs first), shown beside the button. */
  payBlockedReason: string | undefined;
  customerMobile: string | undefined;
  /** The customer's language (decision 0268): the WhatsApp message of the link is in it. */
  customerLanguage: Language;
}

/** Pay (checkout, the payment link, the gateway's page) and, once nothing blocks it, "Send to customer". */
function PayActions({ productCode, referenceId, payBlockedReason, customerMobile, customerLanguage }: PayActionsProps) {
  const { t } = useTranslation();
  const [checkout, checkoutState] = useCheckoutProposalMutation();
  const [createPaymentLink, linkState] = useCreatePaymentLinkMutation();
  // One key per pay attempt, kept when the partner retries after a failure, so a retry never
  // creates a second payment for the same proposal.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [redirecting, setRedirecting] = useState(false);
  // Pay and "Send to customer" share the link's calls; each shows their failure beside its own button.
  const [linkFor, setLinkFor] = useState<'pay' | 'send'>('pay');
  const payError = useMemo(() => readApiError(checkoutState.error ?? linkState.error), [checkoutState.error, linkState.error]);
  const paying = checkoutState.isLoading || linkState.isLoading || redirecting;

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
          customerMobile={customerMobile}
          customerLanguage={customerLanguage}
          prepareLink={() => {
            setLinkFor('send');
            return preparePaymentLink();
          }}
        />
      ) : null}
    </>
  );
}
