// import { lazy } from 'react'; — add it back with the first page below.
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
};
