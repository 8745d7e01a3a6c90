import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREDIT_REPORT_NOTICE,
  messageRefOfEnglish,
  REVOKE_MESSAGE,
  samplePersonalLoanSell,
  tenantBrandColours,
  type ClonedLead,
  type CreditCheck,
  type CreditReport,
  type CustomerCreditConsent,
  type PlOffers,
} from '@portal/domain';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { journey } from '../lending/lending-test-fixtures';
import { creditScoreMessages } from './credit-score-service';
import { otpMessages } from '../../lib/sessions/otp-service';
import { buildApp } from '../../app';
import { testEnv } from '../../env';
import { SandboxBureau } from '../../providers/bureau/sandbox-bureau';
import { outbox } from '../../providers/outbox-schema';
import { createProviders } from '../../providers/providers';
import { createTestApp, createTestDatabase, insertTenants, signInPartner, type TestApp } from '../../test-helper';
import { leads } from '../../db/schema/leads-schema';
import { consents } from '../../db/schema/lending-schema';
import { creditChecks } from '../../db/schema/credit-score-schema';
import { systemCodesInPdf } from '../../test-pdf-text';

const env = testEnv();
const HOST = 'portal.test';
let counter = 0;
/** A mobile of its own per check (OTP send limits count per mobile), ending 0009: the sandbox's score 820. */
type Inject = (options: {
  method: 'POST';
  url: string;
  payload: Record<string, unknown>;
}) => Promise<{ statusCode: number; body: string; json: () => unknown }>;
/** Withdrawal takes the customer's OTP (decision 0152): the OTP sent to the mobile, then the withdrawal with it. */
async function revokeByOtp(inject: Inject, lastOtp: (mobile: string) => Promise<string | undefined>, mobileNumber: string) {
  const sent = await inject({ method: 'POST', url: '/api/services/public/creditScore/revokeConsent/otp', payload: { mobileNumber } });
  expect(sent.statusCode, sent.body).toBe(200);
  const { challengeId } = sent.json() as { challengeId: string };
  return inject({
    method: 'POST',
    url: '/api/services/public/creditScore/revokeConsent',
    payload: { mobileNumber, challengeId, otp: String(await lastOtp(mobileNumber)) },
  });
}
const freshMobile = (ending = '0009') => `8${String(process.pid % 1000).padStart(3, '0')}${String(++counter % 100).padStart(2, '0')}${ending}`;

