import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProduct, mandateMessages, messages, tenants, type Mandate, type Proposal, type PublicMandate, type Quote } from '@portal/domain';
import { kycVerifications } from '../../db/schema/kyc-schema';
import { proposals } from '../../db/schema/sales-schema';
import { mandateLetters } from '../../db/schema/mandates-schema';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { postProposal, postQuote, samplesOf, withOwnUploads } from '../sales/sales-test-fixtures';
import { pdfTexts, systemCodesInPdf } from '../../test-pdf-text';

const commercial = ['fire', 'marine', 'workmen-compensation'] as const;
type Commercial = (typeof commercial)[number];

describe('fire, marine and workmen compensation: quotes, proposals and mandate letters', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  const sellerMobile = '9812300001';
  const sellerEmail = 'Seller.One@Example.com';
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { authorisedProducts: [...commercial], mobile: sellerMobile, email: sellerEmail });
  });
  afterAll(async () => t.close());

  const fieldsOf = (code: Commercial, form: 'quote' | 'proposal') => findProduct(code)!.sale![form].fields;

  /** A quote of the product from its samples, with the partner's own GST certificate and PAN card uploads. */
  async function quoteOf(code: Commercial, overrides: Record<string, string> = {}) {
    const values = await withOwnUploads(t.app, seller.cookie, fieldsOf(code, 'quote'), { ...samplesOf(code).quote, ...overrides });
    return postQuote(t.app, seller.cookie, code, values);
  }

  async function proposalOf(code: Commercial, overrides: Record<string, string> = {}) {
    const quote = (await quoteOf(code)).json<Quote>();
    return postProposal(t.app, seller.cookie, code, { quoteId: quote.quoteId, ...samplesOf(code).proposal, ...overrides });
  }

  async function reviewedProposal(code: Commercial): Promise<Proposal> {
    const response = await proposalOf(code);
    expect(response.statusCode, response.body).toBe(201);
    const proposal = response.json<Proposal>();
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/products/${code}/checkout`,
      headers: { cookie: seller.cookie },
      payload: { referenceId: proposal.referenceId },
    });
    expect(review.statusCode, review.body).toBe(200);
    return proposal;
  }

  const ensureMandate = (code: string, referenceId: string, cookie = seller.cookie) =>
    t.app.inject({ method: 'POST', url: `/api/products/${code}/proposals/${referenceId}/mandate`, headers: { cookie } });

  const tokenOf = (mandate: Mandate) => new URL(mandate.link, 'http://x').searchParams.get('token')!;
  /** The letter a link names: a mandate link token is a JWS whose payload (readable, not secret) holds the letter's id. */
  const letterIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).letterId;

  const openLink = (code: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/redirection-flows/public/product/${code}?token=${encodeURIComponent(token)}` });

  const sign = (code: string, token: string, fullName = 'Asha Patil', consent = true) =>
    t.app.inject({ method: 'POST', url: `/api/redirection-flows/public/product/${code}/mandate`, payload: { token, fullName, consent } });

  const requestLink = (code: string, referenceId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${code}/payments/link`,
      headers: { cookie: seller.cookie, 'idempotency-key': `key-${referenceId}` },
      payload: { referenceId },
    });

  describe('quotes', () => {
    it.each([
      ['fire', 'KAVACH_GENERAL', 120000],
      ['fire', 'NIRBHAY_GENERAL', 132000],
      ['marine', 'KAVACH_GENERAL', 75000],
      ['marine', 'NIRBHAY_GENERAL', 82500],
      ['workmen-compensation', 'KAVACH_GENERAL', 90000],
      ['workmen-compensation', 'NIRBHAY_GENERAL', 99000],
    ] as const)('%s with %s costs %i paise', async (code, insurer, total) => {
      const response = await quoteOf(code, { insurer });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Quote>().premium.totalPremium).toBe(total);
    });

    it.each([
      ['fire', 'businessName', '', messages.enterBusinessName],
      ['marine', 'insurer', '', messages.selectInsurer],
      ['workmen-compensation', 'businessName', 'Build-Well', 'Business name should contain letters and spaces only'],
    ] as const)('refuses a %s quote whose %s is "%s"', async (code, field, value, message) => {
      const response = await quoteOf(code, { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: message });
    });

    it.each(commercial)('%s: the GST certificate and PAN card must be the partner’s own uploads', async (code) => {
      const response = await postQuote(t.app, seller.cookie, code, samplesOf(code).quote);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ gstCertificate: messages.gstCertificate, panCard: messages.panCard });
    });
  });

  describe("the partner's own contact details", () => {
    it.each([
      ['marine', { mobile: sellerMobile }, { mobile: messages.ownMobile }],
      ['marine', { email: 'seller.one@example.com' }, { email: messages.ownEmail }],
      ['workmen-compensation', { mobile: sellerMobile, email: sellerEmail.toUpperCase() }, { mobile: messages.ownMobile, email: messages.ownEmail }],
    ] as const)('%s refuses %o', async (code, overrides, fields) => {
      const response = await proposalOf(code, overrides);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields });
    });

    it('fire accepts them (the spec refuses them on marine and workmen only)', async () => {
      const response = await proposalOf('fire', { mobile: sellerMobile, email: sellerEmail });
      expect(response.statusCode, response.body).toBe(201);
    });

    it.each(['marine', 'workmen-compensation'] as const)('%s accepts the customer’s own details', async (code) => {
      const response = await proposalOf(code);
      expect(response.statusCode, response.body).toBe(201);
    });
  });

  describe('mandate letters', () => {
    it.each(commercial)('%s: the customer signs by the link, once, and payment waits for it', async (code) => {
      const proposal = await reviewedProposal(code);

      const refused = await requestLink(code, proposal.referenceId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(mandateMessages.notSigned);

      const created = await ensureMandate(code, proposal.referenceId);
      expect(created.statusCode, created.body).toBe(200);
      const mandate = created.json<Mandate>();
      expect(mandate).toMatchObject({ referenceId: proposal.referenceId, productCode: code, status: 'PENDING', signedAt: null });
      expect(mandate.link).toMatch(new RegExp(`^/mandate/${code}\\?token=`));
      // Idempotent: the same letter and link on every call.
      expect((await ensureMandate(code, proposal.referenceId)).json<Mandate>().link).toBe(mandate.link);

      const token = tokenOf(mandate);
      const opened = await openLink(code, token);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.json<PublicMandate>()).toMatchObject({
        referenceId: proposal.referenceId,
        businessName: 'Patil Traders',
        customerName: 'Asha Patil',
        insurerName: 'Kavach General Insurance',
        amount: proposal.premium.totalPremium,
        status: 'PENDING',
      });

      const pdf = await t.app.inject({ method: 'GET', url: opened.json<PublicMandate>().letterUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(systemCodesInPdf(pdf.rawPayload)).toEqual([]);

      const signed = await sign(code, token, '  asha   PATIL ');
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json<PublicMandate>()).toMatchObject({ status: 'SIGNED', signerName: 'asha PATIL' });
      const [row] = await t.db
        .select()
        .from(mandateLetters)
        .where(eq(mandateLetters.id, letterIdOf(token)));
      expect(row?.signerIp).toBeTruthy();
      expect(row?.signedAt).toBeInstanceOf(Date);

      // Signing again changes nothing: the first signature stands.
      const again = await sign(code, token, 'Ms Asha Patil');
      expect(again.json<PublicMandate>()).toMatchObject({ status: 'SIGNED', signerName: 'asha PATIL', signedAt: signed.json<PublicMandate>().signedAt });
      expect((await ensureMandate(code, proposal.referenceId)).json<Mandate>().status).toBe('SIGNED');

      // The mandate gate is passed; with KYC passed too, the payment link is made.
      const stillRefused = await requestLink(code, proposal.referenceId);
      expect(stillRefused.json().error?.message).not.toBe(mandateMessages.notSigned);
      const [proposalRow] = await t.db.select().from(proposals).where(eq(proposals.referenceId, proposal.referenceId));
      await t.db.insert(kycVerifications).values({
        proposalId: proposalRow!.id,
        insurerCode: 'KAVACH_GENERAL',
        provider: 'test',
        providerReference: `test-${proposal.referenceId}`,
        redirectUrl: '/',
        status: 'VERIFIED',
        verifiedDob: String(proposalRow!.values.dob),
      });
      const paid = await requestLink(code, proposal.referenceId);
      expect(paid.statusCode, paid.body).toBe(200);
    });

    it("is headed by the brand of the proposal's tenant, not the product's seller (decision 0175)", async () => {
      const mintFinance = await signInPartner(t.db, { tenant: 'mintfin', authorisedProducts: ['fire'] });
      const values = await withOwnUploads(t.app, mintFinance.cookie, fieldsOf('fire', 'quote'), samplesOf('fire').quote);
      const quote = (await postQuote(t.app, mintFinance.cookie, 'fire', values)).json<Quote>();
      const proposed = await postProposal(t.app, mintFinance.cookie, 'fire', { quoteId: quote.quoteId, ...samplesOf('fire').proposal });
      expect(proposed.statusCode, proposed.body).toBe(201);
      const { referenceId } = proposed.json<Proposal>();
      const review = await t.app.inject({
        method: 'POST',
        url: '/api/products/fire/checkout',
        headers: { cookie: mintFinance.cookie },
        payload: { referenceId },
      });
      expect(review.statusCode, review.body).toBe(200);
      const mandate = (await ensureMandate('fire', referenceId, mintFinance.cookie)).json<Mandate>();
      const opened = (await openLink('fire', tokenOf(mandate))).json<PublicMandate>();
      expect(opened.brandName).toBe(tenants.mintfin.name);
      // The letter authorises the tenant the customer saw, in its words and its PDF (decision 0241).
      expect(opened.brokerName).toBe(tenants.mintfin.name);
      const letter = pdfTexts((await t.app.inject({ method: 'GET', url: opened.letterUrl })).rawPayload)
        .map((piece) => piece.text)
        .join(' ');
      expect(letter).toContain(`authorise ${tenants.mintfin.name}`);
      expect(letter).not.toContain(tenants.mintpro.name);
      expect(
        (await openLink('fire', tokenOf((await ensureMandate('fire', (await reviewedProposal('fire')).referenceId)).json<Mandate>()))).json<PublicMandate>()
          .brandName,
      ).toBe(tenants.mintpro.name);
    });

    it.each([
      ['someone else’s name', 'Rahul Patil', true, { fullName: mandateMessages.fullName }],
      ['an empty name', '   ', true, { fullName: mandateMessages.fullName }],
      ['no consent', 'Asha Patil', false, { consent: mandateMessages.consent }],
    ])('refuses to sign with %s', async (_case, fullName, consent, fields) => {
      const proposal = await reviewedProposal('fire');
      const token = tokenOf((await ensureMandate('fire', proposal.referenceId)).json<Mandate>());
      const response = await sign('fire', token, fullName, consent);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
      expect((await openLink('fire', token)).json<PublicMandate>().status).toBe('PENDING');
    });

    it('refuses a changed, foreign or other product’s token as not valid', async () => {
      const proposal = await reviewedProposal('marine');
      const token = tokenOf((await ensureMandate('marine', proposal.referenceId)).json<Mandate>());
      const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const [code, candidate] of [
        ['marine', changed],
        ['marine', 'not-a-token'],
        ['fire', token],
      ] as const) {
        const response = await openLink(code, candidate);
        expect(response.statusCode, candidate).toBe(400);
        expect(response.json().error.fields).toEqual({ token: mandateMessages.invalidLink });
        expect((await sign(code, candidate)).statusCode).toBe(400);
      }
    });

    it('refuses an expired link, and renewing it retires the old one', async () => {
      const proposal = await reviewedProposal('workmen-compensation');
      const first = (await ensureMandate('workmen-compensation', proposal.referenceId)).json<Mandate>();
      // The letter's link lapsed a minute ago.
      const lapsed = new Date(Date.now() - 60_000);
      await t.db
        .update(mandateLetters)
        .set({ linkExpiresAt: lapsed })
        .where(eq(mandateLetters.id, letterIdOf(tokenOf(first))));
      const stale = (
        await t.app.inject({
          method: 'GET',
          url: `/api/products/workmen-compensation/proposals/${proposal.referenceId}/mandate`,
          headers: { cookie: seller.cookie },
        })
      ).json<Mandate>();
      const expired = await openLink('workmen-compensation', tokenOf(stale));
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error.fields).toEqual({ token: mandateMessages.expiredLink });
      expect((await sign('workmen-compensation', tokenOf(stale))).json().error.fields).toEqual({ token: mandateMessages.expiredLink });

      const renewed = (await ensureMandate('workmen-compensation', proposal.referenceId)).json<Mandate>();
      expect(new Date(renewed.linkExpiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
      expect((await openLink('workmen-compensation', tokenOf(renewed))).statusCode).toBe(200);
      expect(tokenOf(renewed)).not.toBe(tokenOf(stale));
      expect((await openLink('workmen-compensation', tokenOf(stale))).json().error.fields).toEqual({ token: mandateMessages.expiredLink });
    });

    it('has no mandate for a product that needs none, nor for another partner’s proposal', async () => {
      const fireProposal = await reviewedProposal('fire');
      const other = await signInPartner(t.db, { authorisedProducts: [...commercial] });
      expect((await ensureMandate('fire', fireProposal.referenceId, other.cookie)).statusCode).toBe(404);
      expect((await ensureMandate('vector-borne', fireProposal.referenceId)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/api/products/fire/proposals/${fireProposal.referenceId}/mandate` })).statusCode).toBe(401);
    });
  });
});
