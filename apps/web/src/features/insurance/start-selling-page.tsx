import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { skipToken } from '@reduxjs/toolkit/query';
import { buildHref, carriedQuoteAnswers, quoteContextOf, removeCouponDiscount, type FieldConfig, type FormValues } from '@portal/domain';
import { useQueryParams } from '../../lib/use-query-params';
import { trackEvent } from '../../lib/analytics';
import { useGetFeatureFlagsQuery } from '../../lib/api-endpoints/feature-flags';
import { useCanWrite } from '../../lib/use-can-write';
import { servedRoutes } from '../../lib/served-routes';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetLandingConfigQuery } from '../../lib/api-endpoints/landing-config';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { readApiError } from '../../lib/api-error';
import { usePageRoute, useProductCode } from '../../lib/page-route';
import { useCreateProposalMutation } from './api/create-proposal';
import { useGetFieldConfigQuery } from './api/get-field-config';
import { useGetProposalQuery } from './api/get-proposal';
import { useGetQuoteQuery } from './api/get-quote';
import { useUpdateProposalMutation } from './api/update-proposal';
import { loadSaleFormRefine } from './load-sale-form-refine';
import { CouponCheck } from './components/coupon-check';
import './insurance.css';

/** The consent box's field name: the API's customerConsent, which records the text and the time (decision 0038). */
const CONSENT_FIELD = 'customerConsent';

/**
 * The tenant's consent text (served with the landing config) as a mandatory checkbox of the form; its
 * message (CONSENT_REQUIRED_MESSAGE in English) in the page's language.
 */
const consentFieldOf = (consentText: string, requiredMessage: string): FieldConfig => ({
  name: CONSENT_FIELD,
  kind: 'checkbox',
  inputType: 'checkbox',
  label: consentText,
  mandatory: true,
  requiredMessage,
});

/**
 * "Enter Customer Details" (/products/:productName/start-selling?quoteId=… and the /insurance/…/proposal
 * routes): the product's proposal fields — common proposer plus the product's own — for the quote
 * chosen on the landing page, then the tenant's consent text to tick; on success, the review step.
 *
 * A sale in progress is a server-side draft (docs/decisions/0068): with `?referenceId=` the page reopens
 * the proposal with its saved answers and saving updates the same proposal; with a new `quoteId` beside
 * it (a changed quote), the proposal is re-priced. Once a proposal is made, this page's history entry
 * names it, so the browser's Back from review lands on the filled form.
 */
