import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProduct, type KycInitiation, type KycPoll, type PaymentLink, type PaymentStatus, type Proposal, type Quote } from '@portal/domain';
import { mandateLetters } from '../db/schema/mandates-schema';
import { proposals } from '../db/schema/sales-schema';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../providers/payment-gateway/payment-gateway';
import type { SandboxPaymentGateway } from '../providers/payment-gateway/sandbox-payment-gateway';
import { createTestApp, signInPartner, type TestApp } from '../test-helper';
import { createReviewedProposal, postProposal, postQuote, samplesOf, withOwnUploads } from '../modules/sales/sales-test-fixtures';

const HOST = 'portal.test';
const PUBLIC_URL = 'https://partners.example.in';
/** What a browser adds to a request of the portal's own page. */
const fromPortal = { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };
/** What a browser adds to a form post of the sandbox pages, whose Referrer-Policy (no-referrer) hides the origin. */
const fromSandboxPage = { host: HOST, origin: 'null', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };

const forbidden = { code: 'FORBIDDEN', message: 'This request came from another site and was refused. Make changes from the portal itself.' };
const unsupported = (accepted: string) => ({ code: 'UNSUPPORTED_MEDIA_TYPE', message: `Send this request's body as ${accepted}` });

describe('cross-site requests and body types', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    seller = await signInPartner(t.db, { authorisedProducts: ['shop', 'fire'] });
  });
  afterAll(async () => t.close());

  const post = (url: string, headers: Record<string, string | undefined>, payload?: string | object) =>
    t.app.inject({ method: 'POST', url, headers: { host: HOST, cookie: seller.cookie, ...headers }, ...(payload === undefined ? {} : { payload }) });
  const sellerProposalCount = async () => (await t.db.select().from(proposals).where(eq(proposals.partnerId, seller.partner.id))).length;
  const getProposal = async (code: string, referenceId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${code}/proposals/${referenceId}`, headers: { cookie: seller.cookie } })).json<Proposal>();
  const kycInitiateUrl = (referenceId: string) => `/api/kyc/initiate/configurator?isThinLayer=true&referenceId=${referenceId}&insurerCode=KAVACH_GENERAL`;
  const sessionIsLive = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode === 200;

  /** A fire proposal through review: the kind that needs a mandate letter. */
  async function reviewedFireProposal(): Promise<Proposal> {
    const quoteValues = await withOwnUploads(t.app, seller.cookie, findProduct('fire')!.sale!.quote.fields, samplesOf('fire').quote);
    const quote = (await postQuote(t.app, seller.cookie, 'fire', quoteValues)).json<Quote>();
    const proposal = (await postProposal(t.app, seller.cookie, 'fire', { quoteId: quote.quoteId, ...samplesOf('fire').proposal })).json<Proposal>();
    const review = await post('/api/products/fire/checkout', {}, { referenceId: proposal.referenceId });
    expect(review.statusCode, review.body).toBe(200);
    return proposal;
  }

  describe('a state-changing request from another site is refused with 403, before it changes anything', () => {
    it.each([
      { case: 'a foreign Origin', headers: { origin: 'https://evil.example' } },
      { case: 'Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
      { case: 'a sibling host of the same site', headers: { origin: `http://shop.${HOST}`, 'sec-fetch-site': 'same-site' } },
      { case: 'an opaque Origin from an older browser', headers: { origin: 'null' } },
      { case: 'the portal’s host name on another port', headers: { origin: `http://${HOST}:8080` } },
    ])('a JSON quote and proposal with $case and the partner’s cookie', async ({ headers }) => {
      const quote = (await postQuote(t.app, seller.cookie, 'vector-borne')).json<Quote>();
      const before = await sellerProposalCount();

      const quoted = await post('/api/products/vector-borne/quotes', headers, samplesOf('vector-borne').quote);
      expect(quoted.statusCode).toBe(403);
      expect(quoted.json().error).toEqual(forbidden);
      expect(quoted.headers.connection).toBe('close');

      const proposed = await post('/api/products/vector-borne/proposals', headers, {
        customerConsent: true,
        quoteId: quote.quoteId,
        ...samplesOf('vector-borne').proposal,
      });
      expect(proposed.statusCode).toBe(403);
      expect(await sellerProposalCount()).toBe(before);
    });

    it('a text/plain form to KYC initiate from another site (403 before 415)', async () => {
      const proposal = await createReviewedProposal(t.app, seller.cookie, 'shop');
      const response = await post(kycInitiateUrl(proposal.referenceId), { origin: 'https://evil.example', 'content-type': 'text/plain' }, 'a=b');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual(forbidden);
      expect((await getProposal('shop', proposal.referenceId)).kycStatus).toBe('NOT_STARTED');
    });

    it('logout from another site keeps the partner signed in', async () => {
      const other = await signInPartner(t.db);
      const response = await post('/api/session/logout', { cookie: other.cookie, 'sec-fetch-site': 'cross-site' });
      expect(response.statusCode).toBe(403);
      expect(await sessionIsLive(other.cookie)).toBe(true);
    });
  });

  describe('a body of a type the route does not declare is refused with 415, before it changes anything', () => {
    it('text/plain to KYC initiate: the KYC is not started', async () => {
      const proposal = await createReviewedProposal(t.app, seller.cookie, 'shop');
      const response = await post(kycInitiateUrl(proposal.referenceId), { 'content-type': 'text/plain' }, 'a=b');
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual(unsupported('application/json'));
      expect((await getProposal('shop', proposal.referenceId)).kycStatus).toBe('NOT_STARTED');
    });

    it('text/plain to mandate creation: no letter is made', async () => {
      const proposal = await reviewedFireProposal();
      const response = await post(`/api/products/fire/proposals/${proposal.referenceId}/mandate`, { 'content-type': 'text/plain;charset=UTF-8' }, '');
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual(unsupported('application/json'));
      const [row] = await t.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.referenceId, proposal.referenceId));
      expect(await t.db.select().from(mandateLetters).where(eq(mandateLetters.proposalId, row!.id))).toEqual([]);
    });

    it.each([
      { case: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'x' },
      { case: 'a body with no type', headers: { 'content-length': '1' }, payload: 'x' },
    ])('$case to logout: the partner stays signed in', async ({ headers, payload }) => {
      const other = await signInPartner(t.db);
      const response = await post('/api/session/logout', { cookie: other.cookie, ...headers }, payload);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual(unsupported('application/json'));
      expect(await sessionIsLive(other.cookie)).toBe(true);
    });

    it.each([
      { url: '/api/products/vector-borne/quotes', contentType: 'application/x-www-form-urlencoded', payload: 'leadName=Asha', accepted: 'application/json' },
      { url: '/api/products/vector-borne/quotes', contentType: 'multipart/form-data; boundary=x', payload: '--x--\r\n', accepted: 'application/json' },
      { url: '/api/files/v1/upload', contentType: 'application/json', payload: '{}', accepted: 'multipart/form-data' },
      { url: '/api/files/v1/upload', contentType: 'text/plain', payload: 'x', accepted: 'multipart/form-data' },
      {
        url: '/api/sandbox/kyc/kyc_any/submit',
        contentType: 'application/json',
        payload: '{"pan":"ABCDE1234F"}',
        accepted: 'application/x-www-form-urlencoded',
      },
      { url: '/api/sandbox/gateway/checkout/order_any/pay', contentType: 'text/plain', payload: '', accepted: 'application/x-www-form-urlencoded' },
    ])('$contentType to $url', async ({ url, contentType, payload, accepted }) => {
      const response = await post(url, { ...fromPortal, 'content-type': contentType }, payload);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual(unsupported(accepted));
    });
  });

  describe('the portal’s own requests and servers’ calls still work', () => {
    it.each([
      { case: 'from the portal’s own page', headers: fromPortal },
      { case: 'with a charset and upper-case type', headers: { ...fromPortal, 'content-type': 'Application/JSON; charset=utf-8' } },
      {
        case: 'from PUBLIC_URL behind a proxy that names another host',
        headers: { host: 'api.internal:3000', origin: PUBLIC_URL, 'sec-fetch-site': 'same-site' },
      },
      { case: 'from an older browser that sends only Origin', headers: { origin: `http://${HOST}` } },
      { case: 'from a no-referrer page (Origin "null", Sec-Fetch-Site same-origin)', headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } },
      { case: 'with neither header (a server or a test)', headers: {} },
    ])('a JSON quote $case', async ({ headers }) => {
      const response = await post(
        '/api/products/vector-borne/quotes',
        { 'content-type': 'application/json', ...headers },
        JSON.stringify(samplesOf('vector-borne').quote),
      );
      expect(response.statusCode, response.body).toBe(201);
    });

    it('a body-less POST from the portal (logout) with no body type', async () => {
      const other = await signInPartner(t.db);
      expect((await post('/api/session/logout', { ...fromPortal, cookie: other.cookie })).statusCode).toBe(204);
      expect(await sessionIsLive(other.cookie)).toBe(false);
    });

    it('the sandbox KYC page’s own form post verifies the KYC', async () => {
      const proposal = await createReviewedProposal(t.app, seller.cookie, 'shop');
      const started = (await post(kycInitiateUrl(proposal.referenceId), fromPortal)).json<KycInitiation>();
      const pagePath = new URL(started.redirectUrl, 'http://x').pathname;
      const submitted = await post(
        `${pagePath}/submit`,
        fromSandboxPage,
        new URLSearchParams({ pan: 'ABCDE1234F', dob: samplesOf('shop').proposal.dob as string }).toString(),
      );
      expect(submitted.statusCode, submitted.body).toBe(303);
      const polled = await t.app.inject({ method: 'GET', url: `/api/kyc/poll?referenceId=${proposal.referenceId}`, headers: { cookie: seller.cookie } });
      expect(polled.json<KycPoll>().status).toBe('VERIFIED');
    });

    it('the sandbox checkout’s Pay form, then the gateway’s signed callback with no Origin, settle the payment', async () => {
      const proposal = await createReviewedProposal(t.app, seller.cookie, 'vector-borne', { email: 'nocallback@example.com' });
      const link = (
        await post(
          '/api/products/vector-borne/payments/link',
          { ...fromPortal, 'idempotency-key': `k-${proposal.referenceId}` },
          { referenceId: proposal.referenceId },
        )
      ).json<PaymentLink>();
      const paid = await post(`/api/sandbox/gateway/checkout/${link.orderId}/pay`, fromSandboxPage, '');
      expect(paid.statusCode).toBe(303);

      const gateway = t.app.providers.paymentGateway as SandboxPaymentGateway;
      const callback = gateway.signedCallbackFor((await gateway.findRow(link.orderId))!)!;
      const delivered = await t.app.inject({
        method: 'POST',
        url: '/api/payments/callback',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: callback.signature, [TIMESTAMP_HEADER]: callback.timestamp },
        payload: callback.rawBody,
      });
      expect(delivered.statusCode, delivered.body).toBe(200);
      const status = await t.app.inject({
        method: 'GET',
        url: `/api/products/vector-borne/payments/status?referenceId=${proposal.referenceId}`,
        headers: { cookie: seller.cookie },
      });
      expect(status.json<PaymentStatus>()).toMatchObject({ status: 'SUCCESS', policy: { policyNumber: expect.any(String) } });
    });
  });
});
