import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { AppLink } from '../../components/app-link';
import { buildHref, messages, proposalRouteIdOf, type FieldValue, type FormValues, type LandingConfig } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useQueryParams } from '../../lib/use-query-params';
import { servedRoutes } from '../../lib/served-routes';
import { readApiError } from '../../lib/api-error';
import { useAppDispatch } from '../../lib/store-hooks';
import { useCreateQuoteMutation } from './api/create-quote';
import { useGetFieldConfigQuery } from './api/get-field-config';
import { useGetProposalQuery } from './api/get-proposal';
import { QuoteDisclaimer } from './components/quote-disclaimer';
import { PremiumSummary } from './components/premium-summary';
import { CompareInsurersButton, InsurerComparison } from './components/insurer-comparison';
import { OptionToggles } from './components/option-toggles';
import { ShareQuote } from './components/share-quote';
import { isOptionGroup, optionsChosen, type OptionGroup } from './option-selection-slice';
import { useQuoteOptions } from './use-quote-options';
import { useShownQuote } from './use-shown-quote';
import { planSelected, planUnselected, selectSelectedPlan, type WithPlanSelection } from './plan-selection-slice';
import { loadSaleFormRefine } from './load-sale-form-refine';
import { trackEvent } from '../../lib/analytics';
import { READ_ONLY_NOTE, useCanWrite } from '../../lib/use-can-write';

/** The quote form field that names the plan; the plan list and the form keep it in step. */
const PLAN_FIELD = 'planCode';

/**
 * Where "Buy now" leads: the proposal step of the product's journey, carrying the quote, and the sale's
 * reference when a proposal is being changed (the same proposal is then re-priced, decision 0068).
 */
function proposalHrefOf(productCode: string, basePath: LandingConfig['basePath'], quoteId: string | undefined, referenceId?: string): string | undefined {
  const route = servedRoutes.get(proposalRouteIdOf(productCode, basePath));
  return buildHref(route, { productName: productCode }, { referenceId, quoteId });
}

export interface QuoteSectionProps {
  productCode: string;
  basePath: LandingConfig['basePath'];
}

/**
 * The quote step of a landing page: the product's quote fields (served by the API) checked with the
 * same schema the API runs, then the premium with its breakdown and "Buy now". Loaded lazily.
 */
