import { useEffect, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { INSURER_FIELD, formatRupees, insurerRankingRuleText, isFieldShown, type FieldConfig, type FormValues, type RankedInsurerQuote } from '@portal/domain';
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
  const { t } = useTranslation();
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
      {comparison.isLoading ? t('productLanding.compare.comparing') : t('productLanding.compare.compare')}
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [, comparison] = useCompareQuotesMutation({ fixedCacheKey: compareQuotesCacheKey(productCode) });
  const error = useMemo(() => readApiError(comparison.error), [comparison.error]);

  if (error && error.status === 401) {
    return (
      <div className="ins-alert" role="alert">
        <p>{t('productLanding.compare.signInToCompare')}</p>
        <AppLink to="/login" state={{ from: `${location.pathname}${location.search}` }}>
          {t('insurance.signIn')}
        </AppLink>
      </div>
    );
  }
  // Field messages are shown beside the fields; anything else here.
  if (error && error.code !== 'VALIDATION') {
    return <ErrorMessage>{error.status === 403 ? error.message || t('validation.notAuthorisedProduct') : error.message}</ErrorMessage>;
  }
  if (!comparison.data) return null;

  return (
    <section className="ins-compare" aria-labelledby="ins-compare-heading" aria-live="polite">
      <h3 id="ins-compare-heading">{t('productLanding.compare.heading')}</h3>
      <p className="ins-compare-rule">
        <strong>{t('productLanding.compare.howRanked')}</strong>{' '}
        {/* The API's sentence is the domain's rule: said by its key in the page's language, any other as sent. */}
        {comparison.data.rankingRule === insurerRankingRuleText ? t('productLanding.compare.rankingRule') : comparison.data.rankingRule}
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
  const { t } = useTranslation();
  const { insurer, quote, rank } = ranked;
  const headingId = `ins-compare-${insurer.code}`;
  return (
    <li className="ins-compare-card" aria-labelledby={headingId}>
      <h4 id={headingId}>{insurer.name}</h4>
      <dl className="ins-compare-lines">
        <div className="ins-compare-line">
          <dt>{t('productLanding.compare.rank')}</dt>
          <dd>{rank}</dd>
        </div>
        <div className="ins-compare-line">
          <dt>{t('productLanding.compare.claimSettlementRatio')}</dt>
          <dd>{insurer.claimSettlementRatio.toFixed(1)}%</dd>
        </div>
        <div className="ins-compare-line">
          <dt>{t('insurance.gst')}</dt>
          <dd>{formatRupees(quote.premium.gst)}</dd>
        </div>
        <div className="ins-compare-line ins-compare-total">
          <dt>{t('productLanding.compare.premiumWithGst')}</dt>
          <dd>{formatRupees(quote.premium.totalPremium)}</dd>
        </div>
      </dl>
      <button type="button" className="button" disabled={!href} onClick={() => href && onChoose(href)}>
        {t('productLanding.compare.choose', { insurer: insurer.name })}
      </button>
    </li>
  );
}
