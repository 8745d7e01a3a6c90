import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

/**
 * A customer's own consents and withdrawals (DPDP Act 2023 s.6(4); decision 0155). Not in SPEC §2: our own
 * path, linked from the customer's credit score and loan pages. No partner session; the customer's OTP.
 */
export const consentRoutes: readonly RouteDefinition[] = [
  {
    id: 'customer-consents',
    path: '/my-consents',
    page: 'customer-consents',
    header: textHeader('Your consents'),
    trail: [],
    access: 'customer',
  },
];