export function QuoteSection({ productCode, basePath }: QuoteSectionProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useGetSessionQuery();
  const tenant = session.data?.tenant;
  const fieldConfig = useGetFieldConfigQuery({ productCode, type: 'quote' });
  const loadRefine = useMemo(() => loadSaleFormRefine(productCode, 'quote', tenant), [productCode, tenant]);
  const selectedPlan = useSelector((state: WithPlanSelection) => selectSelectedPlan(state, productCode));
  const [createQuote, quote] = useCreateQuoteMutation();
  // The view role (decision 0111) sees the form and its fields, but a quote is a write it may not make.
  const canWrite = useCanWrite();
  const quoteError = useMemo(() => readApiError(quote.error), [quote.error]);
  const resetQuote = quote.reset;
  const shownQuote = useShownQuote(quote.data, quote.isLoading);
  const options = useQuoteOptions(productCode, fieldConfig.data?.fields);
  const onOptionFormChange = options.onFormChange;
  // A proposal being changed (?referenceId= from review): the form opens with the answers it was priced on.
  const search = useQueryParams();
  const draftReference = search.get('referenceId') ?? undefined;
  const draft = useGetProposalQuery(draftReference ? { productCode, referenceId: draftReference } : skipToken);
  // A paid proposal is not changed: the quote is then a new sale's.
  const editing = draft.data && draft.data.status !== 'PAID' ? draft.data : undefined;
  const draftQuoteValues = editing?.quoteValues as FormValues | undefined;
  const referenceId = editing?.referenceId;
  // The plan list and the option toggles follow the draft's plan and options, once.
  const draftAdopted = useRef(false);
  useEffect(() => {
    if (draftAdopted.current || !draftQuoteValues) return;
    draftAdopted.current = true;
    const plan = draftQuoteValues[PLAN_FIELD];
    if (typeof plan === 'string' && plan !== '') dispatch(planSelected({ productCode, planCode: plan }));
    for (const [name, value] of Object.entries(draftQuoteValues)) {
      if (isOptionGroup(name) && Array.isArray(value))
        dispatch(optionsChosen({ productCode, group: name, codes: value.filter((code): code is string => typeof code === 'string') }));
    }
  }, [draftQuoteValues, dispatch, productCode]);

  const planValues = useMemo(() => ({ [PLAN_FIELD]: selectedPlan ?? '' }), [selectedPlan]);
  const planAndOptionValues = useMemo(() => ({ ...planValues, ...options.formValues }), [planValues, options.formValues]);
  const onFieldChange = useCallback(
    (name: string, value: FieldValue | undefined) => {
      // A premium shown for other values would mislead: changing any answer asks for a new quote.
      resetQuote();
      onOptionFormChange(name, value);
      if (name !== PLAN_FIELD) return;
      dispatch(typeof value === 'string' && value !== '' ? planSelected({ productCode, planCode: value }) : planUnselected({ productCode }));
    },
    [dispatch, productCode, resetQuote, onOptionFormChange],
  );

  // The plan the form starts with (its configured default) shows as chosen on the plan list too, once.
  const defaultPlanAdopted = useRef(false);
  const defaultPlan = fieldConfig.data?.fields.find((field) => field.name === PLAN_FIELD)?.defaultValue;
  // A proposal being changed brings its own plan: the default waits for it and then gives way.
  const draftPlan = draftQuoteValues?.[PLAN_FIELD];
  useEffect(() => {
    if (defaultPlanAdopted.current || !fieldConfig.data || draft.isLoading) return;
    defaultPlanAdopted.current = true;
    if (typeof draftPlan === 'string' && draftPlan !== '') return;
    if (!selectedPlan && typeof defaultPlan === 'string' && defaultPlan !== '') dispatch(planSelected({ productCode, planCode: defaultPlan }));
  }, [fieldConfig.data, draft.isLoading, draftPlan, defaultPlan, selectedPlan, dispatch, productCode]);

  if (fieldConfig.isLoading || draft.isLoading) return <LoadingMessage>Loading the quote form…</LoadingMessage>;
  if (fieldConfig.isError || !fieldConfig.data) {
    return <ErrorMessage onRetry={() => void fieldConfig.refetch()}>The quote form could not be loaded.</ErrorMessage>;
  }

  const fields = fieldConfig.data.fields;
  const submit = async (values: FormValues) => {
    // Products whose form has no plan field take the plan picked on the plan list.
    const body = PLAN_FIELD in values || !selectedPlan ? values : { ...values, [PLAN_FIELD]: selectedPlan };
    await createQuote({ productCode, values: body })
      .unwrap()
      .then(() => trackEvent({ name: 'Quote_Fetched', productCode }))
      .catch(() => undefined);
  };
  const hasPlanField = fields.some((field) => field.name === PLAN_FIELD);
  const defaultValues = { ...(hasPlanField && selectedPlan ? { [PLAN_FIELD]: selectedPlan } : {}), ...options.formValues, ...draftQuoteValues };
  // A toggled add-on, loading or discount is priced at once, with the answers of the premium shown.
  const quotedValues = quote.originalArgs?.values ?? {};
  const requoteWithOption = (group: OptionGroup, codes: string[]) => {
    void createQuote({ productCode, values: { ...quotedValues, [group]: codes } })
      .unwrap()
      .catch(() => undefined);
  };
  const proposalHref = quote.data ? proposalHrefOf(productCode, basePath, quote.data.quoteId, referenceId) : undefined;
  // Back to the customer's details with the draft's own quote: nothing re-priced.
  const draftDetailsHref = editing ? proposalHrefOf(productCode, basePath, undefined, editing.referenceId) : undefined;

  return (
    <div className="ins-quote-body">
      {editing && draftDetailsHref ? (
        <div className="ins-carried-note">
          <p>You are changing proposal {editing.referenceId}: get a new quote below to change its premium.</p>
          <p>
            <AppLink to={draftDetailsHref}>Keep this quote and go back to the customer's details</AppLink>
          </p>
        </div>
      ) : null}
      <ConfigForm
        fields={fields}
        loadRefine={loadRefine}
        defaultValues={defaultValues}
        values={hasPlanField ? planAndOptionValues : options.formValues}
        onFieldChange={onFieldChange}
        onSubmit={submit}
        serverErrors={quoteError?.code === 'VALIDATION' ? quoteError.fields : undefined}
        submitting={quote.isLoading}
        submitLabel="Get Quote"
        aria-label="Quote"
        readOnly={!canWrite}
      >
        {canWrite ? <CompareInsurersButton productCode={productCode} fields={fields} /> : <p>{READ_ONLY_NOTE}</p>}
      </ConfigForm>
      <QuoteDisclaimer productCode={productCode} />
      {quoteError && quoteError.status === 401 ? (
        <div className="ins-alert" role="alert">
          <p>Sign in to get a quote.</p>
          <AppLink to="/login" state={{ from: `${location.pathname}${location.search}` }}>
            Sign in
          </AppLink>
        </div>
      ) : quoteError && quoteError.code !== 'VALIDATION' ? (
        <ErrorMessage>{quoteError.status === 403 ? quoteError.message || messages.notAuthorisedProduct : quoteError.message}</ErrorMessage>
      ) : null}
      {shownQuote ? (
        <section className="ins-quote-result" aria-labelledby="ins-quote-result-heading" aria-live="polite" aria-busy={quote.isLoading || undefined}>
          <h3 id="ins-quote-result-heading">Your quote</h3>
          <PremiumSummary premium={shownQuote.premium} />
          <OptionToggles productCode={productCode} fields={fields} quotedValues={quotedValues} onChange={requoteWithOption} busy={quote.isLoading} />
          <ShareQuote productCode={productCode} quoteId={shownQuote.quoteId} totalPremium={shownQuote.premium.totalPremium} />
          <button type="button" className="button" disabled={!proposalHref} onClick={() => proposalHref && void navigate(proposalHref)}>
            Buy now
          </button>
        </section>
      ) : null}
      <InsurerComparison productCode={productCode} proposalHrefOf={(quoteId) => proposalHrefOf(productCode, basePath, quoteId, referenceId)} />
    </div>
  );
}
