import { describe, expect, it } from 'vitest';
import { matchRoute, routeTable } from './route-table';
import { needsPartnerSession, routeAccesses, routeAudienceOf } from './route-definition';

/**
 * Point 2: every page says whom it speaks to (decision 0160). A customer who came by a link
 * never reads a partner's words, and a console page is never shown to a role that cannot use it.
 */
const customerPages = new Set([
  'customer-loan-step',
  'credit-score-customer-landing',
  'credit-score-customer-otp',
  'credit-score-customer-report',
  'credit-score-customer-withdraw',
  'pl-offer',
  'sachet-activation',
  'sachet-policy',
  'customer-consents',
  'payment-status',
  'customer-mandate',
  'shared-quote',
  'loan-public',
]);
const publicRoutes = new Set(['login', 'product-landing', 'insurance-landing']);
const expectedAccessOf = (route: (typeof routeTable)[number]) => {
  if (publicRoutes.has(route.id)) return 'public';
  if (route.path.startsWith('/admin/')) return 'admin';
  if (customerPages.has(route.page)) return 'customer';
  return 'partner';
};

describe('the audience of every route', () => {
  it.each(routeTable.map((route) => [route.path, route] as const))('%s declares whom it speaks to', (_path, route) => {
    expect(routeAccesses).toContain(route.access);
    expect(route.access).toBe(expectedAccessOf(route));
  });

  it('speaks to customers on the pages a link, QR code or payment opens, with no partner session needed', () => {
    for (const path of [
      '/products/payment-status',
      '/mandate/fire',
      '/quote/shared',
      '/sachet/activate',
      '/products/personal-loan/public',
      '/credit-score/customer-credit-report',
      '/products/personal-loan/customer/STASHFIN/offer',
    ]) {
      const route = matchRoute(path)?.route;
      expect(route, path).toBeDefined();
      expect(routeAudienceOf(route!.access), path).toBe('customer');
      expect(needsPartnerSession(route!.access), path).toBe(false);
    }
  });

  it('keeps the console for admins and every partner page behind a partner session', () => {
    const console = routeTable.filter((route) => route.path.startsWith('/admin/'));
    expect(console.length).toBeGreaterThanOrEqual(9);
    for (const route of console) expect(route.access, route.path).toBe('admin');
    for (const route of routeTable.filter((candidate) => candidate.access === 'partner')) expect(needsPartnerSession(route.access)).toBe(true);
  });
});
