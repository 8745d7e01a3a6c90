import { startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { needsPartnerSession, resolveProgress } from '@portal/domain';
import type { RouteDefinition, RouteIndex } from '@portal/domain';
import { trackEvent } from '../../lib/analytics';
import { PageRouteContext } from '../../lib/page-route';
import type { PageRoute } from '../../lib/page-route';
import { useHeaderText } from '../../lib/header-text';
import { FormsReadOnlyContext, useFormsReadOnly } from '../../lib/use-can-write';
import { useBrandName } from '../../lib/brand';
import { BrandLogo } from '../../components/brand-logo';
import { LoadingMessage } from '../../components/status-message';
import { Breadcrumbs } from './breadcrumbs';
import { ProgressBar } from './progress-bar';
import { SaleStagesNav } from './sale-stages-nav';
import { PageErrorBoundary } from './page-error-boundary';
// In the entry (about 1 KB): a lazy guard would add a round trip before every partner page's code (decision 0136).
import { RequireSession } from './require-session';

/** Keeps the browser's back button from leaving a step that may not be left (after disbursement). */
function useBackNavigationBlock(disabled: boolean) {
  useEffect(() => {
    if (!disabled) return;
    // A copy of this entry on top of the history: going back lands on its twin (this same page), and a
    // new copy is parked again. The router sees a move to the location it already shows.
    const stay = () => window.history.pushState(window.history.state, '', window.location.href);
    stay();
    window.addEventListener('popstate', stay);
    return () => window.removeEventListener('popstate', stay);
  }, [disabled]);
}

/** Pages whose code is in (or failed to come): they render at once when opened again. */
const loadedPages = new WeakSet<ComponentType>();

/**
 * Fetches the page's code as its route matches (for a partner page, beside the session check rather than
 * after it) and answers whether it is in. The frame renders the page only then, so the page does not
 * suspend: React holds back a suspended boundary's reveal up to 300 ms, which delayed every page's own
 * queries by that much (decision 0136). A page without `preload` renders at once (its Suspense covers it);
 * a failed fetch renders the page too, whose lazy import then fails into the page's error boundary.
 */
function usePageCode(Page: ComponentType): boolean {
  const preload = (Page as { preload?: () => Promise<unknown> }).preload;
  const needed = preload !== undefined && !loadedPages.has(Page);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    const done = () => {
      loadedPages.add(Page);
      // A transition: React renders the page (most of the work) in slices, not in one long task.
      if (current) startTransition(() => setLoaded((count) => count + 1));
    };
    // Asked once the frame has painted (its heading is what the visitor sees first), so the frame's first
    // paint does not wait on the page's code; preload fetches once.
    preload().then(done, done);
    return () => {
      current = false;
    };
  }, [Page, preload, needed]);
  return !needed;
}

/**
 * The frame of every page of the route table (DESIGN.md): breadcrumbs, the header as the page's only
 * <h1>, the progress bar where the route has progress, then the page itself (loaded lazily).
 */
export function PageFrame({ route, routes, Page }: { route: RouteDefinition; routes: RouteIndex; Page: ComponentType }) {
  const params = useParams();
  const { t } = useTranslation();
  const headerText = useHeaderText(route.header, params, route.id);
  const brandName = useBrandName();
  const progress = resolveProgress(route, params);
  const { search } = useLocation();
  // Crumbs may carry some of the page's query (a sale's referenceId: its steps reopen with their answers).
  const breadcrumbs = useMemo(() => routes.breadcrumbs(route, params, Object.fromEntries(new URLSearchParams(search))), [routes, route, params, search]);
  const pageRoute = useMemo<PageRoute>(() => ({ route, params, headerText, progress }), [route, params, headerText, progress]);
  useBackNavigationBlock(route.backNavigationDisabled === true);

  useEffect(() => {
    document.title = [headerText, brandName].filter(Boolean).join(' | ');
  }, [headerText, brandName]);

  // Every page view, with the route's analytics page name of SPEC §2 and its product (decision 0113).
  const productName = params.productName;
  useEffect(() => {
    trackEvent({ name: 'page_view', page: route.analyticsPage, productCode: productName });
  }, [route, productName]);

  const codeLoaded = usePageCode(Page);
  const formsReadOnly = useFormsReadOnly(route.access);

  const page = codeLoaded ? (
    <PageRouteContext.Provider value={pageRoute}>
      <FormsReadOnlyContext.Provider value={formsReadOnly}>
        <PageErrorBoundary>
          <Suspense fallback={<LoadingMessage>{t('frame.loading')}</LoadingMessage>}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      </FormsReadOnlyContext.Provider>
    </PageRouteContext.Provider>
  ) : (
    <LoadingMessage>{t('frame.loading')}</LoadingMessage>
  );

  return (
    <main id="main" className="page" tabIndex={-1}>
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="page-title">{route.header.kind === 'logo' ? brandName && <BrandLogo brandName={brandName} /> : headerText}</h1>
      {progress !== undefined && <ProgressBar value={progress} label={t('frame.progress', { page: headerText || (brandName ?? '') })} />}
      {/* The payment status page draws its own: only it knows, from the server, that the sale is paid. */}
      {route.page === 'payment-status' ? null : (
        <SaleStagesNav routeId={route.id} productCode={params.productName ?? new URLSearchParams(search).get('productCode') ?? undefined} />
      )}
      {needsPartnerSession(route.access) ? <RequireSession adminOnly={route.access === 'admin'}>{page}</RequireSession> : page}
    </main>
  );
}
