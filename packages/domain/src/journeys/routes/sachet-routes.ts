import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

/**
 * Sachet term by QR code (decision 0089). SPEC §2 names no page for either, so they have
 * our own paths: the partner's sheet of codes, and the customer's activation page the QR opens (the
 * code's token rides in the URL's fragment, never sent to a server).
 */
export const sachetRoutes: readonly RouteDefinition[] = [
  {
    id: 'qr-code-sheets',
    path: '/qr-codes',
    page: 'qr-code-sheets',
    header: textHeader('Sachet Term QR Codes'),
    trail: [{ routeId: 'home' }],
    access: 'partner',
  },
  {
    id: 'sachet-activation',
    path: '/sachet/activate',
    page: 'sachet-activation',
    header: textHeader('Activate your Sachet Term cover'),
    trail: [],
    analyticsPage: 'CustomerLanding',
    access: 'customer',
  },
  {
    // The SMS sent on activation links here (decision 0153): the cover again, after an OTP to the activating mobile.
    id: 'sachet-policy',
    path: '/sachet/policy',
    page: 'sachet-policy',
    header: textHeader('Your Sachet Term policy'),
    trail: [],
    analyticsPage: 'CustomerLanding',
    access: 'customer',
  },
];
