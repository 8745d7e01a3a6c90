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
// Page files keep named exports; `.then` adapts them to React.lazy, e.g.
// 'start-selling': lazy(() => import('../features/insurance/start-selling-page').then((m) => ({ default: m.StartSellingPage }))),
export const routePages: Partial<Record<PageId, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import('../features/dashboard/home-page').then((module) => ({ default: module.HomePage }))),
  login: lazy(() => import('../features/auth/login-page').then((module) => ({ default: module.LoginPage }))),
  'payment-status': lazy(() => import('../features/payments/payment-status-page').then((module) => ({ default: module.PaymentStatusPage }))),
  'product-landing': lazy(() => import('../features/insurance/landing-page').then((module) => ({ default: module.LandingPage }))),
  'insurance-landing': lazy(() => import('../features/insurance/landing-page').then((module) => ({ default: module.LandingPage }))),
  'start-selling': lazy(() => import('../features/insurance/start-selling-page').then((module) => ({ default: module.StartSellingPage }))),
  'insurance-proposal': lazy(() => import('../features/insurance/start-selling-page').then((module) => ({ default: module.StartSellingPage }))),
  'review-payment': lazy(() => import('../features/insurance/review-payment-page').then((module) => ({ default: module.ReviewPaymentPage }))),
};
