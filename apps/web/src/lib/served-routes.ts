import { matchRoutes, type Params } from 'react-router';
import {
  createRouteIndex,
  creditScoreRoutes,
  customerLoanRoutes,
  landingAndSaleRoutes,
  leadRoutes,
  lendingRoutes,
  helpRoutes,
  lifeOtherRoutes,
  lifeProfileRoutes,
  personalAccidentRoutes,
  sachetRoutes,
  consentRoutes,
  saleCrumbRouteId,
  type RouteDefinition,
  shellRoutes,
  workspaceRoutes,
} from '@portal/domain';

/**
 * The routes of the domain route table that this app has pages for (app/route-pages.tsx), taken family
 * by family so the entry chunk carries only these: the table's other families stay out of the bundle
 * until their pages exist. A test keeps this list and the pages in step; add a family here together with
 * its pages. Pages build their links with `servedRoutes.get(id)` and `buildHref`.
 */
export const servedRoutes = createRouteIndex(
  [
    ...shellRoutes,
    ...landingAndSaleRoutes,
    ...leadRoutes,
    ...lendingRoutes,
    ...creditScoreRoutes,
    ...sachetRoutes,
    ...consentRoutes,
    ...customerLoanRoutes,
    ...personalAccidentRoutes,
    ...workspaceRoutes,
    ...helpRoutes,
    ...lifeProfileRoutes,
    ...lifeOtherRoutes,
  ],
  { crumbRouteId: saleCrumbRouteId },
);

/** A served route an address opens, and the address's parameters. */
export interface ServedRouteMatch {
  route: RouteDefinition;
  params: Params;
}

const routeObjects = servedRoutes.routes.map((route) => ({ path: route.path, id: route.id }));
let lastMatch: { pathname: string; match: ServedRouteMatch | undefined } | undefined;

/**
 * The served route of an address, matched as the router matches it: one place for the page's data at start-up
 * and the header's audience (lib/brand.ts). The last answer is kept, since both ask it for the address opened
 * and each match ranks every route of the table anew.
 */
export function matchServedRoute(pathname: string): ServedRouteMatch | undefined {
  if (lastMatch?.pathname !== pathname) {
    const found = matchRoutes(routeObjects, pathname)?.at(-1);
    const route = found && servedRoutes.find(found.route.id);
    lastMatch = { pathname, match: found && route ? { route, params: found.params } : undefined };
  }
  return lastMatch.match;
}
