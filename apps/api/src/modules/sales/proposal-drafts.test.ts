import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Proposal, Quote } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { mandateLetters } from '../../db/schema/mandates-schema';
import { payments } from '../../db/schema/payments-schema';
import { proposals } from '../../db/schema/sales-schema';
import { createReviewedProposal, createSampleProposal, postProposal, postQuote, samplesOf } from './sales-test-fixtures';

/** PUT /proposals/:referenceId with the customer's consent ticked, unless the payload says otherwise. */
function putProposal(
  t: TestApp,
  cookie: string,
  productCode: string,
  referenceId: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/products/${productCode}/proposals/${referenceId}`,
    headers: { cookie, ...headers },
    payload: { customerConsent: true, ...payload },
  });
}

function getProposal(t: TestApp, cookie: string, productCode: string, referenceId: string) {
  return t.app.inject({ method: 'GET', url: `/api/products/${productCode}/proposals/${referenceId}`, headers: { cookie } });
}

describe('a proposal is a server-side draft: reopened, updated, re-priced, never duplicated', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  const proposalCount = async (partnerId: string) => (await t.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.partnerId, partnerId))).length;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { authorisedProducts: ['shop'] });
  });
  afterAll(async () => t.close());

  it('reopens with every answer given: the proposal fields, the quote it was priced on and its quoteId', async () => {
    const { quote, proposal } = await createSampleProposal(t.app, seller.cookie, 'vector-borne');
    const reopened = await getProposal(t, seller.cookie, 'vector-borne', proposal.referenceId);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<Proposal>()).toMatchObject({
      quoteId: quote.quoteId,
      quoteValues: samplesOf('vector-borne').quote,
      values: samplesOf('vector-borne').proposal,
      status: 'DRAFT',
    });
  });

  it('saving changed answers updates the same proposal, keeps its price, and puts a reviewed one back to draft', async () => {
    const before = await proposalCount(seller.partner.id);
    const reviewed = await createReviewedProposal(t.app, seller.cookie, 'vector-borne');
    expect((await getProposal(t, seller.cookie, 'vector-borne', reviewed.referenceId)).json<Proposal>().status).toBe('PAYMENT_PENDING');
    const changed = { ...samplesOf('vector-borne').proposal, firstName: 'Sunita', email: 'sunita@example.com' };
    const response = await putProposal(t, seller.cookie, 'vector-borne', reviewed.referenceId, { quoteId: reviewed.quoteId, ...changed });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Proposal>()).toMatchObject({ referenceId: reviewed.referenceId, values: changed, status: 'DRAFT', premium: reviewed.premium });
    expect((await getProposal(t, seller.cookie, 'vector-borne', reviewed.referenceId)).json<Proposal>().values).toEqual(changed);
    expect(await proposalCount(seller.partner.id)).toBe(before + 1);
  });

  it('a new quote with a changed priced answer re-prices the same proposal; review then shows only the new premium', async () => {
    const { quote, proposal } = await createSampleProposal(t.app, seller.cookie, 'shop');
    const requoted = (
      await postQuote(t.app, seller.cookie, 'shop', { ...samplesOf('shop').quote, contentSumInsured: '500000', pinCode: '400001' })
    ).json<Quote>();
    expect(requoted.premium.totalPremium).not.toBe(quote.premium.totalPremium);

    // The shop's pin code is the quote's (decision 0064): the proposal must follow the new quote.
    const stale = await putProposal(t, seller.cookie, 'shop', proposal.referenceId, { quoteId: requoted.quoteId, ...samplesOf('shop').proposal });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.fields).toEqual({ shopPinCode: 'Must be the same as on the quote: change it on the quote' });

    const values = { ...samplesOf('shop').proposal, shopPinCode: '400001', shopCity: 'Mumbai', shopState: 'Maharashtra' };
    const response = await putProposal(t, seller.cookie, 'shop', proposal.referenceId, { quoteId: requoted.quoteId, ...values });
    expect(response.statusCode, response.body).toBe(200);
    const repriced = (await getProposal(t, seller.cookie, 'shop', proposal.referenceId)).json<Proposal>();
    expect(repriced).toMatchObject({
      referenceId: proposal.referenceId,
      quoteId: requoted.quoteId,
      premium: requoted.premium,
      quoteValues: requoted.values,
      values,
    });
    const rows = await t.db.select().from(proposals).where(eq(proposals.referenceId, proposal.referenceId));
    expect(rows.map((row) => row.totalPremium)).toEqual([requoted.premium.totalPremium]);
  });

  it('refuses a quote already made into another of the partner’s proposals', async () => {
    const first = await createSampleProposal(t.app, seller.cookie, 'vector-borne');
    const second = await createSampleProposal(t.app, seller.cookie, 'vector-borne');
    const response = await putProposal(t, seller.cookie, 'vector-borne', second.proposal.referenceId, {
      quoteId: first.quote.quoteId,
      ...samplesOf('vector-borne').proposal,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ quoteId: 'This quote was already used for another proposal. Get a new quote to change the plan.' });
  });

  it('the same quote submitted again (a form sent twice) updates the proposal it made instead of adding one', async () => {
    const quote = (await postQuote(t.app, seller.cookie, 'vector-borne')).json<Quote>();
    const before = await proposalCount(seller.partner.id);
    const first = await postProposal(t.app, seller.cookie, 'vector-borne', { quoteId: quote.quoteId, ...samplesOf('vector-borne').proposal });
    expect(first.statusCode).toBe(201);
    const again = await postProposal(t.app, seller.cookie, 'vector-borne', {
      quoteId: quote.quoteId,
      ...samplesOf('vector-borne').proposal,
      lastName: 'Kulkarni',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Proposal>()).toMatchObject({ referenceId: first.json<Proposal>().referenceId, values: { lastName: 'Kulkarni' } });
    expect(await proposalCount(seller.partner.id)).toBe(before + 1);
  });

  it('a double tap (two submissions racing) makes one proposal', async () => {
    const quote = (await postQuote(t.app, seller.cookie, 'vector-borne')).json<Quote>();
    const before = await proposalCount(seller.partner.id);
    const payload = { quoteId: quote.quoteId, ...samplesOf('vector-borne').proposal };
    const answers = await Promise.all([1, 2, 3].map(() => postProposal(t.app, seller.cookie, 'vector-borne', payload)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<Proposal>().referenceId)).size).toBe(1);
    expect(await proposalCount(seller.partner.id)).toBe(before + 1);
  });

  it('a paid proposal cannot be changed: 409 in the common shape, in words a partner understands', async () => {
    const { quote, proposal } = await createSampleProposal(t.app, seller.cookie, 'vector-borne');
    await t.db.update(proposals).set({ status: 'PAID' }).where(eq(proposals.referenceId, proposal.referenceId));
    const message = 'This proposal is paid, so its details can no longer be changed. Start a new quote to sell again.';
    const put = await putProposal(t, seller.cookie, 'vector-borne', proposal.referenceId, {
      quoteId: quote.quoteId,
      ...samplesOf('vector-borne').proposal,
      firstName: 'Other',
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({ error: { code: 'CONFLICT', message } });
    const postedAgain = await postProposal(t.app, seller.cookie, 'vector-borne', { quoteId: quote.quoteId, ...samplesOf('vector-borne').proposal });
    expect(postedAgain.statusCode).toBe(409);
    expect(postedAgain.json().error.message).toBe(message);
    expect((await getProposal(t, seller.cookie, 'vector-borne', proposal.referenceId)).json<Proposal>().values.firstName).toBe(
      samplesOf('vector-borne').proposal.firstName,
    );
  });

  it('a proposal whose payment link the customer may still pay is changed, and the link is cancelled (decision 0121)', async () => {
    const reviewed = await createReviewedProposal(t.app, seller.cookie, 'vector-borne');
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/payments/link',
      headers: { cookie: seller.cookie, 'idempotency-key': `drafts-${reviewed.referenceId}` },
      payload: { referenceId: reviewed.referenceId },
    });
    expect(link.statusCode, link.body).toBe(200);
    const response = await putProposal(t, seller.cookie, 'vector-borne', reviewed.referenceId, {
      quoteId: reviewed.quoteId,
      ...samplesOf('vector-borne').proposal,
      firstName: 'Sunita',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.gatewayOrderId, link.json<{ orderId: string }>().orderId));
    expect(payment?.status).toBe('CANCELLED');
  });

  it('a proposal whose mandate letter the customer signed cannot be changed (409): the letter names the customer and the premium', async () => {
    const { quote, proposal } = await createSampleProposal(t.app, seller.cookie, 'vector-borne');
    const [row] = await t.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.referenceId, proposal.referenceId));
    const now = new Date();
    await t.db
      .insert(mandateLetters)
      .values({ proposalId: row!.id, linkExpiresAt: new Date(now.getTime() + 86_400_000), signedAt: now, signerName: 'Asha Patil' });
    const response = await putProposal(t, seller.cookie, 'vector-borne', proposal.referenceId, {
      quoteId: quote.quoteId,
      ...samplesOf('vector-borne').proposal,
      firstName: 'Other',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message: 'The customer has signed the mandate letter for these details, so they can no longer be changed. Start a new quote to change them.',
    });
  });

  it.each([
    { case: 'a bad answer', payload: (quoteId: string) => ({ quoteId, ...samplesOf('vector-borne').proposal, email: 'not-an-email' }), field: 'email' },
    {
      case: 'no consent',
      payload: (quoteId: string) => ({ quoteId, ...samplesOf('vector-borne').proposal, customerConsent: false }),
      field: 'customerConsent',
    },
    { case: 'no quote', payload: () => ({ ...samplesOf('vector-borne').proposal }), field: 'quoteId' },
    { case: 'a tampered quote', payload: (quoteId: string) => ({ quoteId: `${quoteId}x`, ...samplesOf('vector-borne').proposal }), field: 'quoteId' },
    {
      case: 'an answer of the wrong type',
      payload: (quoteId: string) => ({ quoteId, ...samplesOf('vector-borne').proposal, firstName: { nested: true } }),
      field: undefined,
    },
  ])('bad input ($case) answers 400 in the common shape and changes nothing', async ({ payload, field }) => {
    const { quote, proposal } = await createSampleProposal(t.app, seller.cookie, 'vector-borne');
    const response = await putProposal(t, seller.cookie, 'vector-borne', proposal.referenceId, payload(quote.quoteId));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    if (field) expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    expect((await getProposal(t, seller.cookie, 'vector-borne', proposal.referenceId)).json<Proposal>().values).toEqual(samplesOf('vector-borne').proposal);
  });

  it('another partner’s or another tenant’s proposal answers 404, and so does an unknown one, for reading and for changing', async () => {
    const { quote, proposal } = await createSampleProposal(t.app, seller.cookie, 'vector-borne');
    const other = await signInPartner(t.db);
    const otherTenant = await signInPartner(t.db, { tenant: 'mintfin' });
    for (const cookie of [other.cookie, otherTenant.cookie]) {
      expect((await getProposal(t, cookie, 'vector-borne', proposal.referenceId)).statusCode).toBe(404);
      // With a quote of his own, as a form of his would send it.
      const otherQuote = (await postQuote(t.app, cookie, 'vector-borne')).json<Quote>();
      const put = await putProposal(t, cookie, 'vector-borne', proposal.referenceId, {
        quoteId: otherQuote.quoteId,
        ...samplesOf('vector-borne').proposal,
        firstName: 'Other',
      });
      expect(put.statusCode).toBe(404);
      expect(put.json().error.code).toBe('NOT_FOUND');
    }
    expect(
      (await putProposal(t, seller.cookie, 'vector-borne', 'PRP20260101AAAAAA', { quoteId: quote.quoteId, ...samplesOf('vector-borne').proposal })).statusCode,
    ).toBe(404);
    // The tenant's admin sees the proposal, but a sale is changed only by the partner who made it.
    const admin = await signInPartner(t.db, { role: 'admin' });
    expect((await getProposal(t, admin.cookie, 'vector-borne', proposal.referenceId)).statusCode).toBe(200);
    expect(
      (
        await putProposal(t, admin.cookie, 'vector-borne', proposal.referenceId, {
          quoteId: quote.quoteId,
          ...samplesOf('vector-borne').proposal,
          firstName: 'Other',
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(proposals).where(eq(proposals.referenceId, proposal.referenceId));
    expect(row?.values).toEqual(samplesOf('vector-borne').proposal);
  });

  it('the view role cannot change a proposal, a session is needed, and a cross-site PUT is refused', async () => {
    const { quote, proposal } = await createSampleProposal(t.app, seller.cookie, 'vector-borne');
    const viewer = await signInPartner(t.db, { role: 'view' });
    const payload = { quoteId: quote.quoteId, ...samplesOf('vector-borne').proposal, firstName: 'Changed' };
    expect((await putProposal(t, viewer.cookie, 'vector-borne', proposal.referenceId, payload)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/products/vector-borne/proposals/${proposal.referenceId}`,
      payload: { customerConsent: true, ...payload },
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await putProposal(t, seller.cookie, 'vector-borne', proposal.referenceId, payload, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await getProposal(t, seller.cookie, 'vector-borne', proposal.referenceId)).json<Proposal>().values.firstName).toBe(
      samplesOf('vector-borne').proposal.firstName,
    );
  });
});
