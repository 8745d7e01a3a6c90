import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, qrCodeMessages, qrSheetRequestSchema, type QrActivation, type QrCodeValidation, type QrOtpSent, type QrSheet } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { outbox } from '../../providers/outbox-schema';
import { payouts } from '../../db/schema/payouts-schema';
import { policies } from '../../db/schema/policies-schema';
import { proposals } from '../../db/schema/sales-schema';
import { qrCodes } from '../../db/schema/qr-codes-schema';
import { createSheetCodes, hashToken } from './qr-codes-service';
import { systemCodesInPdf } from '../../test-pdf-text';

describe('sachet term by QR code', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let otherTenant: Awaited<ReturnType<typeof signInPartner>>;
  let viewer: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { tenant: 'mintpro' });
    otherTenant = await signInPartner(t.db, { tenant: 'sahyadri' });
    viewer = await signInPartner(t.db, { tenant: 'mintpro', role: 'view' });
  });
  afterAll(async () => t.close());

  /** Codes the seller made, as the PDF prints them (the tokens exist only there). */
  const newCodes = (count = 1, sumInsured = 300000) =>
    createSheetCodes({ db: t.db, env: t.app.env }, seller.partner, qrSheetRequestSchema.parse({ count, sumInsured })).then((made) => made.codes);

  let customerSeq = 0;
  /** A sandbox test customer (99999000xx gets OTP 1234) from an address of its own. */
  const nextCustomer = () => {
    customerSeq += 1;
    return { mobile: `99999000${String(customerSeq).padStart(2, '0')}`, email: `customer${customerSeq}@example.com`, ip: `10.9.0.${customerSeq}` };
  };

  const post = (url: string, payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/qr-codes/public/${url}`, payload: payload as object, remoteAddress: ip });

  async function otpFor(code: string, customer: ReturnType<typeof nextCustomer>) {
    const response = await post('otp', { code, mobile: customer.mobile, email: customer.email }, customer.ip);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<QrOtpSent>().challengeId;
  }

  const activate = (
    code: { token: string; activationCode: string },
    customer: ReturnType<typeof nextCustomer>,
    challengeId: string,
    overrides: Record<string, string> = {},
  ) =>
    post(
      'activate',
      { code: code.token, mobile: customer.mobile, email: customer.email, challengeId, otp: '1234', activationCode: code.activationCode, ...overrides },
      customer.ip,
    );

  describe('the partner’s sheet', () => {
    it('answers a PDF of the codes', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/qr-codes/sheets',
        headers: { cookie: seller.cookie },
        payload: { count: 7, sumInsured: 500000 },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(systemCodesInPdf(response.rawPayload)).toEqual([]);
      const sheets = (await t.app.inject({ method: 'GET', url: '/api/qr-codes/sheets', headers: { cookie: seller.cookie } })).json<QrSheet[]>();
      expect(sheets[0]).toMatchObject({ count: 7, sumInsured: 500000, scanned: 0, activated: 0 });
    });

    it("takes the sheet page's plain HTML form, but not another site's", async () => {
      const form = { cookie: seller.cookie, 'content-type': 'application/x-www-form-urlencoded' };
      const own = await t.app.inject({
        method: 'POST',
        url: '/api/qr-codes/sheets',
        headers: { ...form, 'sec-fetch-site': 'same-origin' },
        payload: 'count=2&sumInsured=300000',
      });
      expect(own.statusCode, own.body).toBe(201);
      expect(own.headers['content-disposition']).toMatch(/^attachment; filename="sachet-term-qr-codes-/);
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/api/qr-codes/sheets',
        headers: { ...form, 'sec-fetch-site': 'cross-site' },
        payload: 'count=2&sumInsured=300000',
      });
      expect(foreign.statusCode).toBe(403);
    });

    it.each([
      [{ count: 0, sumInsured: 300000 }, { count: qrCodeMessages.count }],
      [{ count: 61, sumInsured: 300000 }, { count: qrCodeMessages.count }],
      [{ count: 'ten', sumInsured: 300000 }, { count: qrCodeMessages.count }],
      [{ count: 5, sumInsured: 123 }, { sumInsured: qrCodeMessages.sumInsured }],
    ])('refuses %o', async (payload, fields) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/qr-codes/sheets', headers: { cookie: seller.cookie }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    });

    it('is not offered to a white-label tenant that does not sell sachet term (404)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/qr-codes/sheets',
        headers: { cookie: otherTenant.cookie },
        payload: { count: 1, sumInsured: 300000 },
      });
      expect(response.statusCode).toBe(404);
    });

    it('a view-only partner cannot make one, nor can a cross-site request or no session', async () => {
      const payload = { count: 1, sumInsured: 300000 };
      expect((await t.app.inject({ method: 'POST', url: '/api/qr-codes/sheets', headers: { cookie: viewer.cookie }, payload })).statusCode).toBe(403);
      const crossSite = await t.app.inject({
        method: 'POST',
        url: '/api/qr-codes/sheets',
        headers: { cookie: seller.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload,
      });
      expect(crossSite.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/api/qr-codes/sheets', payload })).statusCode).toBe(401);
    });

    it("another partner does not see the seller's sheets", async () => {
      const other = await signInPartner(t.db, { tenant: 'mintpro' });
      const sheets = (await t.app.inject({ method: 'GET', url: '/api/qr-codes/sheets', headers: { cookie: other.cookie } })).json<QrSheet[]>();
      expect(sheets).toEqual([]);
    });
  });

  describe('the customer’s scan', () => {
    it('validates a code and counts its scans', async () => {
      const [code] = await newCodes(1, 700000);
      const validation = await post('validate', { code: code!.token });
      expect(validation.statusCode).toBe(200);
      expect(validation.json<QrCodeValidation>()).toMatchObject({
        productCode: 'sachet-term',
        sumInsured: 700000,
        totalPremium: 70000,
        activated: false,
        tenantCode: 'mintpro',
      });
      // The spec's spelling (trailing slash) and the documented one count alike.
      await post('scan-count/', { code: code!.token });
      const second = await post('scan-count', { code: code!.token });
      expect(second.json()).toEqual({ scanCount: 2 });
    });

    it.each([
      ['a malformed code', 'not-a-code', 400],
      ['an unknown code', 'A'.repeat(22), 404],
    ])('refuses %s', async (_label, code, status) => {
      for (const url of ['validate', 'scan-count/']) {
        const response = await post(url, { code });
        expect(response.statusCode).toBe(status);
        expect(response.json().error.message).toBe(qrCodeMessages.invalid);
      }
    });
  });

  describe('activation', () => {
    it('issues the sachet term policy once, with a 4-digit OTP', async () => {
      const [code] = await newCodes(1, 300000);
      const customer = nextCustomer();
      const latecomer = nextCustomer();
      const challengeId = await otpFor(code!.token, customer);
      const latecomersChallenge = await otpFor(code!.token, latecomer);
      const response = await activate(code!, customer, challengeId);
      expect(response.statusCode, response.body).toBe(201);
      const activation = response.json<QrActivation>();
      expect(activation).toMatchObject({ productName: 'Sachet Term', sumInsured: 300000 });
      expect(activation.policyNumber).toMatch(/^POL\/SACHET-TERM\/\d{4}\/\d{6}$/);
      const [row] = await t.db
        .select()
        .from(proposals)
        .innerJoin(policies, eq(policies.proposalId, proposals.id))
        .where(eq(policies.policyNumber, activation.policyNumber));
      expect(row!.proposals).toMatchObject({ partnerId: seller.partner.id, productCode: 'sachet-term', status: 'PAID', totalPremium: 30000 });
      // Nothing the card does not carry is asked or kept (decision 0153).
      expect(row!.proposals.values).toEqual({ mobile: customer.mobile, email: customer.email });

      const again = await activate(code!, latecomer, latecomersChallenge);
      expect(again.statusCode).toBe(409);
      const noMoreOtp = await post('otp', { code: code!.token, mobile: latecomer.mobile, email: latecomer.email }, latecomer.ip);
      expect(noMoreOtp.statusCode).toBe(409);
      expect(again.json().error.message).toBe(qrCodeMessages.alreadyActivated);
      expect((await post('validate', { code: code!.token })).json<QrCodeValidation>().activated).toBe(true);
      const sheets = (await t.app.inject({ method: 'GET', url: '/api/qr-codes/sheets', headers: { cookie: seller.cookie } })).json<QrSheet[]>();
      expect(sheets, JSON.stringify(sheets)).toContainEqual(expect.objectContaining({ count: 1, activated: 1 }));
    });

    it.each([
      ['otp', '12345', messages.sachetOtp],
      ['otp', '12a4', messages.otpNumeric],
      ['activationCode', '', messages.activationCode],
      ['mobile', '12345', messages.mobile],
    ])('refuses a %s of "%s" with the spec message', async (field, value, message) => {
      const [code] = await newCodes();
      const customer = nextCustomer();
      const response = await activate(code!, customer, '00000000-0000-4000-8000-000000000000', { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: message });
    });

    it('a wrong activation code is refused without spending the OTP', async () => {
      const [code] = await newCodes();
      const customer = nextCustomer();
      const challengeId = await otpFor(code!.token, customer);
      const wrong = await activate(code!, customer, challengeId, { activationCode: 'ZZZZ-ZZZZ' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ activationCode: qrCodeMessages.wrongActivationCode });
      const typedLoosely = await activate(code!, customer, challengeId, { activationCode: code!.activationCode.toLowerCase() });
      expect(typedLoosely.statusCode, typedLoosely.body).toBe(201);
    });

    it('a wrong OTP is refused and counted', async () => {
      const [code] = await newCodes();
      const customer = nextCustomer();
      const challengeId = await otpFor(code!.token, customer);
      const response = await activate(code!, customer, challengeId, { otp: '9999' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.otp).toBe('Wrong OTP. 4 tries left');
    });

    it('20 parallel activations of one code give exactly one policy', async () => {
      const [code] = await newCodes();
      const customers = Array.from({ length: 20 }, nextCustomer);
      const challenges = await Promise.all(customers.map((customer) => otpFor(code!.token, customer)));
      const answers = await Promise.all(customers.map((customer, index) => activate(code!, customer, challenges[index]!)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const row = await codeRow(code!.token);
      const issued = await t.db
        .select()
        .from(proposals)
        .innerJoin(policies, eq(policies.proposalId, proposals.id))
        .where(eq(proposals.quoteId, `qr:${row!.id}`));
      expect(issued).toHaveLength(1);
      expect(row!.proposalId).toBe(issued[0]!.proposals.id);
      // The one activation that issued the policy told its customer, by SMS and email, once.
      const winner = customers[answers.findIndex((answer) => answer.statusCode === 201)]!;
      const sent = await t.db.select().from(outbox).where(eq(outbox.template, 'policy-issued'));
      expect(
        sent
          .filter((message) => [winner.mobile, winner.email].includes(message.recipient))
          .map((message) => message.channel)
          .sort(),
      ).toEqual(['EMAIL', 'SMS']);
      expect(sent.filter((message) => customers.some((c) => c !== winner && [c.mobile, c.email].includes(message.recipient)))).toEqual([]);
      expect(JSON.stringify(sent.find((message) => message.recipient === winner.mobile)!.payload)).toContain(issued[0]!.policies.membershipId);
      // The partner whose sheet it was earns the policy's payout with it, once (decision 0116).
      const earned = await t.db.select().from(payouts).where(eq(payouts.sourceId, issued[0]!.policies.id));
      expect(earned.map((payout) => [payout.kind, payout.partnerId, payout.reference])).toEqual([
        ['POLICY', seller.partner.id, issued[0]!.policies.policyNumber],
      ]);
    });
  });

  async function codeRow(token: string) {
    const [row] = await t.db
      .select()
      .from(qrCodes)
      .where(eq(qrCodes.tokenHash, hashToken(token)));
    return row;
  }
});
