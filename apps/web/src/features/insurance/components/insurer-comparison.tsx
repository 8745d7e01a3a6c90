import { useEffect, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { INSURER_FIELD, formatRupees, isFieldShown, messages, type FieldConfig, type FormValues, type RankedInsurerQuote } from '@portal/domain';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/status-message';
import { readApiError } from '../../../lib/api-error';
import { compareQuotesCacheKey, useCompareQuotesMutation } from '../api/compare-quotes';
import { selectSelectedPlan, type WithPlanSelection } from '../plan-selection-slice';
import './insurer-comparison.css';

/** The quote field that names the plan; products without it take the plan picked on the plan list. */
const PLAN_FIELD = 'planCode';

/** Whether the quote form offers a choice of insurers, so comparing them means something. */
export const offersInsurerChoice = (fields: readonly FieldConfig[]) => (fields.find((field) => field.name === INSURER_FIELD)?.options?.length ?? 0) > 1;

export interface CompareInsurersButtonProps {
  productCode: string;
  fields: readonly FieldConfig[];
}

/**
 * "Compare insurers", inside the quote form (it reads and checks the form's answers): the shown fields
 * but the insurer are checked with the form's own schema, then every insurer is priced at once. Renders
 * nothing where the product has one insurer.
 */
export function CompareInsurersButton({ productCode, fields }: CompareInsurersButtonProps) {
  const form = useFormContext<FormValues>();
  const selectedPlan = useSelector((state: WithPlanSelection) => selectSelectedPlan(state, productCode));
  const [compareQuotes, comparison] = useCompareQuotesMutation({ fixedCacheKey: compareQuotesCacheKey(productCode) });
  const resetComparison = comparison.reset;

  // Quotes priced for other answers would mislead: changing any answer clears the comparison.
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') resetComparison();
    });
    return () => subscription.unsubscribe();
  }, [form, resetComparison]);

  if (!offersInsurerChoice(fields)) return null;

  const compare = async () => {
    const current = form.getValues();
    const names = fields.filter((field) => field.name !== INSURER_FIELD && isFieldShown(field, current)).map((field) => field.name);
    // The insurer is the one answer a comparison does not need: drop its 'Select Insurer' if shown.
    form.clearErrors(INSURER_FIELD);
    if (!(await form.trigger(names, { shouldFocus: true }))) return;
    const values: FormValues = Object.fromEntries(names.map((name) => [name, current[name]!]));
    if (!(PLAN_FIELD in values) && selectedPlan) values[PLAN_FIELD] = selectedPlan;
    const result = await compareQuotes({ productCode, values });
    const error = readApiError('error' in result ? result.error : undefined);
    if (error?.code !== 'VALIDATION') return;
    // The server's spec messages go beside their fields, the first one focused, as for "Get Quote".
    Object.entries(error.fields)
      .filter(([name]) => names.includes(name))
      .forEach(([name, message], index) => form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }));
  };

  return (
    <button type="button" className="button button--secondary" disabled={comparison.isLoading} onClick={() => void compare()}>
      {comparison.isLoading ? 'Comparing insurers…' : 'Compare insurers'}
    </button>
  );
}

export interface InsurerComparisonProps {
  productCode: string;
  /** Where choosing a quote leads: the proposal step with its quoteId, as "Buy now". */
  proposalHrefOf: (quoteId: string) => string | undefined;
}

/**
 * The insurers' quotes side by side, best first, under the rule that ranked them; "Choose <insurer>"
 * takes that insurer's quote to the proposal step. One labelled card per insurer reads at 360 px.
 */
export function InsurerComparison({ productCode, proposalHrefOf }: InsurerComparisonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [, comparison] = useCompareQuotesMutation({ fixedCacheKey: compareQuotesCacheKey(productCode) });
  const error = useMemo(() => readApiError(comparison.error), [comparison.error]);

  if (error && error.status === 401) {
    return (
      <div className="ins-alert" role="alert">
        <p>Sign in to compare insurers.</p>
        <AppLink to="/login" state={{ from: `${location.pathname}${location.search}` }}>
          Sign in
        </AppLink>
      </div>
    );
  }
  // Field messages are shown beside the fields; anything else here.
  if (error && error.code !== 'VALIDATION') {
    return <ErrorMessage>{error.status === 403 ? error.message || messages.notAuthorisedProduct : error.message}</ErrorMessage>;
  }
  if (!comparison.data) return null;

  return (
    <section className="ins-compare" aria-labelledby="ins-compare-heading" aria-live="polite">
      <h3 id="ins-compare-heading">Insurers compared</h3>
      <p className="ins-compare-rule">
        <strong>How these are ranked: </strong>
        {comparison.data.rankingRule}
      </p>
      <ol className="ins-compare-list">
        {comparison.data.quotes.map((ranked) => (
          <InsurerQuoteCard key={ranked.insurer.code} ranked={ranked} href={proposalHrefOf(ranked.quote.quoteId)} onChoose={(href) => void navigate(href)} />
        ))}
      </ol>
    </section>
  );
}

function InsurerQuoteCard({ ranked, href, onChoose }: { ranked: RankedInsurerQuote; href: string | undefined; onChoose: (href: string) => void }) {
  const { insurer, quote, rank } = ranked;
  const headingId = `ins-compare-${insurer.code}`;
  return (
    <li className="ins-compare-card" aria-labelledby={headingId}>
      <h4 id={headingId}>{insurer.name}</h4>
      <dl className="ins-compare-lines">
        <div className="ins-compare-line">
          <dt>Rank</dt>
          <dd>{rank}</dd>
        </div>
        <div className="ins-compare-line">
          <dt>Claim settlement ratio</dt>
          <dd>{insurer.claimSettlementRatio.toFixed(1)}%</dd>
        </div>
        <div className="ins-compare-line">
          <dt>GST</dt>
          <dd>{formatRupees(quote.premium.gst)}</dd>
        </div>
        <div className="ins-compare-line ins-compare-total">
          <dt>Premium with GST</dt>
          <dd>{formatRupees(quote.premium.totalPremium)}</dd>
        </div>
      </dl>
      <button type="button" className="button" disabled={!href} onClick={() => href && onChoose(href)}>
        Choose {insurer.name}
      </button>
    </li>
  );
}
