import { describe, expect, it } from 'vitest';
import { routeTable } from '@portal/domain';
import { routePages } from '../app/route-pages';
import { servedRoutes } from './served-routes';

const idsOf = (routes: readonly { id: string }[]) => routes.map((route) => route.id).sort();

describe('served routes', () => {
  it('are exactly the routes of the table whose page exists', () => {
    expect(idsOf(servedRoutes.routes)).toEqual(idsOf(routeTable.filter((route) => routePages[route.page] !== undefined)));
  });

  it.each(servedRoutes.routes.map((route) => [route.id, route] as const))('%s has breadcrumbs among the served routes', (_id, route) => {
    expect(() => servedRoutes.breadcrumbs(route, { productName: 'vector-borne' })).not.toThrow();
  });
});
