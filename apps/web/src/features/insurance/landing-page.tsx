import { lazy, Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetLandingConfigQuery } from '../../lib/api-endpoints/landing-config';
import { useGetFeatureFlagsQuery } from '../../lib/api-endpoints/feature-flags';
import { useQueryParams } from '../../lib/use-query-params';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useSelector } from 'react-redux';
import { useProductCode } from '../../lib/page-route';
import { servedRoutes } from '../../lib/served-routes';
import { AppLink } from '../../components/app-link';
import { buildHref, lendingStartRouteIds, lifePlans, personalAccidentStartRouteIds } from '@portal/domain';
import { useAppDispatch } from '../../lib/store-hooks';
import { useAfterPaint } from '../../lib/use-after-paint';
import { BannerList, BrochureList, FaqList } from './components/landing-content';
import { PlanList } from './components/plan-list';
import { planSelected, planUnselected, selectSelectedPlan, type WithPlanSelection } from './plan-selection-slice';
import type { QuoteSectionProps } from './quote-section';
import { AuthorisationNotice, useProductAuthorisation } from '../../components/product-authorisation';
import './insurance.css';

// Reading an API error is for the rare failed load; a landing page that loads never fetches it.
const LandingLoadError = lazy(() => import('./components/landing-load-error').then((module) => ({ default: module.LandingLoadError })));

// The quote form (react-hook-form, zod, the domain's schema builder and catalogue) is its own chunk,
// fetched once the landing content has painted, so the landing page's first paint stays small.
const QuoteSection = lazy(() => import('./quote-section').then((module) => ({ default: module.QuoteSection })));

/**
 * The quote form, asked for only after the landing content is on screen: a lazy component fetches its
 * chunk when it first renders, and rendering it with the landing content put its 60 KiB (gzip) in the way
 * of the plans, the page's largest paint, on a slow phone (docs/decisions/0060-precompressed-immutable-assets.md).
 */
function QuoteSectionAfterPaint(props: QuoteSectionProps) {
  const { t } = useTranslation();
  const painted = useAfterPaint();
  const loading = <LoadingMessage>{t('insurance.loadingQuoteForm')}</LoadingMessage>;
  if (!painted) return loading;
  return (
    <Suspense fallback={loading}>
      <QuoteSection {...props} />
    </Suspense>
  );
}

