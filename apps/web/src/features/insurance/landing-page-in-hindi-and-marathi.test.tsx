import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import {
  DEFAULT_BRAND_NAME,
  findLatinWords,
  findProduct,
  findProductForTenant,
  tenants,
  toLandingConfig,
  type LandingConfig,
  type Language,
  type ProductDefinition,
  type TenantCode,
} from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { productInLanguage } from '@portal/domain/messages/product-copy';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { mockApi, renderAt, signedInSession, type ApiHandlers } from '../../app/test-helpers';
import { routePages } from '../../app/route-pages';
import { wordsOnPage } from '../../test/words-on-page';
import { productOf, quoteOf } from '../../test/sale-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The product's names are data: its name, seller and plans' names are taken out whole. Its copy (tagline, plans'
 * words, banners, brochures, FAQs) comes in the page's language as the API answers it (decision 0275), so the
 * check judges it with the page's own words.
 */
function productNames(landing: LandingConfig): string[] {
  return [landing.name, landing.sellerBrandName, ...landing.plans.map((plan) => plan.name)];
}

/** The landing config as the API answers it in `language`: the product's copy translated. */
const inLanguage = (product: ProductDefinition, tenant: TenantCode, language: Language) => toLandingConfig(productInLanguage(product, language), tenant);

const names = [signedInSession.dealerName, signedInSession.tenantName, DEFAULT_BRAND_NAME, tenants.sahyadri.name, 'English'];

/** The page's words less the names and the product's copy, longest first (a name inside a longer text leaves it whole). */
function latinWordsOnPage(allowed: readonly string[]): string[] {
  const whole = [...names, ...allowed].sort((a, b) => b.length - a.length);
  return findLatinWords(
    whole.reduce((text, name) => text.split(name).join(' '), wordsOnPage()),
    whole,
  );
}

const session: ApiHandlers = { 'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }] };

function landingAnswers(product: ProductDefinition, landing: LandingConfig): ApiHandlers {
  return {
    ...session,
    [`GET /api/configs/public/products/${product.code}/landingConfig`]: () => [200, landing],
    [`GET /api/configs/public/products/${product.code}/fieldConfig/quote`]: () => [200, { fields: product.sale?.quote.fields ?? [] }],
  };
}

async function loaded() {
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.querySelector('.status-message[role="status"]')).toBeNull(), { timeout: 5000 });
}

const vectorBorne = productOf('vector-borne');

/** Landing pages with everything they can show: plans and FAQs, a white-label's banners and brochures, the ways in of a loan, personal accident and life. */
const landings: readonly (readonly [string, ProductDefinition, TenantCode])[] = [
  ['vector-borne', vectorBorne, 'mintpro'],
  ...['group-personal-accident', 'group-hospicash'].map((code) => [code, findProductForTenant(code, 'sahyadri')!, 'sahyadri'] as const),
  ...['personal-loan', 'lamf', 'FD', 'personal-accident', 'life-insurance'].map((code) => [code, findProduct(code)!, 'mintpro'] as const),
];

describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('a product landing page in %s', (language: Language, catalogue) => {
  it.each(landings)('%s, with its plans, FAQs and ways in, has no Latin-script word outside the allowed list', async (code, product, tenant) => {
    const landing = inLanguage(product, tenant, language);
    mockApi(landingAnswers(product, landing));
    await i18next.changeLanguage(language);
    renderAt(`${product.basePath}/${code}`, routePages);
    await loaded();
    if (landing.plans.length > 0) expect(screen.getByRole('region', { name: catalogue.productLanding.plans })).toBeTruthy();
    if (landing.faqs.length > 0) expect(screen.getByRole('region', { name: catalogue.productLanding.faqs })).toBeTruthy();
    // A brochure's link asks for the PDF in the page's language, which a download would not send (decision 0279).
    for (const brochure of landing.brochures)
      expect(screen.getByRole('link', { name: brochure.title }).getAttribute('href')).toBe(`${brochure.url}&lang=${language}`);
    // Life's plan types are named in the language (their English names are no product copy). Waited for: the
    // header names the product from its address until the frame has read the landing config's name, which a
    // busy machine draws a moment after the page's content (seen once as 'Lamf').
    await waitFor(() => expect(latinWordsOnPage(productNames(landing)), `${language} ${code}`).toEqual([]));
  });

  it('vector-borne with a quote priced has no Latin-script word outside the allowed list', async () => {
    const quote = quoteOf(vectorBorne, { planCode: 'VECTOR_BORNE', sumInsured: '10000', pinCode: '411001' });
    const vectorBorneLanding = inLanguage(vectorBorne, 'mintpro', language);
    mockApi({ ...landingAnswers(vectorBorne, vectorBorneLanding), 'POST /api/products/vector-borne/quotes': () => [201, quote] });
    await i18next.changeLanguage(language);
    renderAt('/products/vector-borne', routePages);
    await loaded();
    // The quote form is a lazy chunk, fetched after the landing content paints.
    const pinCode = await waitFor(() => document.querySelector<HTMLInputElement>('input[name="pinCode"]')!, { timeout: 5000 });
    await userEvent.type(pinCode, '411001');
    fireEvent.submit(pinCode.form!);
    expect(await screen.findByRole('region', { name: catalogue.insurance.yourQuote })).toBeTruthy();
    expect(screen.getByRole('button', { name: catalogue.productLanding.selected })).toBeTruthy();
    const breakdown = quote.premium.breakdown.map((line) => line.label);
    expect(latinWordsOnPage([...productNames(vectorBorneLanding), ...breakdown]), language).toEqual([]);
  });

  it('the landing while it loads, and when the product is not available, is in the language', async () => {
    // RTK Query's relative requests as mockApi makes them, and an API that does not answer yet.
    mockApi({});
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await i18next.changeLanguage(language);
    const loading = renderAt('/products/vector-borne', routePages);
    expect(await screen.findByText(catalogue.productLanding.loadingProduct)).toBeTruthy();
    // The header names the product from its address until its landing config says its name (the frame's part).
    expect(latinWordsOnPage(['Vector Borne']), `${language} loading`).toEqual([]);
    loading.unmount();
    vi.unstubAllGlobals();

    mockApi({ ...session, 'GET /api/configs/public/products/vector-borne/landingConfig': () => [404, { error: { code: 'NOT_FOUND', message: 'Not found' } }] });
    renderAt('/products/vector-borne', routePages);
    expect(await screen.findByText(catalogue.productLanding.notAvailable)).toBeTruthy();
    expect(latinWordsOnPage(['Vector Borne']), `${language} not available`).toEqual([]);
  });
});
