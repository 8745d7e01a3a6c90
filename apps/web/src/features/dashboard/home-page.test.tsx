import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { HomePage } from './home-page';
import { mockApi, renderAt, signedInSession } from '../../app/test-helpers';
import { leadStatuses, leadStatusLabels, type DashboardSummary } from '@portal/domain';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = { category: 'insurance', sellerBrand: 'mintpro', sellable: true, requiresAuthorisation: false } as const;

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
    expect(screen.getByRole('link', { name: 'My Leads: your quotes, proposals, policies and loans' }).getAttribute('href')).toBe('/leads');
  });

  it('marks each product the partner may not sell yet, with his status and where the next step is', async () => {
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
      'GET /api/product-catalog': () => [
        200,
        {
          tenant: 'mintpro',
          products: [
            { ...entry, code: 'fire', name: 'Fire Insurance', basePath: '/insurance', requiresAuthorisation: true, authorisation: 'AUTHORISED' },
            { ...entry, code: 'marine', name: 'Marine Insurance', basePath: '/insurance', requiresAuthorisation: true, authorisation: 'NOT_AUTHORISED' },
            { ...entry, code: 'shop', name: 'Shop Insurance', basePath: '/products', requiresAuthorisation: true, authorisation: 'WAITLISTED' },
          ],
        },
      ],
    });
    renderAt('/', { home: HomePage });
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Fire Insurance',
      'Marine InsuranceNeeds authorisation: join the waitlist on its page',
      'Shop InsuranceOn the waitlist: your admin approves it',
    ]);
    const marine = within(list).getByRole('link', { name: 'Marine Insurance' });
    expect(marine.getAttribute('href')).toBe('/insurance/marine');
    expect(marine.getAttribute('aria-describedby')).toBe('product-marine-authorisation');
  });

  it('shows the tenant’s banner and how-to videos, loaded after the products (decision 0133)', async () => {
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
      'GET /api/product-catalog': () => [
        200,
        { tenant: 'mintpro', products: [{ ...entry, code: 'vector-borne', name: 'Vector Borne Disease Cover', basePath: '/products' }] },
      ],
    });
    renderAt('/', { home: HomePage });
    const banner = await screen.findByRole('region', { name: 'Monsoon is dengue season' });
    expect(within(banner).getByRole('link', { name: 'Sell Vector Borne Disease Cover' }).getAttribute('href')).toBe('/products/vector-borne');
    const videos = await screen.findByRole('region', { name: 'How-to guides' });
    const help = within(videos).getByRole('link', { name: 'Read the steps in the Help Centre: Send the payment link' });
    expect(help.getAttribute('href')).toBe(`/help?q=${encodeURIComponent('How do I send the payment link to my customer?')}`);
  });

  it("shows no banner for a product the partner may not sell (it is not in the partner's catalogue)", async () => {
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
      'GET /api/product-catalog': () => [200, { tenant: 'mintpro', products: [{ ...entry, code: 'fire', name: 'Fire Insurance', basePath: '/insurance' }] }],
    });
    renderAt('/', { home: HomePage });
    // The guides come with the banner's chunk: once they show, the banner would have too.
    await screen.findByRole('region', { name: 'How-to guides' });
    expect(screen.queryByRole('region', { name: 'Monsoon is dengue season' })).toBeNull();
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

  it("shows the month's figures, each a link to the list behind it, and the leads by status as bars", async () => {
    const counts: Partial<Record<(typeof leadStatuses)[number], number>> = { QUOTED: 3, POLICY_ISSUED: 1 };
    const summary: DashboardSummary = {
      month: '2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
      sales: { count: 2, policies: 1, loans: 1, premium: 19900, loanAmount: 50_000_000 },
      leadsByStatus: leadStatuses.map((status) => ({ status, label: leadStatusLabels[status], count: counts[status] ?? 0 })),
      conversion: { quoted: 4, paid: 1, percent: 25 },
      payouts: { month: 752529, due: 1_000_000 },
      trend: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, index) => ({ month, payout: index * 1000, sales: index })),
    };
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
      'GET /api/product-catalog': () => [200, { tenant: 'mintpro', products: [{ ...entry, code: 'fire', name: 'Fire Insurance', basePath: '/insurance' }] }],
      'GET /api/getDashboardSummary': () => [200, summary],
    });
    renderAt('/', { home: HomePage });
    const figures = await screen.findByRole('list', { name: 'Figures for November 2026' });
    const link = (name: RegExp) => within(figures).getByRole('link', { name }).getAttribute('href');
    expect(link(/^Sales 2/)).toBe('/leads?status=POLICY_ISSUED&from=2026-11-01&to=2026-11-30');
    // One of each is singular: never "1 policies".
    expect(within(figures).getByRole('link', { name: /^Sales 2/ }).textContent).toContain('1 policy, 1 loan');
    expect(link(/^Premium Rs 199$/)).toBe('/leads?status=POLICY_ISSUED&from=2026-11-01&to=2026-11-30');
    expect(link(/^Loans disbursed Rs 5,00,000$/)).toBe('/leads?status=DISBURSED&from=2026-11-01&to=2026-11-30');
    expect(link(/^Quote to paid 25% 1 paid of 4 quoted$/)).toBe('/leads?from=2026-11-01&to=2026-11-30');
    expect(link(/^Payouts this month Rs 7,525.29$/)).toBe('/payouts');
    expect(link(/^Payouts due Rs 10,000$/)).toBe('/payouts');
    // The chart chunk arrives after the figures: only statuses with leads, each bar a link to its list.
    const bars = await screen.findByRole('list', { name: 'Leads by status' });
    expect(
      within(bars)
        .getAllByRole('link')
        .map((bar) => [bar.textContent, bar.getAttribute('href')]),
    ).toEqual([
      ['Quote given 3', '/leads?status=QUOTED&from=2026-11-01&to=2026-11-30'],
      [`${leadStatusLabels.POLICY_ISSUED} 1`, '/leads?status=POLICY_ISSUED&from=2026-11-01&to=2026-11-30'],
    ]);
    expect(screen.getByRole('img', { name: /^Payouts by month: Jun Rs 0, .* Nov Rs 50$/ })).toBeTruthy();
    expect(screen.getByText('Welcome,').textContent).toBe('Welcome, Asha Verma (Mint Pro Insurance Brokers)');
    expect(
      within(screen.getByRole('region', { name: 'How a sale goes' }))
        .getAllByRole('listitem')
        .map((step) => step.querySelector('strong')?.textContent),
    ).toEqual(['Setup', 'Quotes', 'Checkout', 'Payment']);
  });
});
