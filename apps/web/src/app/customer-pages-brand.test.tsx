import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHref, DEFAULT_BRAND_NAME, tenantBrandColours, tenants, type CreditReport, type SharedQuote } from '@portal/domain';
import { servedRoutes } from '../lib/served-routes';
import { NEUTRAL_BRAND_COLOUR } from '../lib/brand';
import { signedIn } from '../lib/ui-slice';
import { routePages } from './route-pages';
import { mockApi, renderAt, type ApiHandlers } from './test-helpers';

/**
 * The record's brand over the whole route table (decisions 0175, 0240): a customer's page names the tenant of its
 * record (the lead, QR sheet, check or offer), never the default brand nor a partner signed in on the phone,
 * and names none while the record's brand is still unknown.
 */
const customerRoutes = servedRoutes.routes.filter((route) => route.access === 'customer');
const mintFinance = { brandName: tenants.mintfin.name, brandColour: tenantBrandColours.mintfin };
const sahyadri = { brandName: tenants.sahyadri.name, brandColour: tenantBrandColours.sahyadri };

/**
 * How each customer page learns its record's brand. A page added to the table as `access: 'customer'` needs
 * its line here: which of its modules take the record's brand (`useLinkBrand`), or why it has no record.
 */
const pageBrands: Record<string, { sources: string[] } | { noRecord: string }> = {
  'customer-mandate': { sources: ['features/insurance/customer-mandate-page.tsx', 'features/lending/customer-redirection-page.tsx'] },
  'shared-quote': { sources: ['features/insurance/shared-quote-page.tsx'] },
  'payment-status': { sources: ['features/payments/customer-payment-status.tsx'] },
  'loan-public': { sources: ['features/lending/loan-public-page.tsx'] },
  'customer-loan-step': { sources: ['features/customer-loan/customer-loan-page.tsx'] },
  'credit-score-customer-landing': { sources: ['features/credit-score/customer-landing-page.tsx'] },
  'credit-score-customer-otp': { sources: ['features/credit-score/customer-otp-page.tsx'] },
  'credit-score-customer-report': { sources: ['features/credit-score/customer-report-page.tsx'] },
  'credit-score-customer-withdraw': { sources: ['features/credit-score/withdraw-consent.tsx'] },
  'pl-offer': { sources: ['features/pl-offer/pl-offer-page.tsx'] },
  'sachet-activation': { sources: ['features/sachet/sachet-activation-page.tsx'] },
  'sachet-policy': { sources: ['features/sachet/sachet-policy-page.tsx'] },
  'customer-consents': { noRecord: 'the customer signs in with a mobile, whose consents may be given to several tenants' },
};

const sources = import.meta.glob<string>('../features/**/*.tsx', { query: '?raw', import: 'default', eager: true });

/** An address that opens the route: its parameters filled, the query its page needs. */
function addressOf(path: string): string {
  const params = { productName: 'personal-loan', providerCode: 'mintfin-bank' };
  const query = path.startsWith('/sachet/policy') ? '?link=signed.link.token' : '?token=signed.link.token&challengeId=c-1';
  return `${buildHref({ path } as never, params) ?? path}${path.startsWith('/sachet/activate') ? '#code=sandboxDemoQrCode00001' : query}`;
}

const report: CreditReport = {
  checkId: 'c-1',
  customerName: 'Ravi Kumar',
  mobileMasked: 'XXXXXX0029',
  leadId: null,
  bureauReference: 'SBX0001',
  score: 780,
  band: 'A',
  accounts: [],
  enquiries: [],
  paymentHistory: [],
  generatedAt: '2026-11-23T00:00:00Z',
  ...mintFinance,
};
const landing = { customerName: 'Ravi Kumar', mobileMasked: 'XXXXXX0029', notice: 'I agree (notice credit-report/v1).', ...mintFinance };
const sachetOffer = {
  productCode: 'sachet-term',
  productName: 'Sachet Term',
  sumInsured: 300000,
  totalPremium: 30000,
  tenantCode: 'mintfin',
  activated: false,
  ...mintFinance,
};

const sharedQuote: SharedQuote = {
  productCode: 'vector-borne',
  productName: 'Vector Borne Disease Cover',
  planName: 'Dengue & Malaria Cover',
  insurerName: 'Kavach General Insurance',
  totalPremium: 19900,
  totalPremiumLabel: 'Rs 199',
  expiresAt: '2026-11-24T06:30:00.000Z',
  ...mintFinance,
};

