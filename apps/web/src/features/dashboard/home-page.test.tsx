import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { HomePage } from './home-page';
import { mockApi, renderAt, signedInSession } from '../../app/test-helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = { category: 'insurance', sellerBrand: 'mintpro', sellable: true } as const;

describe('home', () => {
  it("lists the tenant's products with starting prices, each linking to its landing page", async () => {
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
      'GET /api/product-catalog': () => [
        200,
        {
          tenant: 'mintpro',
          products: [
            { ...entry, code: 'mobile', name: 'Mobile Device Protection', basePath: '/products', startingPrice: 120000 },
            { ...entry, code: 'fire', name: 'Fire Insurance', basePath: '/insurance', startingPrice: 50000 },
            { ...entry, code: 'personal-loan', name: 'Personal Loan', basePath: '/products', category: 'lending' },
          ],
        },
      ],
    });
    renderAt('/', { home: HomePage });
    const list = await screen.findByRole('list', { name: 'Products' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mobile Device ProtectionStarting at Rs 1,200',
      'Fire InsuranceStarting at Rs 500',
      'Personal Loan',
    ]);
    expect(within(list).getByRole('link', { name: 'Fire Insurance' }).getAttribute('href')).toBe('/insurance/fire');
    expect(within(list).getByRole('link', { name: 'Mobile Device Protection' }).getAttribute('href')).toBe('/products/mobile');
    // Past work is one tap away: quotes, proposals, policies and loans are the partner's leads.
    expect(screen.getByRole('link', { name: /^My Leads/ }).getAttribute('href')).toBe('/leads');
  });

  it.each([
    { role: 'admin' as const, shown: true },
    { role: 'partner' as const, shown: false },
  ])('links to the duplicate payments for an admin only ($role)', async ({ role, shown }) => {
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: { ...signedInSession, role } }],
      'GET /api/product-catalog': () => [200, { tenant: 'mintpro', products: [{ ...entry, code: 'fire', name: 'Fire Insurance', basePath: '/insurance' }] }],
    });
    renderAt('/', { home: HomePage });
    await screen.findByRole('list', { name: 'Products' });
    const name = 'Duplicate payments and their refunds';
    if (shown) expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe('/admin/duplicate-payments');
    else expect(screen.queryByRole('link', { name })).toBeNull();
  });
});
