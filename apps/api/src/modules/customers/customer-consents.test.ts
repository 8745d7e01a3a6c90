import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePersonalLoanSell, type CreditCheck, type CustomerConsentEntry, type CustomerConsents } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { CUSTOMER_SESSION_COOKIE } from '../../lib/sessions/customer-session-repository';
import { customerLead, lastOtpTo, signInCustomer } from './customer-test-fixtures';
import { journey } from '../lending/lending-test-fixtures';
import { consents, loanApplications } from '../../db/schema/lending-schema';
import { creditChecks } from '../../db/schema/credit-score-schema';

// A customer's own consents and withdrawals (decision 0155): after their OTP, every consent
// of their mobile in words, and a withdrawal of one in force with the same session; nobody else's.

const HOST = 'portal.test';
let counter = 0;
/** A mobile of its own per test (OTP send limits count per mobile), ending 0009: the sandbox's score 820. */
const freshMobile = () => `7${String(process.pid % 1000).padStart(3, '0')}${String(++counter % 100).padStart(2, '0')}0009`;

describe("a customer's consents and withdrawals, after their own OTP", () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db, { tenant: 'mintfin' });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  /** A credit check the customer consented to by OTP (the bureau pulled a report under it). */
  async function creditConsent(mobile: string) {
    const started = await post(
      '/api/products/credit-score/leads/initiate-credit-check',
      { name: 'Asha Verma', mobile, pan: 'ABCPV1234K' },
      { cookie: seller.cookie },
    );
    expect(started.statusCode, started.body).toBe(201);
    const check = started.json<CreditCheck>();
    const verified = await post(
      `/api/credit-checks/${check.checkId}/consent/verify`,
      { otp: String(await lastOtpTo(t.db, mobile)) },
      { cookie: seller.cookie },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    return check.checkId;
  }

  /** The customer's OTP on the consents page: the cookie of their session and the first answer. */
  async function signIn(mobile: string) {
    const sent = await post('/api/customer-consents/otp', { mobileNumber: mobile });
    expect(sent.statusCode, sent.body).toBe(200);
    const { challengeId } = sent.json<{ challengeId: string }>();
    const started = await post('/api/customer-consents/session', { mobileNumber: mobile, challengeId, otp: String(await lastOtpTo(t.db, mobile)) });
    expect(started.statusCode, started.body).toBe(200);
    const cookie = started.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE);
    return { cookie: `${CUSTOMER_SESSION_COOKIE}=${cookie!.value}`, answer: started.json<CustomerConsents>() };
  }

  it('lists every consent of the mobile in words: purpose, product, who receives the data, the items, when given; no version code', async () => {
    const mobile = freshMobile();
    await creditConsent(mobile);
    await journey(t.app, t.db).consented(seller.cookie, { ...samplePersonalLoanSell(new Date()), mobile });
    const { cookie, answer } = await signIn(mobile);
    expect(answer.mobileEnding).toBe(mobile.slice(-4));
    expect(answer.consents.map((c) => c.purpose)).toEqual(['loan-offers', 'credit-report']);
    const [loan, credit] = answer.consents as [CustomerConsentEntry, CustomerConsentEntry];
    expect(loan).toMatchObject({ productName: 'Personal Loan', brandName: expect.any(String), noticeIsCurrent: true, withdrawnAt: null });
    expect(loan.recipients.length).toBeGreaterThan(1);
    expect(loan.dataItems).toEqual(expect.arrayContaining(['fullName', 'mobile', 'pan', 'monthlyIncome']));
    expect(loan.noticeText).toContain(loan.recipients[0]);
    expect(credit).toMatchObject({
      productName: 'Credit Score',
      recipients: ['TransUnion CIBIL'],
      dataItems: ['fullName', 'mobile', 'pan'],
      noticeIsCurrent: true,
    });
    expect(JSON.stringify(answer)).not.toMatch(/loan-offers\/|credit-report\/|noticeVersion/);
    // The same list again with the session; another mobile's consents are not in it.
    const again = await get('/api/customer-consents', cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CustomerConsents>().consents.map((c) => c.id)).toEqual(answer.consents.map((c) => c.id));
  });

  it('withdraws one consent in force with the same session: the report is erased, the others stand, again changes nothing', async () => {
    const mobile = freshMobile();
    const checkId = await creditConsent(mobile);
    const application = await journey(t.app, t.db).consented(seller.cookie, { ...samplePersonalLoanSell(new Date()), mobile });
    const { cookie, answer } = await signIn(mobile);
    const credit = answer.consents.find((c) => c.purpose === 'credit-report')!;
    const withdrawn = await post(`/api/customer-consents/${credit.id}/withdraw`, undefined, { cookie });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<CustomerConsentEntry>()).toMatchObject({ id: credit.id, withdrawnAt: expect.any(String) });
    const [check] = await t.db.select().from(creditChecks).where(eq(creditChecks.id, checkId));
    expect(check?.report).toBeNull();
    const report = await get(`/api/leads/fetchCreditScore?checkId=${checkId}`, seller.cookie);
    expect(report.statusCode).toBe(409);
    const list = (await get('/api/customer-consents', cookie)).json<CustomerConsents>();
    expect(list.consents.find((c) => c.purpose === 'loan-offers')?.withdrawnAt).toBeNull();
    const [app] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, application.aggregatorId));
    expect(app?.consentGivenAt).not.toBeNull();
    const again = await post(`/api/customer-consents/${credit.id}/withdraw`, undefined, { cookie });
    expect(again.json<CustomerConsentEntry>().withdrawnAt).toBe(withdrawn.json<CustomerConsentEntry>().withdrawnAt);
    // The loan's consent withdrawn: its application asks no lender again.
    const loan = list.consents.find((c) => c.purpose === 'loan-offers')!;
    expect((await post(`/api/customer-consents/${loan.id}/withdraw`, undefined, { cookie })).statusCode).toBe(200);
    const [after] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, application.aggregatorId));
    expect(after?.consentGivenAt).toBeNull();
  });

  it("another customer's consent answers 404 and stays in force; a wrong OTP gives no session", async () => {
    const mine = freshMobile();
    const theirs = freshMobile();
    await creditConsent(mine);
    await creditConsent(theirs);
    const { cookie } = await signIn(mine);
    const [their] = await t.db.select().from(consents).where(eq(consents.customerMobile, theirs));
    const refused = await post(`/api/customer-consents/${their!.id}/withdraw`, undefined, { cookie });
    expect(refused.statusCode).toBe(404);
    const [still] = await t.db.select().from(consents).where(eq(consents.id, their!.id));
    expect(still?.withdrawnAt).toBeNull();
    const unknown = await post('/api/customer-consents/00000000-0000-4000-8000-000000000000/withdraw', undefined, { cookie });
    expect(unknown.statusCode).toBe(404);
    expect((await post('/api/customer-consents/not-a-uuid/withdraw', undefined, { cookie })).statusCode).toBe(400);

    const sent = await post('/api/customer-consents/otp', { mobileNumber: theirs });
    const otp = String(await lastOtpTo(t.db, theirs));
    const wrong = await post('/api/customer-consents/session', {
      mobileNumber: theirs,
      challengeId: sent.json<{ challengeId: string }>().challengeId,
      otp: otp === '111111' ? '222222' : '111111',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)).toBeUndefined();
    expect(wrong.json()).not.toHaveProperty('consents');
  });

  it('a partner session, no session and a cross-site call are refused', async () => {
    const mobile = freshMobile();
    await creditConsent(mobile);
    const { cookie, answer } = await signIn(mobile);
    expect((await get('/api/customer-consents', seller.cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer-consents' })).statusCode).toBe(401);
    const id = answer.consents[0]!.id;
    expect((await post(`/api/customer-consents/${id}/withdraw`, undefined, { cookie: seller.cookie })).statusCode).toBe(401);
    const crossSite = await post(`/api/customer-consents/${id}/withdraw`, undefined, {
      cookie,
      host: HOST,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    const [row] = await t.db.select().from(consents).where(eq(consents.id, id));
    expect(row?.withdrawnAt).toBeNull();
  });

  it("a loan link's session (its OTP went to the lead's mobile) reads that mobile's consents without another OTP", async () => {
    const mobile = freshMobile();
    await creditConsent(mobile);
    const { lead, token } = await customerLead(t.db, { id: seller.partner.id, tenantCode: 'mintfin' }, { mobile });
    const cookie = await signInCustomer(t.app, t.db, lead, token);
    const list = await get('/api/customer-consents', cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<CustomerConsents>().consents.map((c) => c.purpose)).toEqual(['credit-report']);
  });

  it('the OTP is sent alike for a mobile with no consent, and a bad mobile is a 400 with its field', async () => {
    const none = await post('/api/customer-consents/otp', { mobileNumber: freshMobile() });
    expect(none.statusCode).toBe(200);
    const bad = await post('/api/customer-consents/otp', { mobileNumber: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { mobileNumber: 'Enter Valid Mobile Number' } } });
  });
});
