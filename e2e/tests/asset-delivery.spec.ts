import { findProduct, indiaToday } from '@portal/domain';
import { expect, test, type Response } from './support/fixtures';
import { partnerStorageState } from './support/demo';

// The production build as served: hashed assets precompressed and cached for a year, the page itself
// revalidated (decision 0060). The API test covers the rules on a fixture; this one the real build.
test('the built app is served compressed, hashed assets immutable, index.html revalidated', async ({ request }) => {
  const page = await request.get('/insurance/vector-borne', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);

  for (const script of scripts) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(script, { headers: { 'accept-encoding': encoding } });
      expect(response.status(), script).toBe(200);
      expect(response.headers()['content-encoding'], script).toBe(encoding);
      expect(response.headers()['cache-control'], script).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-type'], script).toMatch(/javascript/);
      expect(response.headers().vary, script).toMatch(/accept-encoding/i);
    }
  }
});

// What a customer's phone downloads before an English page paints (decision 0270): no Devanagari font (only a Hindi
// or Marathi page names it, though the language switcher shows हिन्दी and amounts show ₹), and no zod (a form
// fetches its validation later, decision 0123).
for (const path of ['/insurance/vector-borne', '/login']) {
  test(`${path} in English paints without the Devanagari font or zod`, async ({ page }) => {
    // The responses, not their bodies: a body is read only for a script that came before the paint. Reading every
    // body as it came left a read of a later script (the idle prefetch) to fail, unhandled, once the page closed.
    const fetched: Response[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.endsWith('.js') || url.endsWith('.woff2')) fetched.push(response);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // What came before the page painted: a form fetches its validation (zod) on purpose once the page is idle,
    // 3 s after it paints (decision 0123), which a slow machine can reach before the fonts are ready.
    const scriptsBeforePaint = fetched.filter((response) => response.url().endsWith('.js'));
    await page.evaluate(() => document.fonts.ready);
    expect(fetched.map((response) => response.url()).filter((url) => url.endsWith('.woff2'))).toEqual([]);
    const withZod: string[] = [];
    for (const script of scriptsBeforePaint) if ((await script.text()).includes('ZodError')) withZod.push(script.url());
    expect(withZod).toEqual([]);
  });
}

// The page's own code and its language's words are named in its HTML (decision 0270), so they come beside the
// entry script, not after it has run.
test('the HTML of a page names its code and its language’s words', async ({ request }) => {
  const preloadsOf = async (path: string, headers: Record<string, string>) =>
    [...(await (await request.get(path, { headers })).text()).matchAll(/rel="modulepreload" crossorigin href="\/assets\/([a-zA-Z-]+)-[\w-]{8}\.js"/g)].map(
      (match) => match[1],
    );
  expect(await preloadsOf('/login', { 'accept-language': 'en-IN' })).toEqual(expect.arrayContaining(['en-IN', 'login-page']));
  const hindiLead = await preloadsOf('/leads/LD0000000000', { 'accept-language': 'hi-IN' });
  expect(hindiLead).toEqual(expect.arrayContaining(['hi-IN', 'lead-details-page']));
  expect(hindiLead).not.toContain('en-IN');
  // Every file a page names is there (the build drops the scripts of chunks that only carry CSS).
  for (const path of ['/', '/login', '/leads', '/products/personal-loan/public']) {
    const html = await (await request.get(path)).text();
    for (const [, href] of html.matchAll(/href="(\/assets\/[^"]+)"/g)) expect((await request.get(href!)).status(), `${path} names ${href}`).toBe(200);
  }
});

// A phone fetches over six connections, 150 ms a round trip on a mobile network: the app's shared code is one
// script, and the words' keys one more, so a page's first render waits on a handful of requests, not thirty
// (decision 0284). The figures leave room for a page's own few chunks.
test('a page paints from a handful of scripts', async ({ request }) => {
  const scriptsOf = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].length;
  expect(await scriptsOf('/login')).toBeLessThanOrEqual(12);
  expect(await scriptsOf('/insurance/vector-borne')).toBeLessThanOrEqual(12);
});