/** The record's answers of the routes whose header must come to name the record's tenant, by route id. */
const recordAnswers: Record<string, { answers: ApiHandlers; brand: typeof mintFinance }> = {
  'credit-score-customer-journey': { answers: { 'POST /api/credit-score/customer/landing': () => [200, landing] }, brand: mintFinance },
  'credit-score-customer-otp-verification': { answers: { 'POST /api/credit-score/customer/landing': () => [200, landing] }, brand: mintFinance },
  'credit-score-customer-credit-report': { answers: { 'GET /api/credit-score/customer/report': () => [200, report] }, brand: mintFinance },
  'credit-score-customer-withdraw-consent': {
    answers: {
      'GET /api/credit-score/customer/consent': () => [200, { ...mintFinance, mobileMasked: 'XXXXXX0029', givenAt: '2026-11-23T00:00:00Z', withdrawnAt: null }],
    },
    brand: mintFinance,
  },
  'sachet-activation': {
    answers: { 'POST /api/qr-codes/public/validate': () => [200, sachetOffer], 'POST /api/qr-codes/public/scan-count/': () => [200, { scanCount: 1 }] },
    brand: mintFinance,
  },
  'sachet-policy': { answers: { 'POST /api/qr-codes/public/policy/brand': () => [200, mintFinance] }, brand: mintFinance },
  'customer-loan-login-otp': { answers: { 'GET /api/customer-sessions/lead/brand': () => [200, sahyadri] }, brand: sahyadri },
  'shared-quote': { answers: { 'GET /api/quotes/public': () => [200, sharedQuote] }, brand: mintFinance },
};

const brandLink = () => document.querySelector('.site-header__brand');

function open(path: string) {
  window.history.replaceState(null, '', path);
  const rendered = renderAt(path, routePages);
  // A partner of another tenant signed in on the same phone: the customer's page still names its record's.
  act(() => void rendered.store.dispatch(signedIn({ dealerName: 'Asha Verma', tenantName: tenants.mintlife.name, tenant: 'mintlife' })));
  return rendered;
}

beforeAll(async () => {
  // Every page's code in first: what is looked at is the frame while the page waits for its record.
  await Promise.all(Object.values(routePages).map((page) => page.preload()));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.documentElement.style.removeProperty('--colour-brand');
});

describe("the customer's pages of the route table", () => {
  it('each says how it learns its record’s brand, and the modules named take its name and colour', () => {
    expect(Object.keys(pageBrands).sort()).toEqual([...new Set(customerRoutes.map((route) => route.page))].sort());
    for (const [page, how] of Object.entries(pageBrands)) {
      if (!('sources' in how)) continue;
      // Two arguments: a page given the name alone stays in the neutral colour under its tenant's name.
      for (const file of how.sources) expect(sources[`../${file}`], `${page}: ${file}`).toMatch(/useLinkBrand\([^;]+,[^;]+\);/);
    }
  });

  it.each(customerRoutes.map((route) => [route.id, route.path] as const))(
    '%s names no brand while its record is on its way, not the default nor the signed-in partner’s',
    async (_id, path) => {
      mockApi({});
      // The record never comes: the frame is what the customer sees meanwhile.
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => undefined)),
      );
      open(addressOf(path));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(brandLink()?.textContent).toBe('');
      expect(screen.queryByRole('link', { name: tenants.mintlife.name })).toBeNull();
      expect(document.body.textContent).not.toContain(DEFAULT_BRAND_NAME);
      expect(document.title).not.toContain(DEFAULT_BRAND_NAME);
      expect(document.title).not.toContain(tenants.mintlife.name);
      expect(document.documentElement.style.getPropertyValue('--colour-brand')).toBe(NEUTRAL_BRAND_COLOUR);
    },
  );

  it.each(Object.entries(recordAnswers))('%s names its record’s tenant in the header and the title, in its colour', async (id, { answers, brand }) => {
    mockApi(answers);
    open(addressOf(servedRoutes.get(id).path));
    await waitFor(() => expect(brandLink()?.textContent).toBe(brand.brandName));
    // Named, not a link: the portal's home is the partners' sign-in.
    expect(screen.queryByRole('link', { name: brand.brandName })).toBeNull();
    // The title and the colour follow the header's brand in effects, after it has painted.
    await waitFor(() => expect(document.title).toMatch(new RegExp(` \\| ${brand.brandName}$`)));
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--colour-brand')).toBe(brand.brandColour));
  });
});
