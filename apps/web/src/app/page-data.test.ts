import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../components/form/stub-fetch';
import { sessionApi } from '../lib/api-endpoints/session';
import { prefetchPageData } from './page-data';
import { createStore } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const partner = { signedIn: true, partner: { dealerName: 'Asha Rao', tenantName: 'Mint Pro', tenant: 'mintpro', role: 'partner' } };

/** Opens `address` as a first page load does (main.tsx) and answers which API paths were asked. */
async function openPage(address: string, signedIn: boolean) {
  const { calls } = stubFetch((call) =>
    call.url.pathname === '/api/session/status' ? json(signedIn ? partner : { signedIn: false }) : json({}, signedIn ? 200 : 401),
  );
  const store = createStore();
  const session = store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
  const url = new URL(address, 'http://localhost');
  prefetchPageData(store, url, session);
  await session;
  await vi.waitFor(() => expect(calls.length).toBeGreaterThan(1));
  // Let the partner's calls, sent once the session answered, be recorded.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return calls.map((call) => `${call.url.pathname}${call.url.search}`).filter((path) => path !== '/api/session/status');
}

describe('the data a page first paints with is asked at start-up', () => {
  it("asks a signed-in partner's proposal form for its fields, the product and the quote at once", async () => {
    const paths = await openPage('/products/vector-borne/start-selling?quoteId=abc', true);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/configs/public/products/vector-borne/landingConfig',
        '/api/configs/public/products/vector-borne/fieldConfig/proposal',
        '/api/products/vector-borne/quote?quoteId=abc',
        '/api/configs/features',
      ]),
    );
  });

  it('asks a signed-out visitor only the public calls, so no sign-in dialog opens for them', async () => {
    const paths = await openPage('/products/vector-borne/start-selling?quoteId=abc', false);
    expect(paths.sort()).toEqual(['/api/configs/public/products/vector-borne/fieldConfig/proposal', '/api/configs/public/products/vector-borne/landingConfig']);
  });

  it("asks home's products and month, and review's proposal with its fields", async () => {
    expect(await openPage('/', true)).toEqual(expect.arrayContaining(['/api/product-catalog', '/api/getDashboardSummary']));
    expect(await openPage('/products/vector-borne/review-payment?referenceId=PRP1', true)).toEqual(
      expect.arrayContaining(['/api/products/vector-borne/proposals/PRP1', '/api/configs/public/products/vector-borne/fieldConfig/quote']),
    );
  });

  it('asks nothing for a page it does not know', async () => {
    stubFetch(() => json({ signedIn: false }));
    const store = createStore();
    const session = store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
    expect(() => prefetchPageData(store, new URL('http://localhost/no/such/page'), session)).not.toThrow();
    await session;
  });
});
