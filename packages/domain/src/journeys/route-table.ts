/**
 * Every route of SPEC §2, gathered from the journey families in routes/, with lookups over the whole
 * table. The web router mounts the routes it has pages for (apps/web/src/lib/served-routes.ts) from the
 * same family modules, so its entry chunk carries those routes only. Pure data and small functions, no zod.
 */
import { createRouteIndex } from './route-index';
import type { BreadcrumbItem, RouteMatch } from './route-index';
import type { RouteDefinition, RouteParams } from './route-definition';
import { shellRoutes } from './routes/shell-routes';
import { landingAndSaleRoutes } from './routes/landing-and-sale-routes';
import { lendingRoutes } from './routes/lending-routes';
import { lifeOtherRoutes, lifeProfileRoutes } from './routes/life-routes';
import { personalAccidentRoutes } from './routes/personal-accident-routes';
import { customerLoanRoutes } from './routes/customer-loan-routes';
import { creditScoreRoutes } from './routes/credit-score-routes';
import { leadRoutes } from './routes/lead-routes';
import { sachetRoutes } from './routes/sachet-routes';
import { consentRoutes } from './routes/consent-routes';
import { workspaceRoutes } from './routes/workspace-routes';
import { helpRoutes } from './routes/help-routes';

/** Every route, in no particular order (matching ranks static segments above parameters). */
export const routeTable: readonly RouteDefinition[] = [
  ...shellRoutes,
  ...landingAndSaleRoutes,
  ...lendingRoutes,
  ...lifeProfileRoutes,
  ...lifeOtherRoutes,
  ...personalAccidentRoutes,
  ...customerLoanRoutes,
  ...creditScoreRoutes,
  ...leadRoutes,
  ...sachetRoutes,
  ...consentRoutes,
  ...workspaceRoutes,
  ...helpRoutes,
];

const routeIndex = createRouteIndex(routeTable);

export function findRouteById(id: string): RouteDefinition | undefined {
  return routeIndex.find(id);
}

export function getRoute(id: string): RouteDefinition {
  return routeIndex.get(id);
}

/** The breadcrumbs of a route, its earlier steps looked up in the whole table. */
export function buildBreadcrumbs(route: RouteDefinition, params: RouteParams = {}): BreadcrumbItem[] {
  return routeIndex.breadcrumbs(route, params);
}

/**
 * Finds the route of a pathname among the whole table, by React Router's rules (createRouteIndex's match): among
 * routes of the same length, the one with more static segments wins (/products/payment-status over
 * /products/:productName).
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  return routeIndex.match(pathname);
}
