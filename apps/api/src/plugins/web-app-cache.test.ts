import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { createTestApp, signInPartner, type TestApp } from '../test-helper';

// A built web app as `vite build` leaves it (apps/web/vite.config.ts): hashed assets with their .br and
// .gz copies, and index.html with its own.
const script = `console.log(${JSON.stringify('a page '.repeat(200))});`;
const page = `<!doctype html><html lang="en-IN"><head><title>Partner Portal</title><script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>`;

function writeBuiltWebApp(root: string) {
  mkdirSync(join(root, 'assets'));
  for (const [path, text] of [
    ['assets/index-AbCd1234.js', script],
    ['index.html', page],
  ] as const) {
    writeFileSync(join(root, path), text);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${path}.gz`), gzipSync(text));
  }
}

/** index.html as served for a route: the header's place and the page's heading painted before any script (decision 0270). */
/** index.html as a path shows it: a page of the app (with its heading) preloads the session's status (decision 0293). */
const pageShowing = (heading?: string, productCalls: readonly string[] = []) => {
  const shown = page.replace(
    '<div id="root"></div>',
    `<div id="root"><header class="site-header"><span class="site-header__brand" data-brand-pending="" aria-hidden="true"></span></header>${
      heading ? `<main id="main" class="page"><h1 class="page-title">${heading}</h1></main>` : ''
    }</div>`,
  );
  // A page of a product names its public calls too (decision 0298).
  const calls = ['/api/session/status', ...productCalls].map((href) => `  <link rel="preload" as="fetch" crossorigin href="${href}">\n`).join('');
  return heading ? shown.replace('</head>', `${calls}</head>`) : shown;
};

const decoders: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body) => body };
const immutable = 'public, max-age=31536000, immutable';

describe('the built web app: compressed copies and caching', () => {
  let webDist: string;
  let t: TestApp;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    writeBuiltWebApp(webDist);
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    {
      what: 'a hashed script, to a browser that reads brotli',
      url: '/assets/index-AbCd1234.js',
      acceptEncoding: 'gzip, deflate, br, zstd',
      encoding: 'br',
      cacheControl: immutable,
      text: script,
    },
    {
      what: 'a hashed script, to a browser that reads only gzip',
      url: '/assets/index-AbCd1234.js',
      acceptEncoding: 'gzip',
      encoding: 'gzip',
      cacheControl: immutable,
      text: script,
    },
    {
      what: 'a hashed script, to a client that reads no compression',
      url: '/assets/index-AbCd1234.js',
      acceptEncoding: undefined,
      encoding: 'identity',
      cacheControl: immutable,
      text: script,
    },
    { what: 'index.html, by name', url: '/index.html', acceptEncoding: 'br', encoding: 'br', cacheControl: 'no-cache', text: page },
    {
      what: 'index.html, for a client-side route',
      url: '/insurance/vector-borne',
      acceptEncoding: 'gzip, br',
      encoding: 'br',
      cacheControl: 'no-cache',
      text: pageShowing('Vector Borne Disease Cover', ['/api/configs/public/products/vector-borne/landingConfig']),
    },
    {
      what: 'index.html, for a path of no page',
      url: '/no/such/page',
      acceptEncoding: 'gzip',
      encoding: 'gzip',
      cacheControl: 'no-cache',
      text: pageShowing(),
    },
    {
      what: 'index.html, uncompressed',
      url: '/login?next=%2Fleads',
      acceptEncoding: undefined,
      encoding: 'identity',
      cacheControl: 'no-cache',
      text: pageShowing('Partner Login'),
    },
  ])('serves $what', async ({ url, acceptEncoding, encoding, cacheControl, text }) => {
    const response = await t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-encoding'] ?? 'identity').toBe(encoding);
    expect(response.headers['cache-control']).toBe(cacheControl);
    // A shared cache must not hand a compressed copy to a client that cannot read it.
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(url.endsWith('.js') ? /^(text|application)\/javascript/ : /^text\/html/);
    expect(decoders[encoding]!(response.rawPayload).toString()).toBe(text);
  });

  it('answers 304 to a browser that has the HTML already', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    const again = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The browser takes these headers onto its stored copy: the page's own policy, not the API's default-src 'none'.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(String(again.headers['content-security-policy'])).toMatch(/script-src 'self'/);
  });

  it('answers 404 for a built file that is not there, not the HTML a browser would try to run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-Zz99.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('does not serve the compressed copies by their own names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js.br' });
    expect(response.statusCode).toBe(404);
  });
});

// The build's list of what each page needs (apps/web/vite.config.ts, pagePreloads), named in the page's HTML
// so a phone fetches it beside the entry script (decision 0270).
const preloads = {
  pages: {
    login: { scripts: ['/assets/login-page-Aa11.js', '/assets/sign-in-Bb22.js'], styles: ['/assets/sale-form-Cc33.css'] },
    'lead-details': { scripts: ['/assets/lead-details-page-Dd44.js'], styles: [] },
    'customer-loan-step': { scripts: ['/assets/customer-loan-page-Hh88.js'], styles: [] },
  },
  catalogues: { 'en-IN': ['/assets/en-IN-Ee55.js'], 'hi-IN': ['/assets/hi-IN-Ff66.js'], 'mr-IN': ['/assets/mr-IN-Gg77.js'] },
  customerLoanStepScreen: { scripts: ['/assets/step-screen-Ii99.js'], styles: ['/assets/step-screen-Jj00.css'] },
  accountMenu: { scripts: ['/assets/account-menu-Kk11.js'], styles: [] },
};

describe('a page’s HTML names its code and its language’s words', () => {
  let webDist: string;
  let t: TestApp;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    writeBuiltWebApp(webDist);
    writeFileSync(join(webDist, 'page-preloads.json'), JSON.stringify(preloads));
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const preloaded = (html: string) => [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map((match) => match[2]);

  it.each([
    {
      what: 'the login page, English browser',
      url: '/login',
      headers: { 'accept-language': 'en-IN,en;q=0.9' },
      language: 'en-IN',
      files: ['/assets/sale-form-Cc33.css', '/assets/en-IN-Ee55.js', '/assets/login-page-Aa11.js', '/assets/sign-in-Bb22.js'],
    },
    {
      what: 'a lead, a Hindi browser',
      url: '/leads/LD123',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      language: 'hi-IN',
      // A partner's page: the header's account menu too (decision 0293).
      files: ['/assets/hi-IN-Ff66.js', '/assets/lead-details-page-Dd44.js', '/assets/account-menu-Kk11.js'],
    },
    {
      what: 'the link’s language over the browser’s',
      url: '/leads/LD123?lang=mr-IN',
      headers: { 'accept-language': 'hi-IN' },
      language: 'mr-IN',
      files: ['/assets/mr-IN-Gg77.js', '/assets/lead-details-page-Dd44.js', '/assets/account-menu-Kk11.js'],
    },
    {
      what: 'the kept choice over the browser’s',
      url: '/login',
      headers: { 'accept-language': 'en-IN', cookie: 'portal.language=hi-IN' },
      language: 'hi-IN',
      files: ['/assets/sale-form-Cc33.css', '/assets/hi-IN-Ff66.js', '/assets/login-page-Aa11.js', '/assets/sign-in-Bb22.js'],
    },
    {
      what: 'a language not offered, in the link and the cookie',
      url: '/login?lang=fr-FR',
      headers: { cookie: 'portal.language=xx' },
      language: 'en-IN',
      files: ['/assets/sale-form-Cc33.css', '/assets/en-IN-Ee55.js', '/assets/login-page-Aa11.js', '/assets/sign-in-Bb22.js'],
    },
    { what: 'a path of no page: the words only', url: '/no/such/page', headers: {}, language: 'en-IN', files: ['/assets/en-IN-Ee55.js'] },
  ])('$what', async ({ url, headers, language, files }) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding, accept-language, cookie');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain(`<html lang="${language}">`);
    expect(preloaded(html)).toEqual(files);
    // The entry script stays as the build wrote it.
    expect(html).toContain('<script type="module" src="/assets/index-AbCd1234.js"></script>');
  });

  // Every page asks the partner's session status beside the entry script (decision 0293); a customer's loan step
  // its own session and journey too (decision 0290).
  const fetchPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  it.each([
    {
      what: 'the loan link’s first page (the OTP): the session’s status, no journey or step screens before sign-in',
      url: '/products/personal-loan/customer/idfc-first/login-otp?token=abc',
      calls: ['/api/session/status', '/api/customer-sessions/status'],
      files: ['/assets/en-IN-Ee55.js', '/assets/customer-loan-page-Hh88.js'],
    },
    {
      what: 'the offer: the session’s status, its own journey and the step screens',
      url: '/products/personal-loan/customer/idfc-first/offer',
      calls: ['/api/session/status', '/api/customer-sessions/status', '/api/products/personal-loan/customer/idfc-first/journey'],
      files: ['/assets/step-screen-Jj00.css', '/assets/en-IN-Ee55.js', '/assets/customer-loan-page-Hh88.js', '/assets/step-screen-Ii99.js'],
    },
    {
      what: 'a lender the portal does not have: no customer calls',
      url: '/products/personal-loan/customer/no-such-lender/offer',
      calls: ['/api/session/status'],
      files: ['/assets/en-IN-Ee55.js', '/assets/customer-loan-page-Hh88.js'],
    },
    {
      what: 'a product the portal does not have: no customer calls',
      url: '/products/no-such-loan/customer/idfc-first/offer',
      calls: ['/api/session/status'],
      files: ['/assets/en-IN-Ee55.js', '/assets/customer-loan-page-Hh88.js'],
    },
  ])('$what', async ({ url, calls, files }) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-IN' } });
    expect(response.statusCode).toBe(200);
    expect(fetchPreloads(response.body)).toEqual(calls);
    expect(preloaded(response.body)).toEqual(files);
  });

  // A page of a product names the public calls its first paint waits on (decision 0298): the landing config only where
  // the browser's own Accept-Language is the page's language, since the browser hands the preload's answer to the
  // app's call whatever language that call asks.
  const session = '/api/session/status';
  const landing = '/api/configs/public/products/vector-borne/landingConfig';
  const proposalFields = '/api/configs/public/products/vector-borne/fieldConfig/proposal';
  const quoteFields = '/api/configs/public/products/vector-borne/fieldConfig/quote';
  it.each([
    {
      what: 'the proposal: the landing config and the proposal’s fields',
      url: '/products/vector-borne/start-selling?quoteId=abc',
      calls: [session, landing, proposalFields],
    },
    {
      what: 'review: the proposal’s fields and the quote’s',
      url: '/products/vector-borne/review-payment?referenceId=PRP1',
      calls: [session, landing, proposalFields, quoteFields],
    },
    { what: 'a landing page: the landing config', url: '/products/vector-borne', calls: [session, landing] },
    {
      what: 'a page the link opens in Hindi for an English browser: no landing config, whose copy would come in English',
      url: '/products/vector-borne/start-selling?quoteId=abc&lang=hi-IN',
      calls: [session, proposalFields],
    },
    {
      what: 'a page the kept choice opens in Marathi for an English browser: no landing config',
      url: '/products/vector-borne/start-selling?quoteId=abc',
      cookie: 'portal.language=mr-IN',
      calls: [session, proposalFields],
    },
    { what: 'a Hindi browser’s page in Hindi: the landing config', url: '/products/vector-borne', acceptLanguage: 'hi-IN,hi;q=0.9', calls: [session, landing] },
    { what: 'a product the portal does not have: none', url: '/products/no-such-cover/start-selling?quoteId=abc', calls: [session] },
    { what: 'a page of no product: none', url: '/leads', calls: [session] },
  ])('$what', async ({ url, calls, cookie, acceptLanguage }) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': acceptLanguage ?? 'en-IN', ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode).toBe(200);
    expect(fetchPreloads(response.body)).toEqual(calls);
  });

  // A signed-in partner's page names his own calls its first paint waits on in a Link header (decision 0302): the
  // address's own ids, which the cached HTML cannot name. Never for a visitor, nor where the app would ask again in
  // another language.
  const partnerPreload = (path: string) => `</api${path}>; rel=preload; as=fetch; crossorigin`;
  it.each([
    {
      what: 'the proposal opened from a quote: the flags and the quote',
      url: '/products/vector-borne/start-selling?quoteId=eyJ.a-b_c',
      link: ['/configs/features', '/products/vector-borne/quote?quoteId=eyJ.a-b_c'],
    },
    {
      what: 'a draft reopened: the flags and the draft, not the quote',
      url: '/products/vector-borne/start-selling?quoteId=abc&referenceId=PRP1',
      link: ['/configs/features', '/products/vector-borne/proposals/PRP1'],
    },
    {
      what: 'a proposal on a route fixed to its product: that product’s quote',
      url: '/products/roadside-assistance/proposal?quoteId=abc',
      link: ['/configs/features', '/products/roadside-assistance/quote?quoteId=abc'],
    },
    { what: 'review: the proposal', url: '/products/vector-borne/review-payment?referenceId=PRP1', link: ['/products/vector-borne/proposals/PRP1'] },
    { what: 'home: the products and the month', url: '/', link: ['/product-catalog', '/getDashboardSummary'] },
    {
      what: 'a lead: the products, the flags and the lead',
      url: '/leads/LD0000000000AB',
      link: ['/product-catalog', '/configs/features', '/leads/LD0000000000AB'],
    },
    {
      what: 'ids that are not plain text are escaped, never a second link or header',
      url: '/products/vector-borne/start-selling?quoteId=a%3E%2C%20%3C%2Fx%3E%0D%0AX-Evil%3A%201',
      link: ['/configs/features', '/products/vector-borne/quote?quoteId=a%3E%2C%20%3C%2Fx%3E%0D%0AX-Evil%3A%201'],
    },
    {
      what: 'a quote id holding a question mark: all of it, as the browser reads the query',
      url: '/products/vector-borne/start-selling?quoteId=a?b',
      link: ['/configs/features', '/products/vector-borne/quote?quoteId=a%3Fb'],
    },
    { what: 'a page the link opens in Hindi for an English browser: none', url: '/products/vector-borne/start-selling?quoteId=abc&lang=hi-IN', link: [] },
    { what: 'a public page: none', url: '/products/vector-borne', link: [] },
    { what: 'the leads list, whose calls are not listed: none', url: '/leads', link: [] },
  ])('$what', async ({ url, link }) => {
    const { cookie } = await signInPartner(t.db);
    const signedIn = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-IN', cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.link).toBe(link.length > 0 ? link.map(partnerPreload).join(', ') : undefined);
    expect(signedIn.headers['x-evil']).toBeUndefined();
    // A visitor, and a cookie of no live session, get the same page with no partner's call named.
    for (const visitorCookie of [undefined, 'portal_session=not-a-session']) {
      const visitor = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-IN', ...(visitorCookie ? { cookie: visitorCookie } : {}) } });
      expect(visitor.headers.link).toBeUndefined();
      expect(visitor.body).toBe(signedIn.body);
      // A browser takes a 304's headers onto its kept copy: the copy kept with the partner's Link is not confirmed to a
      // visitor (a partner who signed out), nor the visitor's to the partner.
      const keptBySignedIn = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en-IN', 'if-none-match': String(signedIn.headers.etag), ...(visitorCookie ? { cookie: visitorCookie } : {}) },
      });
      expect(keptBySignedIn.statusCode).toBe(link.length > 0 ? 200 : 304);
    }
    const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-IN', cookie, 'if-none-match': String(signedIn.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.link).toBe(signedIn.headers.link);
  });

  it.each([
    { url: '/login', language: 'hi-IN', heading: hiIN.routes.login },
    { url: '/login', language: 'mr-IN', heading: mrIN.routes.login },
    { url: '/insurance/vector-borne', language: 'hi-IN', heading: 'Vector Borne Disease Cover' },
    // The router's matching ignores the case of a path's words and a trailing slash (decision 0304): the same page.
    { url: '/LOGIN/', language: 'hi-IN', heading: hiIN.routes.login },
  ])('paints $url’s heading in $language before any script', async ({ url, language, heading }) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
    expect(response.body).toContain(`<main id="main" class="page"><h1 class="page-title">${heading}</h1></main>`);
    // No brand until the session's or the record's is known (decision 0240).
    expect(response.body).toContain('<span class="site-header__brand" data-brand-pending="" aria-hidden="true"></span>');
  });

  it('answers a malformed escape in the path with a 400, never a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/leads/%E0%A4' });
    expect(response.statusCode).toBe(400);
  });

  it('gives each language its own ETag, so a changed choice is not answered 304', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'en-IN' } });
    const hindi = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'hi-IN', 'if-none-match': String(english.headers.etag) } });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
  });
});

// The build's stylesheets are inlined into the page's HTML, so its header and heading paint before any other
// file is in (decision 0296); a disabled link beside each tells the app's chunk loader the sheet is there.
describe('a page’s HTML carries its stylesheets', () => {
  const entrySheet = ':root{--brand:#0b5}.site-header{height:56px}';
  // "$&" and "$'" mean something to String.replace: the sheet must arrive as written.
  const loginSheet = '.sign-in{display:grid}.price::before{content:"$&$\'"}';
  let webDist: string;
  let t: TestApp;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    writeBuiltWebApp(webDist);
    writeFileSync(join(webDist, 'index.html'), page.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-Zz11.css"></head>'));
    writeFileSync(join(webDist, 'assets/index-Zz11.css'), `${entrySheet}\n`);
    writeFileSync(join(webDist, 'assets/sign-in-Yy22.css'), loginSheet);
    // One that could close the style element early stays a link.
    writeFileSync(join(webDist, 'assets/odd-Xx33.css'), '.a::after{content:"</style><script>"}');
    const withStyles = {
      ...preloads,
      pages: { ...preloads.pages, login: { scripts: [], styles: ['/assets/sign-in-Yy22.css', '/assets/odd-Xx33.css', '/assets/gone-Ww44.css'] } },
    };
    writeFileSync(join(webDist, 'page-preloads.json'), JSON.stringify(withStyles));
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('inlines the entry’s sheet and the page’s, each with a disabled link, and links what it cannot inline', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'en-IN' } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<style>${entrySheet}</style><link rel="stylesheet" crossorigin href="/assets/index-Zz11.css" disabled>`);
    expect(html).toContain(`<style>${loginSheet}</style><link rel="stylesheet" crossorigin href="/assets/sign-in-Yy22.css" disabled>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/odd-Xx33.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/gone-Ww44.css">');
    expect(html).not.toContain('<script>"');
    // The entry's sheet first, as the build ordered them: the page's rules win where both say.
    expect(html.indexOf(entrySheet)).toBeLessThan(html.indexOf(loginSheet));
    // The page's own policy lets inline styles in (and still no inline script).
    expect(String(response.headers['content-security-policy'])).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
  });
});
