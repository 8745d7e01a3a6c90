import { useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { PageId, RouteIndex } from '@portal/domain';
import { servedRoutes } from '../lib/served-routes';
import { routePages } from './route-pages';
import { PageFrame } from './layout/page-frame';
import { RootLayout } from './layout/root-layout';

// An unknown address is rare; its page loads only when asked for.
const NotFoundPage = lazy(() => import('./layout/not-found-page').then((module) => ({ default: module.NotFoundPage })));

const notFoundRoute: RouteObject = {
  path: '*',
  element: (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  ),
};

/**
 * The app's routes for an address, built from the domain route table: the layout, holding the page of the route the
 * address opens if the app has that page, and Not Found for any other address. Each route's page is mounted under
 * its own path (the app passes its served routes; tests may pass the whole table). The address is matched once, by
 * the route index (React Router's own rules), and the router is handed that one route: given the whole table, it
 * ranks every route and compiles their patterns on each match, which with start-up's match for the page's data was
 * 41 ms of the customer's loan offer's script on a desktop CPU (decision 0304). Declarative routing (BrowserRouter +
 * useRoutes) rather than a data router: pages fetch through RTK Query, so loaders and actions would go unused, and
 * it keeps ~18 KB gzipped out of every route's first paint.
 */
export function buildRoutes(
  pages: Partial<Record<PageId, ComponentType>> = routePages,
  routes: RouteIndex = servedRoutes,
): (pathname: string) => RouteObject[] {
  const routesByPage = new Map<string, RouteObject[]>();
  const layoutWith = (children: RouteObject[]): RouteObject[] => [{ element: <RootLayout />, children }];
  const notFoundOnly = layoutWith([notFoundRoute]);
  return (pathname) => {
    const route = routes.match(pathname)?.route;
    const Page = route && pages[route.page];
    if (!route || !Page) return notFoundOnly;
    let routesOfPage = routesByPage.get(route.id);
    if (!routesOfPage) {
      // The same objects each time the route is shown, so the router keeps what it rendered.
      routesOfPage = layoutWith([{ path: route.path, element: <PageFrame key={route.id} route={route} routes={routes} Page={Page} /> }, notFoundRoute]);
      routesByPage.set(route.id, routesOfPage);
    }
    return routesOfPage;
  };
}

const appRoutesAt = buildRoutes();

/** Renders the page of the current location; place inside a router (BrowserRouter in main.tsx). */
export function AppRoutes() {
  return useRoutes(appRoutesAt(useLocation().pathname));
}
