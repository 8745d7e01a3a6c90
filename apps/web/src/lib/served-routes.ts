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
  type RouteMatch,
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

/**
 * The served route an address opens, and its parameters, matched by React Router's rules (the route index's match):
 * one place for the page's data at start-up, the header's audience (lib/brand.ts) and the route the router is
 * handed (app/router.tsx).
 */
export function matchServedRoute(pathname: string): RouteMatch | undefined {
  return servedRoutes.match(pathname);
}