export function StartSellingPage() {
  const { t } = useTranslation();
  const productCode = useProductCode();
  const { route, params } = usePageRoute();
  const search = useQueryParams();
  // A journey may name the sale in its path (/insurance/personal-accident/v1/profile/{requestId}).
  const referenceId = search.get('referenceId') ?? params.requestId ?? undefined;
  const navigate = useNavigate();
  const location = useLocation();
  const draft = useGetProposalQuery(productCode && referenceId ? { productCode, referenceId } : skipToken);
  const searchQuoteId = search.get('quoteId') ?? undefined;
  const quoteId = searchQuoteId ?? draft.data?.quoteId;
  // A quote is read from its token only when it is new to the sale: the draft holds its own quote's
  // answers and price (whose token may be past its 24 hours).
  const newQuoteId = searchQuoteId && (!referenceId || (draft.data && draft.data.quoteId !== searchQuoteId)) ? searchQuoteId : undefined;
  const session = useGetSessionQuery();
  const fieldConfig = useGetFieldConfigQuery(productCode ? { productCode, type: 'proposal' } : skipToken);
  // Already cached when the partner came from the landing page; it carries the tenant's consent text.
  const landing = useGetLandingConfigQuery(productCode ?? skipToken);
  const consentText = landing.data?.consentText;
  // The quote's answers, from the API (the quoteId is sealed): they decide which of these fields are
  // asked (e.g. a joint cover's co-borrower) and what the answers must agree with (e.g. the quoted age).
  const quote = useGetQuoteQuery(productCode && newQuoteId ? { productCode, quoteId: newQuoteId } : skipToken);
  // The answers are the quote form's own, checked by the API: FormValues (the wire schema also allows numbers).
  const quoteValues = (newQuoteId ? quote.data?.values : draft.data?.quoteValues) as FormValues | undefined;
  // Answers the quote was given and the proposal repeats (e.g. the shop's pin code): filled in and locked,
  // since the quote was priced for them; changing one means a new quote (decision 0064).
  const carried = useMemo(() => carriedQuoteAnswers(fieldConfig.data?.fromQuote, quoteValues), [fieldConfig.data, quoteValues]);
  // CONFIG_FORM_PROPOSAL (decision 0112): every configured field, or only the mandatory ones (and
  // those carried from the quote); until the flags arrive, the full form.
  const flags = useGetFeatureFlagsQuery();
  const fullForm = flags.data?.CONFIG_FORM_PROPOSAL ?? true;
  const redirectToReview = flags.data?.REDIRECT_REVIEW_PAYMENT ?? true;
  const canWrite = useCanWrite();
  const [savedReference, setSavedReference] = useState<string>();
  const fields = useMemo(
    () =>
      fieldConfig.data && consentText
        ? [
            ...fieldConfig.data.fields
              .filter((field) => fullForm || field.mandatory || field.name in carried)
              .map((field) => (field.name in carried ? { ...field, locked: true, hint: t('insurance.fromQuoteHint') } : field)),
            consentFieldOf(consentText, t('shell.consentRequired')),
          ]
        : undefined,
    [fieldConfig.data, consentText, carried, fullForm, t],
  );
  const quoteContext = useMemo(() => (fieldConfig.data ? quoteContextOf(fieldConfig.data, quoteValues) : undefined), [fieldConfig.data, quoteValues]);
  const loadRefine = useMemo(
    () => (productCode ? loadSaleFormRefine(productCode, 'proposal', session.data?.tenant, quoteValues) : undefined),
    [productCode, session.data?.tenant, quoteValues],
  );
  const [createProposal, created] = useCreateProposalMutation();
  const [updateProposal, updated] = useUpdateProposalMutation();
  const proposal = referenceId ? updated : created;
  const proposalError = useMemo(() => readApiError(proposal.error), [proposal.error]);
  // A reopened draft starts from its saved answers (the consent it recorded stays ticked); answers
  // carried from the quote win, as a new quote may have changed them.
  const defaultValues = useMemo(
    () => (draft.data ? { ...(draft.data.values as FormValues), ...carried, [CONSENT_FIELD]: draft.data.consent !== null } : carried),
    [draft.data, carried],
  );

  // A coupon code (the mobile cover's field) is checked under it against the quote's premium.
  const premiumBeforeCoupon = newQuoteId ? quote.data?.premium : draft.data ? removeCouponDiscount(draft.data.premium) : undefined;

  const landingCrumb = route.trail[0];
  // With the sale's reference, the quote form opens with the draft's answers (a changed quote re-prices it).
  const landingHrefOf = (sale: string | undefined) =>
    landingCrumb && productCode
      ? buildHref(servedRoutes.get(landingCrumb.routeId), { productName: productCode, ...landingCrumb.params }, { referenceId: sale })
      : undefined;
  const landingHref = landingHrefOf(referenceId);

  if (!productCode) return <ErrorMessage>This product was not found.</ErrorMessage>;
  if (referenceId && draft.isLoading) return <LoadingMessage>{t('insurance.loadingForm')}</LoadingMessage>;
  if (referenceId && (draft.isError || !draft.data)) {
    const error = readApiError(draft.error);
    return error?.status === 404 ? (
      <div className="ins-alert" role="alert">
        <p>{t('insurance.proposalNotFound')}</p>
        {landingHrefOf(undefined) ? <AppLink to={landingHrefOf(undefined) as string}>{t('insurance.getAQuote')}</AppLink> : null}
      </div>
    ) : (
      <ErrorMessage onRetry={() => void draft.refetch()}>{error?.message ?? t('insurance.proposalLoadFailed')}</ErrorMessage>
    );
  }
  if (draft.data?.status === 'PAID') {
    const reviewHref = buildHref(servedRoutes.get('review-payment'), { productName: productCode }, { referenceId });
    return (
      <div className="ins-alert" role="alert">
        <p>{t('insurance.paidProposal')}</p>
        {reviewHref ? <AppLink to={reviewHref}>{t('insurance.seeTheProposal')}</AppLink> : null}
      </div>
    );
  }
  if (!quoteId) {
    return (
      <div className="ins-alert" role="alert">
        <p>{t('insurance.quoteFirst')}</p>
        {landingHref ? <AppLink to={landingHref}>{t('insurance.getAQuote')}</AppLink> : null}
      </div>
    );
  }
  if (fieldConfig.isLoading || landing.isLoading || quote.isLoading) return <LoadingMessage>{t('insurance.loadingForm')}</LoadingMessage>;
  const quoteError = readApiError(quote.error);
  if (quoteError && typeof quoteError.status === 'number' && quoteError.status < 500) {
    // Not valid, expired or not this partner's: only a new quote helps.
    return (
      <div className="ins-alert" role="alert">
        <p>{quoteError.fields?.quoteId ?? quoteError.message}</p>
        {landingHref ? <AppLink to={landingHref}>{t('insurance.getANewQuote')}</AppLink> : null}
      </div>
    );
  }
  if (fieldConfig.isError || landing.isError || quote.isError || !fields) {
    const error = readApiError(fieldConfig.error ?? landing.error);
    return error?.status === 404 ? (
      <ErrorMessage>{t('insurance.notSoldOnline')}</ErrorMessage>
    ) : (
      <ErrorMessage
        onRetry={() => {
          void fieldConfig.refetch();
          void landing.refetch();
          if (quote.isError) void quote.refetch();
        }}
      >
        {t('insurance.formLoadFailed')}
      </ErrorMessage>
    );
  }

  // The form's schema makes the consent box mandatory, so a submitted form has it ticked.
  const submit = async ({ [CONSENT_FIELD]: _consent, ...values }: FormValues) => {
    const body = { productCode, quoteId, values, customerConsent: true } as const;
    const saved = await (referenceId ? updateProposal({ ...body, referenceId }) : createProposal(body)).unwrap().catch(() => undefined);
    if (!saved) return;
    if (!referenceId) trackEvent({ name: 'Proposal_Created', productCode });
    // This entry of the history now names the proposal (and its quote no longer): the browser's Back
    // from review reopens the form with the saved answers, and saving again updates the same proposal.
    // A journey that names the sale in its path (/insurance/personal-accident/v1/profile/{requestId}) names it there.
    const requestRoute = servedRoutes.routes.find((served) => served.path === `${route.path}/:requestId`);
    const savedHref = params.requestId
      ? location.pathname
      : ((requestRoute && buildHref(requestRoute, { requestId: saved.referenceId })) ??
        `${location.pathname}?${new URLSearchParams({ referenceId: saved.referenceId }).toString()}`);
    void navigate(savedHref, { replace: true });
    const reviewHref = buildHref(servedRoutes.get('review-payment'), { productName: productCode }, { referenceId: saved.referenceId });
    // REDIRECT_REVIEW_PAYMENT (decision 0112): on to review, or stay here with a link to it.
    if (reviewHref && redirectToReview) void navigate(reviewHref);
    else setSavedReference(saved.referenceId);
  };

  return (
    <div className="ins-proposal">
      {Object.keys(carried).length > 0 && landingHref ? (
        <p className="ins-carried-note">
          {t('insurance.carriedNote')} <AppLink to={landingHref}>{t('insurance.changeOnQuote')}</AppLink>
        </p>
      ) : null}
      <ConfigForm
        fields={fields}
        defaultValues={defaultValues}
        loadRefine={loadRefine}
        context={quoteContext}
        onSubmit={submit}
        serverErrors={proposalError?.code === 'VALIDATION' ? proposalError.fields : undefined}
        submitting={proposal.isLoading}
        submitLabel={t('insurance.proceed')}
        aria-label={t('insurance.customerDetails')}
        afterField={{ couponCode: <CouponCheck productCode={productCode} premium={premiumBeforeCoupon} /> }}
        readOnly={!canWrite}
      />
      {canWrite ? null : <p>{t('leads.readOnly')}</p>}
      <div aria-live="polite">
        {savedReference ? (
          <p className="ins-saved" role="status">
            {t('insurance.proposalSaved')}{' '}
            <AppLink to={buildHref(servedRoutes.get('review-payment'), { productName: productCode }, { referenceId: savedReference }) ?? '/'}>
              {t('insurance.reviewAndPay')}
            </AppLink>
          </p>
        ) : null}
      </div>
      {proposalError && proposalError.code !== 'VALIDATION' ? (
        <ErrorMessage>
          {proposalError.status === 404 && landingHref ? (
            <>
              {proposalError.message}. <AppLink to={landingHref}>{t('insurance.getANewQuote')}</AppLink>
            </>
          ) : (
            proposalError.message
          )}
        </ErrorMessage>
      ) : null}
    </div>
  );
}