describe('credit score: consent by OTP before any bureau pull, report, PDF, lead, withdrawal', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let bureau: SandboxBureau;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let other: Awaited<ReturnType<typeof signInPartner>>;
  let otherTenant: Awaited<ReturnType<typeof signInPartner>>;
  let viewer: Awaited<ReturnType<typeof signInPartner>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    await insertTenants(db.db);
    bureau = new SandboxBureau();
    app = await buildApp({ env, db: db.db, providers: { ...createProviders(env, db.db), bureau } });
    await app.ready();
    seller = await signInPartner(db.db, { tenant: 'mintfin' });
    other = await signInPartner(db.db, { tenant: 'mintfin' });
    otherTenant = await signInPartner(db.db, { tenant: 'mintpro' });
    viewer = await signInPartner(db.db, { tenant: 'mintfin', role: 'view' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (cookie: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const get = (cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  const lastOtp = async (mobile: string) => {
    const [message] = await db.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
    return message?.payload.otp as string | undefined;
  };
  const customer = (mobile = freshMobile()) => ({ name: 'Asha Verma', mobile, pan: 'abcpv1234k' });
  const start = async (cookie = seller.cookie, body = customer()) => {
    const response = await post(cookie, '/api/products/credit-score/leads/initiate-credit-check', body);
    expect(response.statusCode, response.body).toBe(201);
    return { check: response.json<CreditCheck>(), mobile: body.mobile };
  };
  const consented = async (cookie = seller.cookie, body = customer()) => {
    const { check, mobile } = await start(cookie, body);
    const verified = await post(cookie, `/api/credit-checks/${check.checkId}/consent/verify`, { otp: await lastOtp(mobile) });
    expect(verified.statusCode, verified.body).toBe(200);
    return { check: verified.json<CreditCheck>(), mobile };
  };
  const pullsOf = (mobile: string) => bureau.pulls.filter((p) => p.mobile === mobile).length;

  it('starting a check sends the customer a consent OTP and asks no bureau', async () => {
    const { check, mobile } = await start();
    expect(check).toMatchObject({
      status: 'CONSENT_PENDING',
      consent: null,
      customerName: 'Asha Verma',
      mobileMasked: `XXXXXX${mobile.slice(-4)}`,
      leadId: null,
    });
    // The notice names the bureau and the data items in words; its version is for the ledger, never shown.
    expect(check.notice).toContain('TransUnion CIBIL');
    expect(check.notice).toContain('name, mobile number and PAN');
    expect(check.notice).not.toMatch(/credit-report|notice /);
    expect(await lastOtp(mobile)).toMatch(/^\d{6}$/);
    expect(pullsOf(mobile)).toBe(0);
  });

  it('no pull without consent: the report answers 409 and the bureau is never asked', async () => {
    const { check, mobile } = await start();
    const response = await get(seller.cookie, `/api/leads/fetchCreditScore?checkId=${check.checkId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: expect.stringContaining('has not given consent') } });
    expect((await get(seller.cookie, `/api/credit-checks/${check.checkId}/report.pdf`)).statusCode).toBe(409);
    expect(pullsOf(mobile)).toBe(0);
  });

  it('the partner’s page in Hindi shows the notice in Hindi, and the ledger keeps the Hindi words the customer heard (decision 0265)', async () => {
    const hindi = { 'accept-language': 'hi-IN' };
    const body = customer();
    const started = await post(seller.cookie, '/api/products/credit-score/leads/initiate-credit-check', body, hindi);
    expect(started.statusCode, started.body).toBe(201);
    const check = started.json<CreditCheck>();
    expect(check.notice).toMatch(/[\u0900-\u097F]/);
    expect(check.notice).toContain('TransUnion CIBIL');
    const read = await app.inject({ method: 'GET', url: `/api/credit-checks/${check.checkId}`, headers: { cookie: seller.cookie, ...hindi } });
    expect(read.json<CreditCheck>().notice).toBe(check.notice);
    // The same check read in English says the English notice.
    expect((await get(seller.cookie, `/api/credit-checks/${check.checkId}`)).json<CreditCheck>().notice).toContain('I agree that');
    const verified = await post(seller.cookie, `/api/credit-checks/${check.checkId}/consent/verify`, { otp: await lastOtp(body.mobile) }, hindi);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<CreditCheck>().consent?.noticeVersion).toMatch(/^credit-report\/[0-9a-f]{8}\/hi-IN$/);
    const [row] = await db.db.select().from(consents).where(eq(consents.customerMobile, body.mobile));
    expect(row).toMatchObject({ channel: 'SMS_OTP', noticeText: check.notice });
  });

  it('its answers are said in the request’s language: every message of the module is in the catalogue', async () => {
    for (const message of [...Object.values(creditScoreMessages), 'Send the OTP to the customer first', otpMessages.resendTooSoon]) {
      expect(messageRefOfEnglish(message), message).toBeDefined();
    }
    const { check } = await start();
    const response = await app.inject({
      method: 'GET',
      url: `/api/leads/fetchCreditScore?checkId=${check.checkId}`,
      headers: { cookie: seller.cookie, 'accept-language': 'mr-IN' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: mrIN.creditScoreErrors.consentMissing } });
  });

  it('a wrong OTP records no consent and pulls nothing; the right one records it (purpose, notice, channel, time) and pulls once', async () => {
    const { check, mobile } = await start();
    const otp = (await lastOtp(mobile))!;
    const wrong = await post(seller.cookie, `/api/credit-checks/${check.checkId}/consent/verify`, { otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(pullsOf(mobile)).toBe(0);
    const right = await post(seller.cookie, `/api/credit-checks/${check.checkId}/consent/verify`, { otp });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<CreditCheck>()).toMatchObject({
      status: 'REPORT_READY',
      consent: { purpose: CREDIT_REPORT_NOTICE.purpose, noticeVersion: expect.stringMatching(/^credit-report\/[0-9a-f]{8}$/), channel: 'SMS_OTP' },
    });
    const [row] = await db.db.select().from(consents).where(eq(consents.customerMobile, mobile));
    // The ledger keeps the notice's version and its words as shown.
    expect(row).toMatchObject({ purpose: 'credit-report', channel: 'SMS_OTP', withdrawnAt: null, noticeText: check.notice });
    expect(pullsOf(mobile)).toBe(1);
    // Reading the report again reads the kept one: no second pull.
    const report = await get(seller.cookie, `/api/leads/fetchCreditScore?checkId=${check.checkId}`);
    expect(report.statusCode).toBe(200);
    expect(pullsOf(mobile)).toBe(1);
    // The OTP is used once.
    expect((await post(seller.cookie, `/api/credit-checks/${check.checkId}/consent/verify`, { otp })).statusCode).toBe(409);
  });

  it('the report: score 300-900 with its band, accounts, enquiries and 24 months of payments; the same customer gets the same report', async () => {
    const body = customer(freshMobile('0009'));
    const { check } = await consented(seller.cookie, body);
    const report = (await get(seller.cookie, `/api/leads/fetchCreditScore?checkId=${check.checkId}`)).json<CreditReport>();
    expect(report).toMatchObject({ score: 820, band: 'A', customerName: 'Asha Verma' });
    expect(report.paymentHistory).toHaveLength(24);
    expect(report.accounts.length).toBeGreaterThan(0);
    const again = (
      await get(seller.cookie, `/api/leads/fetchCreditScore?checkId=${(await consented(seller.cookie, body)).check.checkId}`)
    ).json<CreditReport>();
    expect({ ...again, checkId: '', bureauReference: '', generatedAt: '' }).toEqual({ ...report, checkId: '', bureauReference: '', generatedAt: '' });
    const low = (
      await get(seller.cookie, `/api/leads/fetchCreditScore?checkId=${(await consented(seller.cookie, customer(freshMobile('0008')))).check.checkId}`)
    ).json<CreditReport>();
    expect(low).toMatchObject({ score: 520, band: 'D' });
  });

  it('the report as a PDF', async () => {
    const { check } = await consented();
    const pdf = await get(seller.cookie, `/api/credit-checks/${check.checkId}/report.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(systemCodesInPdf(pdf.rawPayload)).toEqual([]);
  });

  it('revoking the consent (mobile in the body, with its OTP) withdraws it in one screen, erases the report and stops further pulls', async () => {
    const { check, mobile } = await consented();
    expect(pullsOf(mobile)).toBe(1);
    const revoked = await revokeByOtp((o) => app.inject(o), lastOtp, mobile);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ message: REVOKE_MESSAGE });
    const [row] = await db.db.select().from(consents).where(eq(consents.customerMobile, mobile));
    expect(row?.withdrawnAt).toBeInstanceOf(Date);
    const [kept] = await db.db.select().from(creditChecks).where(eq(creditChecks.id, check.checkId));
    expect(kept?.report).toBeNull();
    const after = await get(seller.cookie, `/api/leads/fetchCreditScore?checkId=${check.checkId}`);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ error: { message: expect.stringContaining('withdrawn') } });
    expect((await post(seller.cookie, '/api/clone-lead-from-credit-score', { checkId: check.checkId, amount: 200000 })).statusCode).toBe(409);
    expect(pullsOf(mobile)).toBe(1);
    expect((await get(seller.cookie, `/api/credit-checks/${check.checkId}`)).json<CreditCheck>().status).toBe('CONSENT_WITHDRAWN');
  });

  it('revoking answers the same for a mobile with no consent; a bad mobile is a 400; the mobile in the URL is not a route', async () => {
    const none = await revokeByOtp((o) => app.inject(o), lastOtp, '9123400000');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ message: REVOKE_MESSAGE });
    const bad = await app.inject({ method: 'POST', url: '/api/services/public/creditScore/revokeConsent/otp', payload: { mobileNumber: '12345' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { mobileNumber: 'Enter Valid Mobile Number' } } });
    expect((await app.inject({ method: 'POST', url: '/api/services/public/creditScore/revokeConsent/9123400000' })).statusCode).toBe(404);
  });

  it('a personal-loan lead made from the report, once, through the leads module', async () => {
    const { check, mobile } = await consented();
    const first = await post(seller.cookie, '/api/clone-lead-from-credit-score', { checkId: check.checkId, amount: 250000 });
    expect(first.statusCode, first.body).toBe(200);
    const cloned = first.json<ClonedLead>();
    expect(cloned).toMatchObject({ productCode: 'personal-loan', created: true });
    const again = (await post(seller.cookie, '/api/clone-lead-from-credit-score', { checkId: check.checkId, amount: 250000 })).json<ClonedLead>();
    expect(again).toEqual({ ...cloned, created: false });
    const [lead] = await db.db.select().from(leads).where(eq(leads.id, cloned.leadId));
    expect(lead).toMatchObject({
      productCode: 'personal-loan',
      partnerId: seller.partner.id,
      customerMobile: mobile,
      amount: 25000000,
      status: 'CREATED',
      panMasked: 'XXXXX1234K',
    });
    expect(lead?.details).toMatchObject({ source: 'credit-score', creditCheckId: check.checkId, creditScore: expect.any(Number) });
    const seen = await get(seller.cookie, `/api/leads/${cloned.leadId}`);
    expect(seen.statusCode).toBe(200);
  });

  it.each([
    ['another partner', () => other.cookie],
    ['another tenant', () => otherTenant.cookie],
  ])('%s gets 404 for the check, its report, PDF, OTP and lead', async (_who, cookieOf) => {
    const { check } = await consented();
    const cookie = cookieOf();
    expect((await get(cookie, `/api/credit-checks/${check.checkId}`)).statusCode).toBe(404);
    expect((await get(cookie, `/api/leads/fetchCreditScore?checkId=${check.checkId}`)).statusCode).toBe(404);
    expect((await get(cookie, `/api/credit-checks/${check.checkId}/report.pdf`)).statusCode).toBe(404);
    expect((await post(cookie, `/api/credit-checks/${check.checkId}/consent/verify`, { otp: '123456' })).statusCode).toBe(404);
    expect((await post(cookie, '/api/clone-lead-from-credit-score', { checkId: check.checkId, amount: 200000 })).statusCode).toBe(404);
  });

  it('a view-only partner reads but cannot start a check nor make a lead; a cross-site POST is refused; no session is a 401', async () => {
    expect((await post(viewer.cookie, '/api/products/credit-score/leads/initiate-credit-check', customer())).statusCode).toBe(403);
    const { check } = await consented();
    expect((await post(viewer.cookie, '/api/clone-lead-from-credit-score', { checkId: check.checkId, amount: 200000 })).statusCode).toBe(403);
    const crossSite = await post(seller.cookie, '/api/products/credit-score/leads/initiate-credit-check', customer(), {
      host: HOST,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    const revokeCrossSite = await app.inject({
      method: 'POST',
      url: '/api/services/public/creditScore/revokeConsent',
      headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { mobileNumber: '9123400000' },
    });
    expect(revokeCrossSite.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/leads/fetchCreditScore?checkId=${check.checkId}` })).statusCode).toBe(401);
  });

  it.each([
    ['an empty body', {}, ['name', 'mobile', 'pan']],
    ['a bad mobile', { name: 'Asha Verma', mobile: '12345', pan: 'ABCPV1234K' }, ['mobile']],
    ['a bad PAN', { name: 'Asha Verma', mobile: '9876500009', pan: 'ABC123' }, ['pan']],
    ['a name with digits', { name: 'Asha 99', mobile: '9876500009', pan: 'ABCPV1234K' }, ['name']],
  ])('bad input: %s answers 400 with the fields', async (_what, body, fields) => {
    const response = await post(seller.cookie, '/api/products/credit-score/leads/initiate-credit-check', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ error: { fields: Record<string, string> } }>().error.fields).sort()).toEqual(fields.sort());
  });

  it.each([
    ['a check id that is not a uuid', (id: string) => get(seller.cookie, `/api/leads/fetchCreditScore?checkId=${id.slice(0, 8)}`), 400],
    ['an unknown check id', () => get(seller.cookie, '/api/leads/fetchCreditScore?checkId=00000000-0000-4000-8000-000000000000'), 404],
    ['an OTP of letters', (id: string) => post(seller.cookie, `/api/credit-checks/${id}/consent/verify`, { otp: 'abcdef' }), 400],
    ['an amount too small', (id: string) => post(seller.cookie, '/api/clone-lead-from-credit-score', { checkId: id, amount: 50 }), 400],
    ['an amount that is text', (id: string) => post(seller.cookie, '/api/clone-lead-from-credit-score', { checkId: id, amount: 'lots' }), 400],
  ])('bad input: %s', async (_what, call, status) => {
    const { check } = await start();
    const response = await call(check.checkId);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});

describe('the customer’s own way: link, OTP as consent, a customer session scoped to the check', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { tenant: 'mintfin' });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload?: Record<string, unknown>, cookie?: string) =>
    t.app.inject({ method: 'POST', url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
  const lastOtp = async (mobile: string) => {
    const [message] = await t.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
    return String(message?.payload.otp);
  };
  /** A check started by the partner and its customer link's token (no OTP sent by the partner counts here). */
  async function shared(mobile = freshMobile()) {
    const check = (
      await post('/api/products/credit-score/leads/initiate-credit-check', { name: 'Ravi Kumar', mobile, pan: 'ABCPK4321L' }, seller.cookie)
    ).json<CreditCheck>();
    const linked = await post(`/api/credit-checks/${check.checkId}/customer-link`, undefined, seller.cookie);
    expect(linked.statusCode, linked.body).toBe(200);
    const token = new URL(linked.json<{ link: string }>().link, 'http://x').searchParams.get('token')!;
    return { check, token, mobile };
  }
  async function signIn(token: string, mobile: string) {
    const sent = await post('/api/credit-score/customer/otp', { token });
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await post('/api/credit-score/customer/verify', {
      token,
      challengeId: sent.json<{ challengeId: string }>().challengeId,
      otp: await lastOtp(mobile),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const cookie = String(verified.headers['set-cookie']).split(';')[0]!;
    return { cookie, check: verified.json<CreditCheck>() };
  }

  it('the link shows whose check and the notice; the OTP goes to the check’s mobile; the right one records the consent (LINK) and opens the report', async () => {
    const { token, mobile } = await shared();
    const landing = await post('/api/credit-score/customer/landing', { token });
    expect(landing.json()).toMatchObject({ customerName: 'Ravi Kumar', mobileMasked: `XXXXXX${mobile.slice(-4)}` });
    expect((await t.app.inject({ method: 'GET', url: '/api/credit-score/customer/report' })).statusCode).toBe(401);
    const { cookie, check } = await signIn(token, mobile);
    expect(check).toMatchObject({ status: 'REPORT_READY', consent: { channel: 'LINK', purpose: 'credit-report' } });
    const report = await t.app.inject({ method: 'GET', url: '/api/credit-score/customer/report', headers: { cookie } });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json<CreditReport>()).toMatchObject({ score: 820, customerName: 'Ravi Kumar' });
    const pdf = await t.app.inject({ method: 'GET', url: '/api/credit-score/customer/report.pdf', headers: { cookie } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('the link, the report and the consent name the check’s tenant (Mint Finance), never the default brand (decision 0240)', async () => {
    const mintFinance = { brandName: 'Mint Finance', brandColour: tenantBrandColours.mintfin };
    const { token, mobile } = await shared();
    expect((await post('/api/credit-score/customer/landing', { token })).json()).toMatchObject(mintFinance);
    const { cookie } = await signIn(token, mobile);
    expect((await t.app.inject({ method: 'GET', url: '/api/credit-score/customer/report', headers: { cookie } })).json()).toMatchObject(mintFinance);
    expect((await t.app.inject({ method: 'GET', url: '/api/credit-score/customer/consent', headers: { cookie } })).json()).toMatchObject(mintFinance);
  });

  it('a customer session is refused by partner routes, and sees only its own check', async () => {
    const first = await shared();
    const second = await shared();
    const { cookie } = await signIn(first.token, first.mobile);
    // Partner routes: 401 for a customer's cookie.
    expect((await t.app.inject({ method: 'GET', url: `/api/credit-checks/${first.check.checkId}`, headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/leads/fetchCreditScore?checkId=${second.check.checkId}`, headers: { cookie } })).statusCode).toBe(
      401,
    );
    // Its report is its own check's, never the second's.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/credit-score/customer/report', headers: { cookie } })).json<CreditReport>();
    expect(mine.checkId).toBe(first.check.checkId);
    // The partner's session is no customer's.
    expect((await t.app.inject({ method: 'GET', url: '/api/credit-score/customer/report', headers: { cookie: seller.cookie } })).statusCode).toBe(401);
  });

  it('a forged link is a 404, a wrong OTP pulls nothing, and withdrawal closes the customer’s report too', async () => {
    expect((await post('/api/credit-score/customer/otp', { token: 'forged.token.value' })).statusCode).toBe(404);
    expect((await post('/api/credit-score/customer/otp', {})).statusCode).toBe(400);
    const { token, mobile } = await shared();
    const sent = (await post('/api/credit-score/customer/otp', { token })).json<{ challengeId: string }>();
    const right = await lastOtp(mobile);
    const wrong = await post('/api/credit-score/customer/verify', { token, challengeId: sent.challengeId, otp: right === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const [row] = await t.db.select().from(creditChecks).where(eq(creditChecks.customerMobile, mobile));
    expect(row?.report).toBeNull();
    const { cookie } = await signIn(token, mobile);
    expect((await revokeByOtp((o) => t.app.inject(o), lastOtp, mobile)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/credit-score/customer/report', headers: { cookie } })).statusCode).toBe(409);
  });

  it('the signed-in customer withdraws in one step from their own page: the report is erased, the partner can no longer fetch it; again changes nothing', async () => {
    const { token, mobile, check } = await shared();
    const { cookie } = await signIn(token, mobile);
    const before = await t.app.inject({ method: 'GET', url: '/api/credit-score/customer/consent', headers: { cookie } });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<CustomerCreditConsent>()).toMatchObject({ mobileMasked: `XXXXXX${mobile.slice(-4)}`, withdrawnAt: null });
    expect(before.json<CustomerCreditConsent>().givenAt).not.toBeNull();
    // No session, a partner's session or another site: refused.
    expect((await post('/api/credit-score/customer/consent/withdraw')).statusCode).toBe(401);
    expect((await post('/api/credit-score/customer/consent/withdraw', undefined, seller.cookie)).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/credit-score/customer/consent/withdraw',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(foreign.statusCode).toBe(403);

    const withdrawn = await post('/api/credit-score/customer/consent/withdraw', undefined, cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const answer = withdrawn.json<CustomerCreditConsent>();
    expect(answer.withdrawnAt).not.toBeNull();
    const [row] = await t.db.select().from(creditChecks).where(eq(creditChecks.id, check.checkId));
    expect(row?.report).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/credit-score/customer/report', headers: { cookie } })).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/leads/fetchCreditScore?checkId=${check.checkId}`, headers: { cookie: seller.cookie } })).statusCode,
    ).toBe(409);
    const again = await post('/api/credit-score/customer/consent/withdraw', undefined, cookie);
    expect(again.json<CustomerCreditConsent>().withdrawnAt).toBe(answer.withdrawnAt);
  });
});

describe('PL offer: the customer proves the mobile, then sees the lenders’ open offers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });

  it('offers made to this mobile, valid and not chosen, best APR first, only after the right OTP; none for another mobile', async () => {
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const j = journey(t.app, t.db);
    const mobile = freshMobile();
    const application = await j.consented(seller.cookie, { ...samplePersonalLoanSell(new Date()), mobile });
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    expect(answer.offers.length).toBeGreaterThan(1);
    const sent = await post('/api/pl-offer/otp', { mobile });
    expect(sent.statusCode, sent.body).toBe(200);
    const { challengeId } = sent.json<{ challengeId: string }>();
    const otp = (await j.lastOtp(mobile))!;
    const wrong = await post('/api/pl-offer/offers', { mobile, challengeId, otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).not.toHaveProperty('offers');
    const right = await post('/api/pl-offer/offers', { mobile, challengeId, otp });
    expect(right.statusCode, right.body).toBe(200);
    const offers = right.json<PlOffers>().offers;
    // The offers are one tenant's partner's application: the page names that tenant (decision 0240).
    expect(right.json<PlOffers>()).toMatchObject({ brandName: 'Mint Finance', brandColour: tenantBrandColours.mintfin });
    expect(offers.map((o) => o.offerId).sort()).toEqual(answer.offers.map((o) => o.offerId).sort());
    expect(offers.map((o) => o.aprPercent)).toEqual([...offers.map((o) => o.aprPercent)].sort((a, b) => a - b));
    // A chosen offer leaves the list.
    expect((await j.choose(seller.cookie, application.aggregatorId, offers[0]!.offerId)).statusCode).toBe(200);
    const again = (await post('/api/pl-offer/otp', { mobile })).json<{ challengeId: string }>();
    const after = await post('/api/pl-offer/offers', { mobile, challengeId: again.challengeId, otp: (await j.lastOtp(mobile))! });
    expect(after.json<PlOffers>().offers.map((o) => o.offerId)).toEqual(offers.slice(1).map((o) => o.offerId));
    // The OTP is used once: the same one again shows nothing.
    expect((await post('/api/pl-offer/offers', { mobile, challengeId: again.challengeId, otp: (await j.lastOtp(mobile))! })).statusCode).toBe(400);
    // Another mobile with no application sees none.
    const stranger = freshMobile();
    const strangerSent = (await post('/api/pl-offer/otp', { mobile: stranger })).json<{ challengeId: string }>();
    const none = await post('/api/pl-offer/offers', { mobile: stranger, challengeId: strangerSent.challengeId, otp: (await j.lastOtp(stranger))! });
    expect(none.json<PlOffers>().offers).toEqual([]);
  });

  it.each([
    ['a bad mobile', '/api/pl-offer/otp', { mobile: '555' }],
    ['no challenge', '/api/pl-offer/offers', { mobile: '9876500009', otp: '123456' }],
    ['letters for an OTP', '/api/pl-offer/offers', { mobile: '9876500009', challengeId: '00000000-0000-4000-8000-000000000000', otp: 'abcdef' }],
  ])('bad input: %s is a 400', async (_what, url, body) => {
    const response = await post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });
});

describe('a credit check logs routes and ids, never the customer (decision 0047)', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => t.close());

  it('start, OTP, consent, report, PDF, lead, revoke and a bad input', async () => {
    const secret = { name: 'Ishita Ramanathan', mobile: '9812377009', pan: 'QWEPR4821K' };
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { cookie: seller.cookie }, payload });
    const check = (await post('/api/products/credit-score/leads/initiate-credit-check', secret)).json<CreditCheck>();
    const [message] = await t.db.select().from(outbox).where(eq(outbox.recipient, secret.mobile)).orderBy(desc(outbox.id)).limit(1);
    expect((await post(`/api/credit-checks/${check.checkId}/consent/verify`, { otp: String(message?.payload.otp) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/credit-checks/${check.checkId}/report.pdf`, headers: { cookie: seller.cookie } })).statusCode).toBe(
      200,
    );
    expect((await post('/api/clone-lead-from-credit-score', { checkId: check.checkId, amount: 100000 })).statusCode).toBe(200);
    const lastOtp = async (mobile: string) =>
      String((await t.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1))[0]?.payload.otp);
    expect((await revokeByOtp((o) => t.app.inject(o), lastOtp, secret.mobile)).statusCode).toBe(200);
    expect((await post('/api/products/credit-score/leads/initiate-credit-check', { ...secret, pan: 'bad' })).statusCode).toBe(400);
    const text = lines.join('\n');
    expect(text).toContain('credit report pulled under consent');
    for (const value of Object.values(secret)) expect(text, value).not.toContain(value);
  });
});
