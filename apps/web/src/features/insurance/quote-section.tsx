import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { buildHref, messages, proposalRouteIdOf, type FieldConfig, type FieldValue, type FormValues, type LandingConfig, type Quote } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { servedRoutes } from '../../lib/served-routes';
import { readApiError, type ReadableApiError } from '../../lib/api-error';
import { useCreateQuoteMutation } from './api/create-quote';
import { useGetFieldConfigQuery } from './api/get-field-config';
import { QuoteDisclaimer } from './components/quote-disclaimer';
import { PremiumSummary } from './components/premium-summary';
import { CompareInsurersButton, InsurerComparison } from './components/insurer-comparison';
import { OptionToggles } from './components/option-toggles';
import { ShareQuote } from './components/share-quote';
import type { OptionGroup } from './option-selection-slice';
import { useQuoteOptions } from './use-quote-options';
import { useShownQuote } from './use-shown-quote';
import { PLAN_FIELD, useQuoteDraft, useQuotePlan } from './use-quote-draft';
import { loadSaleFormRefine } from './load-sale-form-refine';
import { trackEvent } from '../../lib/analytics';
import { useCanWrite } from '../../lib/use-can-write';
import { ReadOnlyNote } from '../../components/read-only-note';

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
  const { t } = useTranslation();
  const fieldConfig = useGetFieldConfigQuery({ productCode, type: 'quote' });
  const draft = useQuoteDraft(productCode);
  if (fieldConfig.isLoading || draft.isLoading) return <LoadingMessage>{t('insurance.loadingQuoteForm')}</LoadingMessage>;
  if (fieldConfig.isError || !fieldConfig.data) {
    return <ErrorMessage onRetry={() => void fieldConfig.refetch()}>{t('insurance.quoteFormFailed')}</ErrorMessage>;
  }
  return <QuoteForm productCode={productCode} basePath={basePath} fields={fieldConfig.data.fields} draft={draft} />;
}

interface QuoteFormProps extends QuoteSectionProps {
  fields: readonly FieldConfig[];
  draft: ReturnType<typeof useQuoteDraft>;
}

/** The quote form, its errors and, once priced, the premium with its options, sharing and "Buy now". */
function QuoteForm({ productCode, basePath, fields, draft }: QuoteFormProps) {
  const { t } = useTranslation();
  const session = useGetSessionQuery();
  const tenant = session.data?.tenant;
  const loadRefine = useMemo(() => loadSaleFormRefine(productCode, 'quote', tenant), [productCode, tenant]);
  const [createQuote, quote] = useCreateQuoteMutation();
  // The view role (decision 0111) sees the form and its fields, but a quote is a write it may not make.
  const canWrite = useCanWrite();
  const quoteError = useMemo(() => readApiError(quote.error), [quote.error]);
  const resetQuote = quote.reset;
  const options = useQuoteOptions(productCode, fields);
  const onOptionFormChange = options.onFormChange;
  const onChange = useCallback(
    (name: string, value: FieldValue | undefined) => {
      // A premium shown for other values would mislead: changing any answer asks for a new quote.
      resetQuote();
      onOptionFormChange(name, value);
    },
    [resetQuote, onOptionFormChange],
  );
  const { editing, draftQuoteValues } = draft;
  const plan = useQuotePlan({ productCode, fields, draftLoading: draft.isLoading, draftQuoteValues, onChange });
  const { selectedPlan } = plan;
  const planAndOptionValues = useMemo(() => ({ ...plan.planValues, ...options.formValues }), [plan.planValues, options.formValues]);

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
  const referenceId = editing?.referenceId;
  const proposalHref = quote.data ? proposalHrefOf(productCode, basePath, quote.data.quoteId, referenceId) : undefined;
  // Back to the customer's details with the draft's own quote: nothing re-priced.
  const draftDetailsHref = editing ? proposalHrefOf(productCode, basePath, undefined, editing.referenceId) : undefined;
  const shownQuote = useShownQuote(quote.data, quote.isLoading);

  return (
    <div className="ins-quote-body">
      {editing && draftDetailsHref ? <DraftNote referenceId={editing.referenceId} detailsHref={draftDetailsHref} /> : null}
      <ConfigForm
        fields={fields}
        loadRefine={loadRefine}
        defaultValues={defaultValues}
        values={hasPlanField ? planAndOptionValues : options.formValues}
        onFieldChange={plan.onFieldChange}
        onSubmit={submit}
        serverErrors={quoteError?.code === 'VALIDATION' ? quoteError.fields : undefined}
        submitting={quote.isLoading}
        submitLabel={t('insurance.getQuote')}
        aria-label={t('insurance.quote')}
        readOnly={!canWrite}
      >
        {canWrite ? <CompareInsurersButton productCode={productCode} fields={fields} /> : <ReadOnlyNote />}
      </ConfigForm>
      <QuoteDisclaimer productCode={productCode} />
      <QuoteFailure error={quoteError} />
      {shownQuote ? (
        <section className="ins-quote-result" aria-labelledby="ins-quote-result-heading" aria-live="polite" aria-busy={quote.isLoading || undefined}>
          <h3 id="ins-quote-result-heading">{t('insurance.yourQuote')}</h3>
          <PremiumSummary premium={shownQuote.premium} />
          <OptionToggles productCode={productCode} fields={fields} quotedValues={quotedValues} onChange={requoteWithOption} busy={quote.isLoading} />
          <QuoteActions productCode={productCode} quote={shownQuote} proposalHref={proposalHref} />
        </section>
      ) : null}
      <InsurerComparison productCode={productCode} proposalHrefOf={(quoteId) => proposalHrefOf(productCode, basePath, quoteId, referenceId)} />
    </div>
  );
}

/** A proposal being changed: its reference, and the way back to its details with its own quote. */
function DraftNote({ referenceId, detailsHref }: { referenceId: string; detailsHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="ins-carried-note">
      <p>{t('insurance.changingProposal', { referenceId })}</p>
      <p>
        <AppLink to={detailsHref}>{t('insurance.keepThisQuote')}</AppLink>
      </p>
    </div>
  );
}

/** A quote the API refused other than for a field's answer: signed out, not authorised, or its message. */
function QuoteFailure({ error }: { error: ReadableApiError | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (!error || error.code === 'VALIDATION') return null;
  if (error.status === 401) {
    return (
      <div className="ins-alert" role="alert">
        <p>{t('insurance.signInForQuote')}</p>
        <AppLink to="/login" state={{ from: `${location.pathname}${location.search}` }}>
          {t('insurance.signIn')}
        </AppLink>
      </div>
    );
  }
  return <ErrorMessage>{error.status === 403 ? error.message || messages.notAuthorisedProduct : error.message}</ErrorMessage>;
}

/** The priced quote shared with the customer, and "Buy now" on to the customer's details. */
function QuoteActions(props: { productCode: string; quote: Pick<Quote, 'quoteId' | 'premium'>; proposalHref: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { productCode, quote, proposalHref } = props;
  return (
    <>
      <ShareQuote productCode={productCode} quoteId={quote.quoteId} totalPremium={quote.premium.totalPremium} />
      <button type="button" className="button" disabled={!proposalHref} onClick={() => proposalHref && void navigate(proposalHref)}>
        {t('insurance.buyNow')}
      </button>
    </>
  );
}
