import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageId } from '@portal/domain';

/**
 * The page component of each page id of the domain route table (packages/domain/src/journeys/route-table.ts),
 * imported lazily so each route loads only its own chunk. A route is mounted by the router only when its
 * page is listed here. Several routes may share a page (e.g. 'insurance-proposal' serves
 * /insurance/:productName/proposal and /products/roadside-assistance/proposal); a page reads its route
 * and resolved header with `usePageRoute()` from lib/page-route.
 *
 * Pages render their content only: the frame (app/layout) already renders the page's one <h1>, the
 * breadcrumbs and the progress bar, and redirects partner-only routes to /login when signed out.
 */
/** React.lazy for a page module's named export: `lazyPage(() => import('…/home-page'), 'HomePage')`. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const landingPage = () => import('../features/insurance/landing-page');
const startSellingPage = () => import('../features/insurance/start-selling-page');

export const routePages: Partial<Record<PageId, LazyExoticComponent<ComponentType>>> = {
  home: lazyPage(() => import('../features/dashboard/home-page'), 'HomePage'),
  'duplicate-payments': lazyPage(() => import('../features/admin/duplicate-payments-page'), 'DuplicatePaymentsPage'),
  login: lazyPage(() => import('../features/auth/login-page'), 'LoginPage'),
  'payment-status': lazyPage(() => import('../features/payments/payment-status-page'), 'PaymentStatusPage'),
  'product-landing': lazyPage(landingPage, 'LandingPage'),
  'insurance-landing': lazyPage(landingPage, 'LandingPage'),
  'start-selling': lazyPage(startSellingPage, 'StartSellingPage'),
  'insurance-proposal': lazyPage(startSellingPage, 'StartSellingPage'),
  'review-payment': lazyPage(() => import('../features/insurance/review-payment-page'), 'ReviewPaymentPage'),
  'customer-mandate': lazyPage(() => import('../features/insurance/customer-mandate-page'), 'CustomerMandatePage'),
  'shared-quote': lazyPage(() => import('../features/insurance/shared-quote-page'), 'SharedQuotePage'),
};
