import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  buildHref,
  carriedQuoteAnswers,
  CUSTOMER_LANGUAGE_FIELD,
  DEFAULT_LANGUAGE,
  isLanguage,
  quoteContextOf,
  removeCouponDiscount,
  withCustomerLanguage,
  type FieldConfig,
  type FormValues,
} from '@portal/domain';
import { useQueryParams } from '../../lib/use-query-params';
import { trackEvent } from '../../lib/analytics';
import { useGetFeatureFlagsQuery } from '../../lib/api-endpoints/feature-flags';
import { servedRoutes } from '../../lib/served-routes';
import { useGetLandingConfigQuery } from '../../lib/api-endpoints/landing-config';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { readApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { useCreateProposalMutation } from './api/create-proposal';
import { useGetFieldConfigQuery } from './api/get-field-config';
import { useGetProposalQuery } from './api/get-proposal';
import { useGetQuoteQuery } from './api/get-quote';
import { useUpdateProposalMutation } from './api/update-proposal';
import { loadSaleFormRefine } from './load-sale-form-refine';

/** The consent box's field name: the API's customerConsent, which records the text and the time (decision 0038). */
export const CONSENT_FIELD = 'customerConsent';

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
 * The sale the customer's details are for: a server-side draft named by `?referenceId=` (or the journey's
 * path) and its quote, or a new quote (`?quoteId=`). A quote is read from its token only when it is new to
 * the sale: the draft holds its own quote's answers and price (whose token may be past its 24 hours).
 */
export function useSaleInProgress(productCode: string | undefined) {
  const { params } = usePageRoute();
  const search = useQueryParams();
  // A journey may name the sale in its path (/insurance/personal-accident/v1/profile/{requestId}).
  const referenceId = search.get('referenceId') ?? params.requestId ?? undefined;
  const draft = useGetProposalQuery(productCode && referenceId ? { productCode, referenceId } : skipToken);
  const searchQuoteId = search.get('quoteId') ?? undefined;
  const quoteId = searchQuoteId ?? draft.data?.quoteId;
  const newQuoteId = searchQuoteId && (!referenceId || (draft.data && draft.data.quoteId !== searchQuoteId)) ? searchQuoteId : undefined;
  // The quote's answers, from the API (the quoteId is sealed): they decide which of these fields are
  // asked (e.g. a joint cover's co-borrower) and what the answers must agree with (e.g. the quoted age).
  const quote = useGetQuoteQuery(productCode && newQuoteId ? { productCode, quoteId: newQuoteId } : skipToken);
  // The answers are the quote form's own, checked by the API: FormValues (the wire schema also allows numbers).
  const quoteValues = (newQuoteId ? quote.data?.values : draft.data?.quoteValues) as FormValues | undefined;
  // A coupon code (the mobile cover's field) is checked under it against the quote's premium.
  const premiumBeforeCoupon = newQuoteId ? quote.data?.premium : draft.data ? removeCouponDiscount(draft.data.premium) : undefined;
  return { referenceId, draft, quoteId, quote, quoteValues, premiumBeforeCoupon };
}

export type SaleInProgress = ReturnType<typeof useSaleInProgress>;

/**
 * The proposal form: the product's proposal fields, the customer's language after the mobile number (decision
 * 0268: the payment link, its status page and the policy notice are in it; sent beside the fields as
 * `customerLanguage`, never priced) and the tenant's consent box, its refine (with the quote's answers) and
 * its starting answers.
 */
export function useProposalFields(productCode: string | undefined, { draft, quoteValues }: SaleInProgress) {
  const { t, i18n } = useTranslation();
  const pageLanguage = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const session = useGetSessionQuery();
  const fieldConfig = useGetFieldConfigQuery(productCode ? { productCode, type: 'proposal' } : skipToken);
  // Already cached when the partner came from the landing page; it carries the tenant's consent text.
  const landing = useGetLandingConfigQuery(productCode ?? skipToken);
  const consentText = landing.data?.consentText;
  // Answers the quote was given and the proposal repeats (e.g. the shop's pin code): filled in and locked,
  // since the quote was priced for them; changing one means a new quote (decision 0064).
  const carried = useMemo(() => carriedQuoteAnswers(fieldConfig.data?.fromQuote, quoteValues), [fieldConfig.data, quoteValues]);
  // CONFIG_FORM_PROPOSAL (decision 0112): every configured field, or only the mandatory ones (and
  // those carried from the quote); until the flags arrive, the full form.
  const flags = useGetFeatureFlagsQuery();
  const fullForm = flags.data?.CONFIG_FORM_PROPOSAL ?? true;
  const fields = useMemo(
    () =>
      fieldConfig.data && consentText
        ? [
            ...withCustomerLanguage(
              fieldConfig.data.fields
                .filter((field) => fullForm || field.mandatory || field.name in carried)
                .map((field) => (field.name in carried ? { ...field, locked: true, hint: t('insurance.fromQuoteHint') } : field)),
            ),
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
  // A reopened draft starts from its saved answers and customer's language (the consent it recorded stays
  // ticked); answers carried from the quote win, as a new quote may have changed them. A new proposal's
  // customer's language is the partner's page language, the one they usually share with the customer.
  const defaultValues = useMemo(
    () =>
      draft.data
        ? {
            ...(draft.data.values as FormValues),
            ...carried,
            [CUSTOMER_LANGUAGE_FIELD]: draft.data.customerLanguage,
            [CONSENT_FIELD]: draft.data.consent !== null,
          }
        : { ...carried, [CUSTOMER_LANGUAGE_FIELD]: pageLanguage },
    [draft.data, carried, pageLanguage],
  );
  return { fieldConfig, landing, carried, fields, quoteContext, loadRefine, defaultValues };
}

/**
 * Saving the customer's details: a new proposal, or the draft updated (re-priced with a new quote); then
 * this history entry names the proposal and the partner goes on to review (or stays, with a link to it).
 */
export function useSaveProposal(productCode: string | undefined, { referenceId, quoteId }: SaleInProgress) {
  const navigate = useNavigate();
  const location = useLocation();
  const { route, params } = usePageRoute();
  const flags = useGetFeatureFlagsQuery();
  const redirectToReview = flags.data?.REDIRECT_REVIEW_PAYMENT ?? true;
  const [savedReference, setSavedReference] = useState<string>();
  const [createProposal, created] = useCreateProposalMutation();
  const [updateProposal, updated] = useUpdateProposalMutation();
  const proposal = referenceId ? updated : created;
  const proposalError = useMemo(() => readApiError(proposal.error), [proposal.error]);

  // The form's schema makes the consent box mandatory, so a submitted form has it ticked.
  const submit = async ({ [CONSENT_FIELD]: _consent, ...values }: FormValues) => {
    if (!productCode || !quoteId) return;
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
  return { submit, saving: proposal.isLoading, proposalError, savedReference };
}

export type ProposalSave = ReturnType<typeof useSaveProposal>;
