import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProduct, formatRupees, insurers, tenantBrandColours, tenants, type Quote, type QuoteShareLink, type SharedQuote } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { prepareQuoteTokens } from './quote-token';
import { postQuote } from './sales-test-fixtures';
import { prepareSharedQuoteTokens, type SharedQuotePayload } from './shared-quote-token';

const invalidLink = { code: 'NOT_FOUND', message: 'This quote link is not valid. Ask your advisor to share the quote again.' };
const expiredLink = { code: 'NOT_FOUND', message: 'This quote has expired. Ask your advisor for a fresh quote.' };
const HOUR_MS = 60 * 60 * 1000;

describe('shared quotes: a public, signed, expiring page of the offer', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let other: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { authorisedProducts: ['shop'] });
    other = await signInPartner(t.db, { authorisedProducts: ['shop'] });
  });
  afterAll(async () => t.close());

  const share = (quoteId: string, cookie = seller.cookie, productCode = 'vector-borne') =>
    t.app.inject({ method: 'POST', url: `/api/products/${productCode}/quotes/share`, headers: { cookie }, payload: { quoteId } });
  /** The customer's browser: no cookie at all. */
  const openPublic = (token: string) => t.app.inject({ method: 'GET', url: `/api/quotes/public?token=${encodeURIComponent(token)}` });
  const tokenOf = (link: QuoteShareLink) => new URL(link.path, 'http://web.test').searchParams.get('token')!;

  async function sharedLinkOf(productCode: string) {
    const quote = (await postQuote(t.app, seller.cookie, productCode)).json<Quote>();
    const response = await share(quote.quoteId, seller.cookie, productCode);
    expect(response.statusCode, response.body).toBe(200);
    return { quote, link: response.json<QuoteShareLink>() };
  }

  it.each(['vector-borne', 'shop'])(
    'a %s quote shared by the partner opens with no session: plan, premium, insurer, product and brand',
    async (productCode) => {
      const { quote, link } = await sharedLinkOf(productCode);
      expect(link.path).toMatch(/^\/quote\/shared\?token=/);
      const response = await openPublic(tokenOf(link));
      expect(response.statusCode, response.body).toBe(200);
      const product = findProduct(productCode)!;
      expect(response.json<SharedQuote>()).toEqual({
        productCode,
        productName: product.name,
        planName: product.plans.find((plan) => plan.code === quote.premium.planCode)!.name,
        insurerName: insurers[product.sale!.insurers[0]!].name,
        totalPremium: quote.premium.totalPremium,
        totalPremiumLabel: formatRupees(quote.premium.totalPremium),
        brandName: 'Mint Pro Insurance Brokers',
        brandColour: tenantBrandColours.mintpro,
        expiresAt: link.expiresAt,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it("names the quote's tenant in its colour, not the default's: a Mint Life partner's quote is Mint Life's", async () => {
    const mintLifeSeller = await signInPartner(t.db, { tenant: 'mintlife' });
    const quote = (await postQuote(t.app, mintLifeSeller.cookie, 'vector-borne')).json<Quote>();
    const link = (await share(quote.quoteId, mintLifeSeller.cookie)).json<QuoteShareLink>();
    const answer = (await openPublic(tokenOf(link))).json<SharedQuote>();
    expect({ brandName: answer.brandName, brandColour: answer.brandColour }).toEqual({
      brandName: tenants.mintlife.name,
      brandColour: tenantBrandColours.mintlife,
    });
  });

  it("carries nothing about the customer or the partner: the link's readable payload is the offer only", async () => {
    const { link } = await sharedLinkOf('vector-borne');
    const payload = JSON.parse(Buffer.from(tokenOf(link).split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['exp', 'iat', 'insurerCode', 'planCode', 'productCode', 'tenant', 'totalPremium']);
  });

  it("another partner cannot share the seller's quote (404), and a made-up quoteId is refused (400)", async () => {
    const { quote } = await sharedLinkOf('vector-borne');
    expect((await share(quote.quoteId, other.cookie)).statusCode).toBe(404);
    expect((await share('not-a-quote')).statusCode).toBe(400);
    expect((await share(quote.quoteId, '')).statusCode).toBe(401);
  });

  async function signedWith(secret: string, payload: SharedQuotePayload, expiresInMs: number) {
    const now = new Date();
    return (await prepareSharedQuoteTokens(secret)).issue(payload, {
      issuedAt: new Date(now.getTime() - HOUR_MS),
      expiresAt: new Date(now.getTime() + expiresInMs),
    });
  }
  const offer: SharedQuotePayload = {
    productCode: 'vector-borne',
    tenant: 'mintpro',
    planCode: 'VB_BASIC',
    insurerCode: 'KAVACH_GENERAL',
    totalPremium: 23600,
  };

  it.each([
    ['expired', async () => signedWith(t.app.env.QUOTE_SIGNING_SECRET, offer, -1000), 410, expiredLink],
    ['signed with another secret', async () => signedWith('another-secret-of-at-least-32-characters!', offer, HOUR_MS), 404, invalidLink],
    [
      'tampered (premium lowered)',
      async () => {
        const [header, , signature] = (await signedWith(t.app.env.QUOTE_SIGNING_SECRET, offer, HOUR_MS)).split('.');
        const exp = Math.floor(Date.now() / 1000) + 3600;
        const forged = Buffer.from(JSON.stringify({ ...offer, totalPremium: 100, iat: exp - 7200, exp })).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
      404,
      invalidLink,
    ],
    [
      "another kind's token (a quoteId)",
      async () => {
        const quoteTokens = await prepareQuoteTokens(t.app.env.QUOTE_SIGNING_SECRET);
        return quoteTokens.issue(
          { productCode: 'vector-borne', partnerId: seller.partner.id, tenant: 'mintpro', values: {}, totalPremium: 23600 },
          { issuedAt: new Date(), expiresAt: new Date(Date.now() + HOUR_MS) },
        );
      },
      404,
      invalidLink,
    ],
    [
      'for a product the brand does not sell',
      async () => signedWith(t.app.env.QUOTE_SIGNING_SECRET, { ...offer, productCode: 'no-such-product' }, HOUR_MS),
      404,
      invalidLink,
    ],
    ['not a token at all', async () => 'hello', 404, invalidLink],
  ])('a link %s is answered %i in the common shape', async (_case, makeToken, status, error) => {
    const response = await openPublic(await makeToken());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: error });
  });

  it('asks for the token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/quotes/public' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });
});
