import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { render } from '@testing-library/react';
import { getRoute, routeTable } from '@portal/domain';
import { createStore } from '../../app/store';
import { PageRouteContext } from '../../lib/page-route';

function RouteProbe({ routeId }: { routeId: string }) {
  return <p data-testid="current-route">{routeId}</p>;
}

function WithPageRoute({ routeId, page }: { routeId: string; page: ReactElement }) {
  const params = useParams();
  return <PageRouteContext.Provider value={{ route: getRoute(routeId), params, headerText: '', progress: undefined }}>{page}</PageRouteContext.Provider>;
}

/**
 * Renders a lending page at a URL as the app's frame would (store, router, page route), tests only. Every
 * other route of the table shows a probe naming its route id, so a test sees where the page navigated.
 * Several route ids may render the page (personal loan and home loan share theirs): all of `routeIds` do.
 */
export function renderLendingPage(routeIds: string | readonly string[], page: ReactElement, url: string) {
  const ids = typeof routeIds === 'string' ? [routeIds] : routeIds;
  const store = createStore();
  const router = createMemoryRouter(
    routeTable.map((route) => ({
      path: route.path,
      element: ids.includes(route.id) ? <WithPageRoute routeId={route.id} page={page} /> : <RouteProbe routeId={route.id} />,
    })),
    { initialEntries: [url] },
  );
  return { store, router, ...render(<Provider store={store}>{<RouterProvider router={router} />}</Provider>) };
}
