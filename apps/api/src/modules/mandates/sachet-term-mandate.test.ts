import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandateMessages, SACHET_TERM_GOOD_HEALTH_DECLARATION, type Mandate, type PublicMandate } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { createReviewedProposal, samplesOf } from '../sales/sales-test-fixtures';
import { mandateLetters } from '../../db/schema/mandates-schema';

/** The sachet-term redirection flow (SPEC §7 /redirection-flows/public/product/sachet-term[/mandate]; decision 0092). */
describe('sachet term: the customer signs the term mandate, with the good-health declaration, before payment', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { tenant: 'mintpro' });
  });
  afterAll(async () => t.close());

  const customerName = `${String(samplesOf('sachet-term').proposal.firstName)} ${String(samplesOf('sachet-term').proposal.lastName)}`;
  const ensureMandate = (referenceId: string, cookie = seller.cookie) =>
    t.app.inject({ method: 'POST', url: `/api/products/sachet-term/proposals/${referenceId}/mandate`, headers: { cookie } });
  const tokenOf = (mandate: Mandate) => new URL(mandate.link, 'http://x').searchParams.get('token')!;
  const open = (token: string, code = 'sachet-term') =>
    t.app.inject({ method: 'GET', url: `/api/redirection-flows/public/product/${code}?token=${encodeURIComponent(token)}` });
  const sign = (token: string, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/redirection-flows/public/product/sachet-term/mandate',
      payload: { token, fullName: customerName, consent: true, declaration: true, ...body },
    });
  const requestPaymentLink = (referenceId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/sachet-term/payments/link',
      headers: { cookie: seller.cookie, 'idempotency-key': `key-${referenceId}` },
      payload: { referenceId },
    });

  async function sharedMandate() {
    const proposal = await createReviewedProposal(t.app, seller.cookie, 'sachet-term');
    const made = await ensureMandate(proposal.referenceId);
    expect(made.statusCode, made.body).toBe(200);
    return { proposal, mandate: made.json<Mandate>() };
  }

  it('the link shows the cover, the premium and the declaration; payment waits for the signature', async () => {
    const { proposal, mandate } = await sharedMandate();
    expect(mandate.link).toMatch(/^\/mandate\/sachet-term\?token=/);
    const opened = await open(tokenOf(mandate));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<PublicMandate>()).toMatchObject({
      referenceId: proposal.referenceId,
      productCode: 'sachet-term',
      businessName: '',
      customerName,
      declaration: SACHET_TERM_GOOD_HEALTH_DECLARATION,
      amount: proposal.premium.totalPremium,
      status: 'PENDING',
    });
    const gated = await requestPaymentLink(proposal.referenceId);
    expect(gated.statusCode).toBe(409);
    expect(gated.json().error.message).toBe(mandateMessages.notSigned);
  });

  it('refuses a signature without the declaration, the consent or the proposer’s name', async () => {
    const { mandate } = await sharedMandate();
    const refused = await sign(tokenOf(mandate), { declaration: false, consent: false, fullName: 'Someone Else' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      fullName: mandateMessages.fullName,
      consent: mandateMessages.consent,
      declaration: mandateMessages.declaration,
    });
    const missing = await sign(tokenOf(mandate), { declaration: undefined });
    expect(missing.json().error.fields).toEqual({ declaration: mandateMessages.declaration });
  });

  it('signs once: a replay answers the first signature unchanged, and payment then opens', async () => {
    const { proposal, mandate } = await sharedMandate();
    const signed = await sign(tokenOf(mandate));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<PublicMandate>()).toMatchObject({ status: 'SIGNED', signerName: customerName });
    const replay = await sign(tokenOf(mandate), { fullName: customerName.toUpperCase() });
    expect(replay.json<PublicMandate>()).toMatchObject({ status: 'SIGNED', signerName: customerName, signedAt: signed.json<PublicMandate>().signedAt });
    const letter = await t.app.inject({
      method: 'GET',
      url: `/api/redirection-flows/public/product/sachet-term/letter?token=${encodeURIComponent(tokenOf(mandate))}`,
    });
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect((await requestPaymentLink(proposal.referenceId)).statusCode).toBeLessThan(300);
  });

  it('refuses a bad token, another product’s path, and an expired link', async () => {
    const { mandate } = await sharedMandate();
    for (const bad of ['not-a-token', `${tokenOf(mandate)}x`]) {
      const response = await open(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ token: mandateMessages.invalidLink });
    }
    expect((await open(tokenOf(mandate), 'fire')).json().error.fields).toEqual({ token: mandateMessages.invalidLink });
    const letterId = JSON.parse(Buffer.from(tokenOf(mandate).split('.')[1]!, 'base64url').toString()).letterId as string;
    await t.db
      .update(mandateLetters)
      .set({ linkExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(mandateLetters.id, letterId));
    const stale = (
      await t.app.inject({ method: 'GET', url: `/api/products/sachet-term/proposals/${mandate.referenceId}/mandate`, headers: { cookie: seller.cookie } })
    ).json<Mandate>();
    expect((await open(tokenOf(stale))).json().error.fields).toEqual({ token: mandateMessages.expiredLink });
    expect((await sign(tokenOf(stale))).json().error.fields).toEqual({ token: mandateMessages.expiredLink });
  });

  it('another partner’s proposal has no mandate for them; no session is a 401; another site’s signature is refused', async () => {
    const { proposal, mandate } = await sharedMandate();
    const other = await signInPartner(t.db, { tenant: 'mintpro' });
    expect((await ensureMandate(proposal.referenceId, other.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/products/sachet-term/proposals/${proposal.referenceId}/mandate` })).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/redirection-flows/public/product/sachet-term/mandate',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { token: tokenOf(mandate), fullName: customerName, consent: true, declaration: true },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
