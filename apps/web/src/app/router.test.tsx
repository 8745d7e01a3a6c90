import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt, signedInSession } from './test-helpers';

// The router is handed only the route an address opens (decision 0304): moving between pages must still render each
// page under the same layout, and an address the app has no page for must still say Not Found.
const pages = {
  'loan-sell': () => <p>Sell body</p>,
  'product-landing': () => <p>Landing body</p>,
};

function signedIn() {
  return mockApi({
    'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
    'GET /api/configs/public/products/personal-loan/landingConfig': () => [
      200,
      {
        code: 'personal-loan',
        name: 'Personal Loan',
        category: 'loans',
        basePath: '/products',
        sellerBrand: 'mintpro',
        sellable: true,
        plans: [],
        brochures: [],
        faqs: [],
        banners: [],
        consentText: '',
      },
    ],
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the app routes', () => {
  it('moves from one page to another under the same layout, which is not drawn again', async () => {
    signedIn();
    renderAt('/products/personal-loan/sell', pages);
    expect(await screen.findByText('Sell body')).toBeDefined();
    const header = document.querySelector('header');
    expect(header).not.toBeNull();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await userEvent.click(await within(breadcrumb).findByRole('link', { name: 'Personal Loan' }));

    expect(await screen.findByText('Landing body')).toBeDefined();
    expect(screen.queryByText('Sell body')).toBeNull();
    expect(document.querySelector('header')).toBe(header);
  });

  it('opens a page at its address written in capitals and with a trailing slash, as the router would', async () => {
    signedIn();
    renderAt('/PRODUCTS/personal-loan/SELL/', pages);
    expect(await screen.findByText('Sell body')).toBeDefined();
  });

  it('says Not Found for an address of no route, and for a route the app has no page for', async () => {
    signedIn();
    renderAt('/nowhere/at/all', pages);
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeDefined();
    cleanup();
    renderAt('/login', pages);
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeDefined();
  });
});
