import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrSheetRequestSchema, tenantBrandColours, type QrActivation, type QrOtpSent, type QrPolicyOtpSent } from '@portal/domain';
import { outbox } from '../../providers/outbox-schema';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { createSheetCodes } from './qr-codes-service';

/** The customer alone (decision 0153) activates, gets the document and the SMS, and sees it again after an OTP. */
describe('sachet cover: the customer’s policy after activation', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { tenant: 'mintpro' });
  });
  afterAll(async () => t.close());

  let seq = 40;
  const nextCustomer = () => {
    seq += 1;
    return { mobile: `99999000${seq}`, email: `sachet${seq}@example.com`, ip: `10.18.0.${seq}` };
  };
  const post = (url: string, payload: object, options: { ip?: string; cookie?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/qr-codes/public/${url}`,
      payload,
      remoteAddress: options.ip ?? '10.18.1.1',
      ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/qr-codes/public/${url}`, ...(cookie ? { headers: { cookie } } : {}) });
  const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']).split(';')[0]!;

  async function activated(partner = seller.partner) {
    const [code] = (await createSheetCodes({ db: t.db, env: t.app.env }, partner, qrSheetRequestSchema.parse({ count: 1, sumInsured: 300000 }))).codes;
    const customer = nextCustomer();
    const sent = await post('otp', { code: code!.token, mobile: customer.mobile, email: customer.email }, { ip: customer.ip });
    expect(sent.statusCode, sent.body).toBe(200);
    // Only what the card carries (the QR and its activation code) and the customer's own mobile and email: no external id.
    const response = await post(
      'activate',
      {
        code: code!.token,
        mobile: customer.mobile,
        email: customer.email,
        challengeId: sent.json<QrOtpSent>().challengeId,
        otp: '1234',
        activationCode: code!.activationCode,
      },
      { ip: customer.ip },
    );
    expect(response.statusCode, response.body).toBe(201);
    return { code: code!, customer, response, policy: response.json<QrActivation>() };
  }

  it('answers the policy with its document, downloadable at once in the customer’s session, and sends an SMS with a link', async () => {
    const { customer, response, policy } = await activated();
    expect(policy).toMatchObject({
      productName: 'Sachet Term',
      sumInsured: 300000,
      documentUrl: '/api/qr-codes/public/policy.pdf',
      mobileEnding: customer.mobile.slice(-4),
    });
    const cookie = cookieOf(response);
    const pdf = await get('policy.pdf', cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('policy.pdf')).statusCode).toBe(401);
    const [sms] = await t.db.select().from(outbox).where(eq(outbox.recipient, customer.mobile)).orderBy(desc(outbox.id)).limit(1);
    const text = String(sms?.payload.text);
    expect(text).toContain(policy.policyNumber);
    expect(text).toMatch(/\/sachet\/policy\?link=/);
  });

  it('later, from the card or the SMS link, an OTP to the activating mobile shows the policy again; a wrong OTP shows nothing', async () => {
    const { code, customer, policy } = await activated();
    const sent = await post('policy/otp', { code: code.token });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<QrPolicyOtpSent>().mobileEnding).toBe(customer.mobile.slice(-4));
    const { challengeId } = sent.json<QrPolicyOtpSent>();
    const wrong = await post('policy/verify', { code: code.token, challengeId, otp: '9999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const right = await post('policy/verify', { code: code.token, challengeId, otp: '1234' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<QrActivation>().policyNumber).toBe(policy.policyNumber);
    expect((await get('policy', cookieOf(right))).json<QrActivation>().policyNumber).toBe(policy.policyNumber);
    // The SMS's link works the same way.
    const messages = await t.db.select().from(outbox).where(eq(outbox.recipient, customer.mobile)).orderBy(desc(outbox.id)).limit(10);
    const withLink = messages.map((m) => String(m.payload.text)).find((text) => text.includes('/sachet/policy?link='));
    const link = decodeURIComponent(withLink!.split('link=')[1]!);
    const byLink = await post('policy/otp', { link }, { ip: '10.18.2.2' });
    expect(byLink.statusCode, byLink.body).toBe(200);
    const verified = await post('policy/verify', { link, challengeId: byLink.json<QrPolicyOtpSent>().challengeId, otp: '1234' }, { ip: '10.18.2.2' });
    expect(verified.json<QrActivation>().policyNumber).toBe(policy.policyNumber);
  });

  it('names the sheet’s tenant from the scan and from the SMS link before any OTP, nothing personal (decision 0240)', async () => {
    const mintFinance = await signInPartner(t.db, { tenant: 'mintfin' });
    const sheet = await createSheetCodes({ db: t.db, env: t.app.env }, mintFinance.partner, qrSheetRequestSchema.parse({ count: 1, sumInsured: 300000 }));
    const brand = { brandName: 'Mint Finance', brandColour: tenantBrandColours.mintfin };
    expect((await post('validate', { code: sheet.codes[0]!.token })).json()).toMatchObject({ tenantCode: 'mintfin', ...brand });
    const { code, customer } = await activated(mintFinance.partner);
    expect((await post('policy/brand', { code: code.token })).json()).toEqual(brand);
    const messages = await t.db.select().from(outbox).where(eq(outbox.recipient, customer.mobile)).orderBy(desc(outbox.id)).limit(10);
    const link = decodeURIComponent(
      messages
        .map((m) => String(m.payload.text))
        .find((text) => text.includes('link='))!
        .split('link=')[1]!,
    );
    expect((await post('policy/brand', { link })).json()).toEqual(brand);
    expect((await post('policy/brand', { link: 'forged.link.value' })).statusCode).toBe(404);
  });

  it('a code not yet activated, a forged link or a missing one are refused (409, 404, 400)', async () => {
    const [fresh] = (await createSheetCodes({ db: t.db, env: t.app.env }, seller.partner, qrSheetRequestSchema.parse({ count: 1, sumInsured: 300000 }))).codes;
    expect((await post('policy/otp', { code: fresh!.token })).statusCode).toBe(409);
    expect((await post('policy/otp', { link: 'forged.link.value' })).statusCode).toBe(404);
    expect((await post('policy/otp', {})).statusCode).toBe(400);
  });
});
