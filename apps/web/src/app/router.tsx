import { useRoutes } from 'react-router';
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

/**
 * The app's routes, built from the domain route table: each route whose page exists is mounted, the
 * rest are not (the app passes its served routes; tests may pass the whole table). Declarative
 * routing (BrowserRouter + useRoutes) rather than a data router: pages fetch through RTK Query, so
 * loaders and actions would go unused, and it keeps ~18 KB gzipped out of every route's first paint.
 */
export function buildRoutes(pages: Partial<Record<PageId, ComponentType>> = routePages, routes: RouteIndex = servedRoutes): RouteObject[] {
  const tableRoutes = routes.routes.flatMap((route): RouteObject[] => {
    const Page = pages[route.page];
    return Page ? [{ path: route.path, element: <PageFrame key={route.id} route={route} routes={routes} Page={Page} /> }] : [];
  });
  return [
    {
      element: <RootLayout />,
      children: [
        ...tableRoutes,
        {
          path: '*',
          element: (
            <Suspense fallback={null}>
              <NotFoundPage />
            </Suspense>
          ),
        },
      ],
    },
  ];
}

const appRoutes = buildRoutes();

/** Renders the page of the current location; place inside a router (BrowserRouter in main.tsx). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
