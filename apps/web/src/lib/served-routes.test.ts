import { describe, expect, it } from 'vitest';
import { routeTable } from '@portal/domain';
import { routePages } from '../app/route-pages';
import { matchRoutes, type RouteObject } from 'react-router';
import { matchServedRoute, servedRoutes } from './served-routes';

const idsOf = (routes: readonly { id: string }[]) => routes.map((route) => route.id).sort();

describe('served routes', () => {
  it('are exactly the routes of the table whose page exists', () => {
    expect(idsOf(servedRoutes.routes)).toEqual(idsOf(routeTable.filter((route) => routePages[route.page] !== undefined)));
  });

  it.each(servedRoutes.routes.map((route) => [route.id, route] as const))('%s has breadcrumbs among the served routes', (_id, route) => {
    expect(() => servedRoutes.breadcrumbs(route, { productName: 'vector-borne' })).not.toThrow();
  });
});

/** The router's own answer: the served routes as children of a layout, as app/router.tsx once handed it the whole table. */
const routerTable: RouteObject[] = [{ children: servedRoutes.routes.map((route) => ({ path: route.path, id: route.id })) }];
function routerMatch(pathname: string) {
  const found = matchRoutes(routerTable, pathname)?.at(-1);
  return found ? { id: found.route.id, params: { ...found.params } } : undefined;
}

/** Addresses of every served route: as linked, in capitals, with trailing or doubled slashes, and with escapes in its values. */
const addressesOf = (path: string): string[] => {
  const withValues = (value: string) => path.replace(/:[A-Za-z]+/g, value);
  const plain = withValues('personal-loan');
  return [
    plain,
    plain.toUpperCase(),
    `${plain}/`,
    `${plain}//`,
    `/${plain}`,
    plain.replace(/\/([^/]+)$/, '//$1'),
    withValues('L-20260101-0001'),
    withValues('a%2Fb'),
    withValues('a%252Fb'),
    withValues('%E0%A4%B6%E0%A4%B0%E0%A5%8D%E0%A4%AE%E0%A4%BE'),
    withValues('%E0%A4'),
    withValues('caf%C3%A9%20bar'),
    withValues(''),
    plain.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
    `${plain}/extra`,
    plain.split('/').slice(0, -1).join('/') || '/',
  ];
};

describe('matching an address', () => {
  const addresses = [
    ...new Set([
      ...servedRoutes.routes.flatMap((route) => addressesOf(route.path)),
      '/',
      '//',
      '',
      'login',
      '/nowhere/at/all',
      '/products/payment-status',
      '/products/mobile/start-selling',
      '/products/wellness/start-selling',
      '/K%E2%84%AAogin',
      '/LOGİN',
    ]),
  ];

  it.each(addresses)('%s opens the route React Router would open, with its parameters', (address) => {
    const match = matchServedRoute(address);
    expect(match && { id: match.route.id, params: match.params }).toEqual(routerMatch(address));
  });

  it('finds a route for each served route address and the static one over a parameter', () => {
    for (const route of servedRoutes.routes) expect(matchServedRoute(route.path.replace(/:[A-Za-z]+/g, 'x1'))?.route.id, route.path).toBeDefined();
    expect(matchServedRoute('/products/payment-status')?.route.id).toBe('payment-status');
  });
});