// The Lighthouse budget's partner and customer pages (decision 0270) paint before zod arrives: the chunks a page's
// HTML names (page-preloads.json) hold no schema; a form fetches its schema later (decisions 0123, 0277, 0281).
// Each page's own chunk must be named, so an HTML that named nothing would not pass.
const budgetPages: [path: string, pageChunk: string][] = [
  ['/', 'home-page'],
  ['/login', 'login-page'],
  ['/insurance/vector-borne', 'landing-page'],
  ['/insurance/vector-borne/proposal', 'start-selling-page'],
  ['/products/vector-borne/review-payment', 'review-payment-page'],
  ['/leads', 'leads-page'],
  ['/leads/LD0000000000', 'lead-details-page'],
  ['/life-insurance/life-pos', 'life-pos-page'],
  ['/products/payment-status', 'payment-status-page'],
  ['/credit-score', 'credit-score-page'],
  ['/credit-score/customer-journey?token=t', 'customer-landing-page'],
  ['/products/personal-loan/customer/idfc-first/offer', 'customer-loan-page'],
];
test('the budget pages’ code before their first render has no zod', async ({ request }) => {
  const withZod: string[] = [];
  for (const [path, pageChunk] of budgetPages) {
    const html = await (await request.get(path, { headers: { 'accept-language': 'en-IN' } })).text();
    const scripts = [...html.matchAll(/rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(
      scripts.some((script) => script.startsWith(`/assets/${pageChunk}-`)),
      `${path} names ${pageChunk}`,
    ).toBe(true);
    for (const script of scripts) if ((await (await request.get(script)).text()).includes('ZodError')) withZod.push(`${path}: ${script}`);
  }
  expect(withZod).toEqual([]);
});

// A customer's credit-score link is a page of its own (decision 0300): its HTML names none of the partner's
// credit-score forms (the form engine, the customer-details fields), which a customer's phone would fetch for nothing.
test('the customer’s credit-score pages name none of the partner’s form code', async ({ request }) => {
  for (const path of ['/credit-score/customer-journey?token=t', '/credit-score/customer/otp-verification?token=t&challengeId=c']) {
    const html = await (await request.get(path, { headers: { 'accept-language': 'en-IN' } })).text();
    const scripts = [...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([^"]+)\.js"/g)].map((match) => match[1]!);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => /^(sale-form|credit-score-fields|credit-score-page)-/.test(script)),
      path,
    ).toEqual([]);
  }
});

// A page of a product names the public calls its first paint waits on as fetch preloads (decision 0298): the browser
// asks them beside the entry script, and the app's own call takes the preload's answer rather than asking again.
const landingConfigUrl = '/api/configs/public/products/vector-borne/landingConfig';
test('a landing page asks its landing config once, from its HTML, and the app takes that answer', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === landingConfigUrl) asked.push(request.url());
  });
  await page.goto('/insurance/vector-borne');
  await expect(page.getByRole('region', { name: 'Plans' })).toBeVisible();
  expect(asked).toHaveLength(1);
});

// The browser hands the preload's answer, asked in its own language, to the app's call whatever language the app
// asks: a choice kept on this device that the server did not know (no cookie) is asked again, and shown.
test('a Hindi choice kept on the phone without its cookie still shows the landing’s copy in Hindi', async ({ browser, request }) => {
  const hindi = (await (await request.get(landingConfigUrl, { headers: { 'accept-language': 'hi-IN' } })).json()) as { tagline: string };
  const english = (await (await request.get(landingConfigUrl, { headers: { 'accept-language': 'en-IN' } })).json()) as { tagline: string };
  expect(hindi.tagline).not.toBe(english.tagline);
  const context = await browser.newContext({ locale: 'en-IN', viewport: { width: 360, height: 740 } });
  await context.addInitScript(() => localStorage.setItem('portal.language', 'hi-IN'));
  const page = await context.newPage();
  const answers: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === landingConfigUrl) answers.push(response.headers()['content-language'] ?? '');
  });
  await page.goto('/insurance/vector-borne');
  await expect(page.getByText(hindi.tagline)).toBeVisible();
  await expect(page.getByText(english.tagline)).toHaveCount(0);
  expect(answers).toEqual(['en-IN', 'hi-IN']);
  await context.close();
});

// A signed-in partner's page names his own calls its first paint waits on in its Link header (decision 0302): the
// proposal form asks its quote beside the entry script, once, and the app takes that answer.
test.describe('signed in', () => {
  test.use({ storageState: partnerStorageState });

  test("the proposal form asks the partner's quote once, from its Link header, and fills in the quote's answers", async ({ page }) => {
    const product = findProduct('vector-borne')!;
    const created = await page.request.post(`/api/products/${product.code}/quotes`, { data: product.sale!.samples(indiaToday()).quote });
    expect(created.status()).toBe(201);
    const { quoteId } = (await created.json()) as { quoteId: string };
    const quotePath = `/api/products/${product.code}/quote`;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === quotePath) asked.push(request.url());
    });
    const opened = await page.goto(`/products/${product.code}/start-selling?quoteId=${quoteId}`);
    expect(opened?.headers().link).toContain(`<${quotePath}?quoteId=${quoteId}>; rel=preload; as=fetch; crossorigin`);
    await expect(page.getByText('Some answers come from the quote')).toBeVisible();
    expect(asked).toHaveLength(1);
  });
});
