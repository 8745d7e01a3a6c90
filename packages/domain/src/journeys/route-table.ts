/**
 * Every route of SPEC §2, gathered from the journey families in routes/, with lookups over the whole
 * table. The web router mounts the routes it has pages for (apps/web/src/lib/served-routes.ts) from the
 * same family modules, so its entry chunk carries those routes only. Pure data and small functions, no zod.
 */
import { createRouteIndex } from './route-index';
import type { BreadcrumbItem } from './route-index';
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

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Finds the route of a pathname the way React Router ranks routes: among routes of the same length, the
 * one with more static segments wins (/products/payment-status over /products/:productName).
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const segments = splitPath(pathname);
  let best: (RouteMatch & { score: number }) | undefined;
  for (const route of routeTable) {
    const pattern = splitPath(route.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const matches = pattern.every((part, index) => {
      const segment = segments[index] as string;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      }
      score += 1;
      return part === segment;
    });
    if (matches && (!best || score > best.score)) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}