/** Life insurance's way in: the profile journey of each plan type, and the POS plans. */
function LifeStart() {
  const { t } = useTranslation();
  const hrefOf = (routeId: string, params = {}) => {
    const route = servedRoutes.find(routeId);
    return route ? buildHref(route, params) : undefined;
  };
  const posHref = hrefOf('life-pos');
  const planLinks = lifePlans.map(({ code, name }) => ({ code, name, href: hrefOf('life-plan', { plan: code }) }));
  return (
    <section aria-labelledby="ins-life-start-heading" className="ins-quote">
      <h2 id="ins-life-start-heading">{t('productLanding.sellLifePlan')}</h2>
      <ul className="ins-start-links">
        {planLinks.map(({ code, name, href }) =>
          href ? (
            <li key={code}>
              <AppLink className="button" to={href}>
                {t(`life.planType.${code}`, { defaultValue: name })}
              </AppLink>
            </li>
          ) : null,
        )}
        {posHref ? (
          <li>
            <AppLink className="button button--secondary" to={posHref}>
              {t('routes.life-pos')}
            </AppLink>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** A lending product's way in (its journey's first steps and the partner's loan activity for it), or personal accident's (its two plans). */
function ProductStart({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const hrefOf = (routeId: string, params = {}) => {
    const route = servedRoutes.find(routeId);
    return route ? buildHref(route, params) : undefined;
  };
  // A loan's ways in are worded as on the loans page (lending.start), personal accident's by productLanding.startLinks.
  const wordsOf = lendingStartRouteIds[productCode] ? 'lending.start' : 'productLanding.startLinks';
  const starts = (lendingStartRouteIds[productCode] ?? personalAccidentStartRouteIds[productCode] ?? []).map(({ routeId, label }) => ({
    label: t(`${wordsOf}.${routeId}`, { defaultValue: label }),
    href: hrefOf(routeId),
  }));
  const activityHref = lendingStartRouteIds[productCode] ? hrefOf('preapproved-offers', { productName: productCode }) : undefined;
  return (
    <section aria-labelledby="ins-start-heading" className="ins-quote">
      <h2 id="ins-start-heading">{t('productLanding.start')}</h2>
      <ul className="ins-start-links">
        {starts.map(({ label, href }) =>
          href ? (
            <li key={href}>
              <AppLink className="button" to={href}>
                {label}
              </AppLink>
            </li>
          ) : null,
        )}
        {activityHref ? (
          <li>
            <AppLink className="button button--secondary" to={activityHref}>
              {t('productLanding.loanActivitySummary')}
            </AppLink>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/**
 * The landing page of a product (/products/:productName and /insurance/:productName): tagline, the
 * brand that sells it, plans with their starting prices, banners, brochures (PDF downloads), FAQs and,
 * for products sold online, the quote form.
 * Everything comes from the product's landingConfig; nothing here knows a product code.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const productCode = useProductCode();
  const landing = useGetLandingConfigQuery(productCode ?? skipToken);
  const dispatch = useAppDispatch();
  // QUOTATION_CONFIG_FORM (decision 0112): the quote form at once, or after "Start a quote"; a sale
  // reopened to change its quote (?referenceId=) always has it open. Flags that fail to load count as
  // the service's default (on).
  const flags = useGetFeatureFlagsQuery();
  const quoteFormFlag = flags.data ? flags.data.QUOTATION_CONFIG_FORM : flags.isError ? true : undefined;
  const reopened = useQueryParams().has('referenceId');
  const [quoteFormOpened, setQuoteFormOpened] = useState(false);
  const quoteFormShown = quoteFormFlag === true || reopened || quoteFormOpened;
  const selectedPlan = useSelector((state: WithPlanSelection) => (productCode ? selectSelectedPlan(state, productCode) : undefined));
  const authorisation = useProductAuthorisation(productCode ?? '', landing.data?.requiresAuthorisation === true);

  if (!productCode) return <ErrorMessage>{t('insurance.productNotFound')}</ErrorMessage>;
  if (landing.isLoading) return <LoadingMessage>{t('productLanding.loadingProduct')}</LoadingMessage>;
  if (landing.isError || !landing.data) {
    return (
      <Suspense fallback={<LoadingMessage>{t('productLanding.loadingProduct')}</LoadingMessage>}>
        <LandingLoadError error={landing.error} onRetry={() => void landing.refetch()} />
      </Suspense>
    );
  }

  const config = landing.data;
  const togglePlan = (planCode: string) => dispatch(planCode === selectedPlan ? planUnselected({ productCode }) : planSelected({ productCode, planCode }));

  return (
    <div className="ins-landing">
      {config.tagline ? <p className="ins-tagline">{config.tagline}</p> : null}
      <p className="ins-seller">
        <Trans i18nKey="productLanding.soldBy" values={{ brandName: config.sellerBrandName }} components={{ strong: <strong /> }} />
      </p>
      <BannerList banners={config.banners} />
      {config.category === 'life' && config.plans.length === 0 ? (
        // Life insurance has no catalogue plans: they are priced per life insured, and each type's first step lists them.
        <LifeStart />
      ) : (
        <section aria-labelledby="ins-plans-heading">
          <h2 id="ins-plans-heading">{t('productLanding.plans')}</h2>
          <PlanList plans={config.plans} selectedPlan={selectedPlan} onTogglePlan={config.sellable ? togglePlan : undefined} />
        </section>
      )}
      {config.sellable ? (
        <section aria-labelledby="ins-quote-heading" className="ins-quote">
          <h2 id="ins-quote-heading">{t('insurance.getAQuote')}</h2>
          {authorisation && authorisation !== 'AUTHORISED' ? (
            // Said before the partner types: the quote form would only be refused after submit.
            <AuthorisationNotice productCode={productCode} productName={config.name} status={authorisation} />
          ) : quoteFormShown ? (
            <QuoteSectionAfterPaint productCode={productCode} basePath={config.basePath} />
          ) : quoteFormFlag === undefined ? (
            <LoadingMessage>{t('insurance.loadingQuoteForm')}</LoadingMessage>
          ) : (
            <button type="button" className="button" onClick={() => setQuoteFormOpened(true)}>
              {t('productLanding.startAQuote')}
            </button>
          )}
        </section>
      ) : null}
      {config.category === 'lending' || personalAccidentStartRouteIds[productCode] ? <ProductStart productCode={productCode} /> : null}
      <BrochureList brochures={config.brochures} />
      <FaqList faqs={config.faqs} />
    </div>
  );
}
