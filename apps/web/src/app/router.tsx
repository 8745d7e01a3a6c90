import { useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import type { PageId } from '@portal/domain';
import { routeTable } from '@portal/domain';
import { routePages } from './route-pages';
import { PageFrame } from './layout/page-frame';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './layout/not-found-page';

/**
 * The app's routes, built from the domain route table: each route whose page exists is mounted, the
 * rest are not. Declarative routing (BrowserRouter + useRoutes) rather than a data router: pages fetch
 * through RTK Query, so loaders and actions would go unused, and it keeps ~18 KB gzipped out of every
 * route's first paint.
 */
export function buildRoutes(pages: Partial<Record<PageId, ComponentType>> = routePages): RouteObject[] {
  const tableRoutes = routeTable.flatMap((route): RouteObject[] => {
    const Page = pages[route.page];
    return Page ? [{ path: route.path, element: <PageFrame key={route.id} route={route} Page={Page} /> }] : [];
  });
  return [{ element: <RootLayout />, children: [...tableRoutes, { path: '*', element: <NotFoundPage /> }] }];
}

const appRoutes = buildRoutes();

/** Renders the page of the current location; place inside a router (BrowserRouter in main.tsx). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
