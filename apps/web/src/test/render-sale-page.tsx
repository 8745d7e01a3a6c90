import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { render } from '@testing-library/react';
import { getRoute, routeTable } from '@portal/domain';
import { createStore } from '../app/store';
import { PageRouteContext } from '../lib/page-route';

/** The path where each page is mounted in tests; other table routes show their path, so navigation is visible. */
function RouteProbe({ routeId }: { routeId: string }) {
  return <p data-testid="current-route">{routeId}</p>;
}

function WithPageRoute({ routeId, page }: { routeId: string; page: ReactElement }) {
  const params = useParams();
  const route = getRoute(routeId);
  return <PageRouteContext.Provider value={{ route, params, headerText: '', progress: undefined }}>{page}</PageRouteContext.Provider>;
}

/**
 * Renders a sale page at a URL as the app's frame would (store, router, page route), tests only.
 * Every other route of the table renders a probe naming its route id. `store`: one start-up already filled.
 */
export function renderSalePage(routeId: string, page: ReactElement, url: string, store = createStore()) {
  const router = createMemoryRouter(
    routeTable.map((route) => ({
      path: route.path,
      element: route.id === routeId ? <WithPageRoute routeId={routeId} page={page} /> : <RouteProbe routeId={route.id} />,
    })),
    { initialEntries: [url] },
  );
  return { store, router, ...render(<Provider store={store}>{<RouterProvider router={router} />}</Provider>) };
}
