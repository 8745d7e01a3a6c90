import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerCallPath, partnerCallsOfPage } from '@portal/domain';
import { jsonBodyOf, stubFetch } from '../components/form/stub-fetch';
import { sessionApi } from '../lib/api-endpoints/session';
import { matchServedRoute } from '../lib/served-routes';
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

  it("asks a lead's details, then whether its product may be sold, and nothing of a partner's for a visitor", async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/session/status') return json(partner);
      if (call.url.pathname === '/api/leads/LD0000000000AB') return json({ leadId: 'LD0000000000AB', productCode: 'vector-borne' });
      return json({});
    });
    const store = createStore();
    const session = store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
    prefetchPageData(store, new URL('http://localhost/leads/LD0000000000AB'), session);
    await vi.waitFor(() =>
      expect(calls.map((call) => call.url.pathname)).toEqual(
        expect.arrayContaining([
          '/api/leads/LD0000000000AB',
          '/api/product-catalog',
          '/api/configs/features',
          '/api/partner-integration/public/products/vector-borne/authorization-status',
        ]),
      ),
    );
  });

  // The server names the partner's calls in the page's Link header by the same rule (decision 0302): the app's own calls
  // must be at those very addresses, or the phone asks each twice.
  it.each([
    '/products/vector-borne/start-selling?quoteId=eyJ.a-b_c',
    '/products/vector-borne/start-selling?quoteId=abc&referenceId=PRP1',
    '/products/roadside-assistance/proposal?quoteId=abc',
    '/products/vector-borne/review-payment?referenceId=PRP1',
    '/',
    '/leads/LD0000000000AB',
  ])('asks at %s every call the server preloads for a signed-in partner, at the same address', async (address) => {
    const url = new URL(address, 'http://localhost');
    const match = matchServedRoute(url.pathname)!;
    const preloaded = partnerCallsOfPage({ route: match.route, params: match.params, search: url.searchParams }).map((call) => `/api${partnerCallPath(call)}`);
    expect(preloaded.length).toBeGreaterThan(0);
    expect(await openPage(address, true)).toEqual(expect.arrayContaining(preloaded));
  });

  it("asks a customer's loan step no landingConfig, which nothing on it reads", async () => {
    const { calls } = stubFetch(() => json({ signedIn: false }));
    const store = createStore();
    const session = store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
    prefetchPageData(store, new URL('http://localhost/products/personal-loan/customer/yes/offer'), session);
    await vi.waitFor(() => expect(calls.map((call) => call.url.pathname)).toContain('/api/customer-sessions/status'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((call) => call.url.pathname).filter((path) => path.includes('landingConfig'))).toEqual([]);
  });

  it("asks a signed-out visitor nothing of a lead's", async () => {
    const { calls } = stubFetch(() => json({ signedIn: false }));
    const store = createStore();
    const session = store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
    prefetchPageData(store, new URL('http://localhost/leads/LD0000000000AB'), session);
    await session;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/session/status']);
  });

  it('asks nothing for a page it does not know', async () => {
    stubFetch(() => json({ signedIn: false }));
    const store = createStore();
    const session = store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
    expect(() => prefetchPageData(store, new URL('http://localhost/no/such/page'), session)).not.toThrow();
    await session;
  });
});

describe('a customer’s loan step opened from its address asks what it first paints with at once (decision 0287)', () => {
  /** Opens a customer's step with no session of either kind, and answers the paths asked once `expected` are among them. */
  async function openCustomerStep(address: string, expected: readonly string[]) {
    const { calls } = stubFetch((call) => (call.url.pathname.endsWith('/status') ? json({ signedIn: false }) : json({}, 401)));
    const store = createStore();
    const session = store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
    prefetchPageData(store, new URL(address, 'http://localhost'), session);
    const paths = () => calls.map((call) => `${call.url.pathname}${call.url.search}`);
    await vi.waitFor(() => expect(paths()).toEqual(expect.arrayContaining([...expected])));
    await new Promise((resolve) => setTimeout(resolve, 20));
    return paths();
  }

  it('asks the offer step’s session status and the session’s own journey together, not the journey after the status', async () => {
    await openCustomerStep('/products/personal-loan/customer/sahyadri/offer', [
      '/api/customer-sessions/status',
      '/api/products/personal-loan/customer/sahyadri/journey',
    ]);
  });

  it('asks the OTP step’s session status and its link’s brand, not a journey the customer is not signed in to', async () => {
    const paths = await openCustomerStep('/products/personal-loan/customer/sahyadri/login-otp?token=tok123', [
      '/api/customer-sessions/status',
      '/api/customer-sessions/lead/brand?token=tok123',
    ]);
    expect(paths.some((path) => path.endsWith('/journey'))).toBe(false);
  });
});

describe('a customer’s credit-score link asks whose check it is at start-up, beside the page’s code', () => {
  /** Opens `address` with no session, and answers the calls made besides the session status. */
  async function openCustomerLink(address: string) {
    const { calls } = stubFetch((call) => (call.url.pathname === '/api/session/status' ? json({ signedIn: false }) : json({})));
    const store = createStore();
    const session = store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
    prefetchPageData(store, new URL(address, 'http://localhost'), session);
    await session;
    // The call comes from the credit score's chunk, imported at start-up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return calls.filter((call) => call.url.pathname !== '/api/session/status');
  }

  it.each(['/credit-score/customer-journey?token=tok1', '/credit-score/customer/otp-verification?token=tok1&challengeId=c1'])(
    '%s asks the landing of its token, in the body (never in an address)',
    async (address) => {
      const calls = await openCustomerLink(address);
      expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual(['POST /api/credit-score/customer/landing']);
      expect(jsonBodyOf(calls[0])).toEqual({ token: 'tok1' });
    },
  );

  it.each(['/credit-score/customer-journey', '/credit-score/customer-credit-report?token=tok1', '/credit-score'])('%s asks no landing', async (address) => {
    expect(await openCustomerLink(address)).toEqual([]);
  });
});
