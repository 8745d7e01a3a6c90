import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { BASIC_PA_PLAN, buildHref, CUSTOM_PA_PLAN, formatRupees, type FieldConfig, type FormValues, type LandingConfig } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { AppLink } from '../../components/app-link';
import { useGetLandingConfigQuery } from '../../lib/api-endpoints/landing-config';
import { readApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { servedRoutes } from '../../lib/served-routes';
import { useCreateQuoteMutation } from './api/create-quote';
import { useGetFieldConfigQuery } from './api/get-field-config';
import { PremiumSummary } from './components/premium-summary';
import { loadSaleFormRefine } from './load-sale-form-refine';
import { StartSellingPage } from './start-selling-page';
import './insurance.css';

const PRODUCT = 'personal-accident';
const PROFILE_ROUTE = 'personal-accident-profile';

/** The plan each quote route sells: the ready plan, or the one the partner creates. */
const planOfRoute: Readonly<Record<string, string>> = {
  'personal-accident-basic': BASIC_PA_PLAN,
  'personal-accident-create-plan': CUSTOM_PA_PLAN,
};

/**
 * Personal accident (SPEC §2): /insurance/personal-accident/v1/basic-pa (the ready plan and its premium),
 * /create-plan/ (Create Your Plan: covers and sums insured), then /profile and /profile/{requestId} (the
 * insured's details, the engine's proposal form), review and payment as every sale.
 */
export function PersonalAccidentPage() {
  const { route } = usePageRoute();
  const plan = planOfRoute[route.id];
  return plan ? <PersonalAccidentQuote planCode={plan} /> : <StartSellingPage />;
}

/** The plan the route sells: its name, starting price, description and benefits, and the way to the other plan. */
function PlanSummary({ plan, planCode, basicPlanName }: { plan: LandingConfig['plans'][number]; planCode: string; basicPlanName: string }) {
  const { t } = useTranslation();
  const otherPlan =
    planCode === BASIC_PA_PLAN
      ? { routeId: 'personal-accident-create-plan', label: t('personalAccident.createYourPlanInstead') }
      : { routeId: 'personal-accident-basic', label: t('personalAccident.seeBasicPlan', { plan: basicPlanName }) };
  const otherHref = buildHref(servedRoutes.get(otherPlan.routeId), {});
  return (
    <section className="ins-plan" aria-labelledby="pa-plan-name">
      <h2 id="pa-plan-name" className="ins-plan-name">
        {plan.name}
      </h2>
      <p className="ins-plan-price">
        <Trans
          i18nKey={planCode === BASIC_PA_PLAN ? 'personalAccident.premiumFrom' : 'personalAccident.startsAt'}
          values={{ price: formatRupees(plan.startingPrice) }}
          components={{ strong: <strong /> }}
        />
      </p>
      {plan.description ? <p>{plan.description}</p> : null}
      {plan.benefits?.length ? (
        <ul className="ins-plan-benefits">
          {plan.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
      {otherHref ? <AppLink to={otherHref}>{otherPlan.label}</AppLink> : null}
    </section>
  );
}

function PersonalAccidentQuote({ planCode }: { planCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const landing = useGetLandingConfigQuery(PRODUCT);
  const fieldConfig = useGetFieldConfigQuery({ productCode: PRODUCT, type: 'quote' });
  // The plan is the page's: the fields that depend on it follow it, and it is not asked again.
  const context = useMemo<FormValues>(() => ({ planCode }), [planCode]);
  const fields = useMemo<readonly FieldConfig[] | undefined>(() => fieldConfig.data?.fields.filter((field) => field.name !== 'planCode'), [fieldConfig.data]);
  const loadRefine = useMemo(() => loadSaleFormRefine(PRODUCT, 'quote', undefined), []);
  const [createQuote, quote] = useCreateQuoteMutation();
  const quoteError = readApiError(quote.error);
  const plan = landing.data?.plans.find((p) => p.code === planCode);
  const basicPlanName = landing.data?.plans.find((p) => p.code === BASIC_PA_PLAN)?.name ?? '';

  if (landing.isLoading || fieldConfig.isLoading) return <LoadingMessage>{t('personalAccident.loadingPlan')}</LoadingMessage>;
  if (!fields || !plan) {
    return (
      <ErrorMessage
        onRetry={() => {
          void landing.refetch();
          void fieldConfig.refetch();
        }}
      >
        {t('personalAccident.planFailed')}
      </ErrorMessage>
    );
  }

  const submit = async (values: FormValues) => {
    await createQuote({ productCode: PRODUCT, values: { ...values, planCode } })
      .unwrap()
      .catch(() => undefined);
  };
  const profileHref = quote.data ? buildHref(servedRoutes.get(PROFILE_ROUTE), {}, { quoteId: quote.data.quoteId }) : undefined;

  return (
    <div className="ins-landing">
      <PlanSummary plan={plan} planCode={planCode} basicPlanName={basicPlanName} />
      <ConfigForm
        fields={fields}
        context={context}
        loadRefine={loadRefine}
        onSubmit={submit}
        onFieldChange={() => quote.reset()}
        serverErrors={quoteError?.code === 'VALIDATION' ? quoteError.fields : undefined}
        submitting={quote.isLoading}
        submitLabel={t('personalAccident.getQuote')}
        aria-label={t('personalAccident.quote')}
      />
      {quoteError && quoteError.code !== 'VALIDATION' ? <ErrorMessage>{quoteError.message}</ErrorMessage> : null}
      {quote.data ? (
        <section className="ins-quote-result" aria-labelledby="pa-quote-heading" aria-live="polite">
          <h3 id="pa-quote-heading">{t('personalAccident.yourQuote')}</h3>
          <PremiumSummary premium={quote.data.premium} />
          <button type="button" className="button" disabled={!profileHref} onClick={() => profileHref && void navigate(profileHref)}>
            {t('personalAccident.buyNow')}
          </button>
        </section>
      ) : null}
    </div>
  );
}
