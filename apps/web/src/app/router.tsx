import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { routeTable } from '@portal/domain';
import { routePages } from './route-pages';
import { PageFrame } from './layout/page-frame';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage, RouteErrorPage } from './layout/not-found-page';

/** The handle each table route carries, so code that walks matches (analytics) knows the route id. */
export interface RouteHandle {
  routeId: string;
}

/** The app's routes, built from the domain route table: each route whose page exists is mounted. */
export function buildRoutes(pages: typeof routePages = routePages): RouteObject[] {
  const tableRoutes = routeTable.flatMap((route): RouteObject[] => {
    const Page = pages[route.page];
    if (!Page) return [];
    const handle: RouteHandle = { routeId: route.id };
    return [{ path: route.path, element: <PageFrame key={route.id} route={route} Page={Page} />, handle }];
  });
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [...tableRoutes, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
