import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

/**
 * The partner's money and records beside the home page: payouts and their monthly statement, the
 * payments of a product (SPEC §4 "transactions", §7 /payments/{product-code}/transaction) and a policy found
 * by its membership id (§4 "policy by membership id"). §2 names no headers for them; each says what it is.
 */
export const workspaceRoutes = [
  { id: 'payouts', path: '/payouts', page: 'payouts', header: textHeader('My Payouts'), trail: [{ routeId: 'home' }], access: 'partner', query: ['month'] },
  {
    id: 'transactions',
    path: '/transactions',
    page: 'transactions',
    header: textHeader('Transactions'),
    trail: [{ routeId: 'home' }],
    access: 'partner',
    query: ['product'],
  },
  { id: 'policy-lookup', path: '/policies/find', page: 'policy-lookup', header: textHeader('Find a Policy'), trail: [{ routeId: 'home' }], access: 'partner' },
] as const satisfies readonly RouteDefinition[];
