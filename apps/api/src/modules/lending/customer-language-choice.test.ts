import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  formatRupeeAmount,
  lenderRules,
  sampleFdSell,
  samplePersonalLoanSell,
  type ChosenOffer,
  type LeadDetails,
  type LeadSummary,
  type LoanApplication,
} from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { notifications } from '../../db/schema/notifications-schema';
import { outbox } from '../../providers/outbox-schema';
import { freshMobile, journey } from './lending-test-fixtures';

/** The last SMS to a mobile: its words as sent and the language its notification goes under. */
async function lastSmsTo(t: TestApp, mobile: string) {
  const [row] = await t.db.select().from(notifications).where(eq(notifications.recipient, mobile)).orderBy(desc(notifications.createdAt)).limit(1);
  const [sent] = await t.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
  return { text: String(sent?.payload.text ?? ''), language: row?.language };
}

const devanagari = /[\u0900-\u097F]/;
const langOf = (link: string) => new URL(link, 'http://x').searchParams.get('lang');

describe("the customer's language chosen on the partner's form, whatever the partner's page language (decision 0266)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(async () => t.close());

  it('a loan sold from a Hindi page for an English customer: the consent SMS, the lead, its link and its link SMS are English', async () => {
    const j = journey(t.app, t.db);
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const mobile = freshMobile();
    const hindiPage = { 'accept-language': 'hi-IN' };
    const sold = await j.post(
      seller.cookie,
      '/api/products/personal-loan/loan-applications',
      { ...samplePersonalLoanSell(new Date()), mobile, customerLanguage: 'en-IN' },
      hindiPage,
    );
    expect(sold.statusCode, sold.body).toBe(201);
    const application = sold.json<LoanApplication>();
    expect(application.consentNotice.version).not.toMatch(/\/(hi|mr)-IN$/);
    expect((await j.post(seller.cookie, `/api/loan-applications/${application.aggregatorId}/consent/otp`, undefined, hindiPage)).statusCode).toBe(200);
    const consentSms = await lastSmsTo(t, mobile);
    expect(consentSms.language).toBe('en-IN');
    expect(consentSms.text).toContain('is your code to agree that');
    expect(consentSms.text).not.toMatch(devanagari);

    const verified = await j.post(
      seller.cookie,
      `/api/loan-applications/${application.aggregatorId}/consent/verify`,
      { otp: await j.lastOtp(mobile) },
      hindiPage,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    const chosen = (await j.choose(seller.cookie, application.aggregatorId, answer.offers[0]!.offerId)).json<ChosenOffer>();
    const lead = (await j.get(seller.cookie, `/api/leads/${chosen.leadId}`)).json<LeadDetails>();
    expect(lead.customer.language).toBe('en-IN');
    const link = (await j.post(seller.cookie, `/api/leads/customerLink?leadId=${chosen.leadId}`, undefined, hindiPage)).json<{ link: string }>().link;
    expect(langOf(link)).toBeNull();
    const shared = await t.app.inject({ method: 'POST', url: `/api/leads/${chosen.leadId}/share-direct`, headers: { cookie: seller.cookie, ...hindiPage } });
    expect(shared.statusCode, shared.body).toBe(200);
    const linkSms = await lastSmsTo(t, mobile);
    expect(linkSms.language).toBe('en-IN');
    expect(linkSms.text).not.toMatch(devanagari);
  });

  it('an English page adds a lead for a Hindi customer, and a Hindi page one for an English customer: each SMS and link page in the customer’s', async () => {
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const addLead = async (page: string, language: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/products/personal-loan/leads',
        headers: { cookie: seller.cookie, 'accept-language': page },
        payload: { customer: { name: 'Asha Rao', mobile: freshMobile(), language }, amount: 500_000_00 },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<LeadSummary>();
    };
    const share = async (lead: LeadSummary, page: string) => {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/leads/${lead.leadId}/share-direct`,
        headers: { cookie: seller.cookie, 'accept-language': page },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const link = await t.app.inject({ method: 'GET', url: `/api/leads/${lead.leadId}/link`, headers: { cookie: seller.cookie, 'accept-language': page } });
      return { sms: await lastSmsTo(t, lead.customer.mobile), link: link.json<{ link: string }>().link };
    };

    const hindi = await addLead('en-IN', 'hi-IN');
    expect(hindi.customer.language).toBe('hi-IN');
    const toHindi = await share(hindi, 'en-IN');
    expect(toHindi.sms.language).toBe('hi-IN');
    expect(toHindi.sms.text).toMatch(devanagari);
    expect(langOf(toHindi.link)).toBe('hi-IN');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/lead-service/public/products/personal-loan/${hindi.leadId}?token=${new URL(toHindi.link, 'http://x').searchParams.get('token')}`,
    });
    expect(page.json<{ language: string }>().language).toBe('hi-IN');

    const english = await addLead('hi-IN', 'en-IN');
    expect(english.customer.language).toBe('en-IN');
    const toEnglish = await share(english, 'hi-IN');
    expect(toEnglish.sms.language).toBe('en-IN');
    expect(toEnglish.sms.text).not.toMatch(devanagari);
    expect(langOf(toEnglish.link)).toBeNull();
  });

  it('an FD booking link opens in the customer’s language, not the partner page’s', async () => {
    const j = journey(t.app, t.db);
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const book = async (page: string, customerLanguage?: string) => {
      const booked = await j.post(
        seller.cookie,
        '/api/products/FD/bookings',
        { ...sampleFdSell(new Date()), mobile: freshMobile(), ...(customerLanguage ? { customerLanguage } : {}) },
        { 'accept-language': page },
      );
      expect(booked.statusCode, booked.body).toBe(201);
      const { leadId, link } = booked.json<{ leadId: string; link: string }>();
      return { link, lead: (await j.get(seller.cookie, `/api/leads/${leadId}`)).json<LeadDetails>() };
    };
    const marathi = await book('en-IN', 'mr-IN');
    expect(marathi.lead.customer.language).toBe('mr-IN');
    expect(langOf(marathi.link)).toBe('mr-IN');
    const english = await book('hi-IN', 'en-IN');
    expect(english.lead.customer.language).toBe('en-IN');
    expect(langOf(english.link)).toBeNull();
    // Not given: the partner's page language (decision 0245).
    expect((await book('hi-IN')).lead.customer.language).toBe('hi-IN');
    const refused = await j.post(seller.cookie, '/api/products/FD/bookings', { ...sampleFdSell(new Date()), customerLanguage: 'ta-IN' });
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields.customerLanguage).toBe('Choose en-IN, hi-IN or mr-IN');
  });
});

describe("a lender's decline reason by its key (decision 0266)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(async () => t.close());

  it('a sandbox lender’s reason comes with its key and values; the English stays the reason', async () => {
    const j = journey(t.app, t.db);
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    // Ending 0001: every sandbox lender declines by its policy.
    const declined = await j.consented(seller.cookie, { ...samplePersonalLoanSell(new Date()), mobile: freshMobile().replace(/0009$/, '0001') });
    const answer = await j.settledOffers(seller.cookie, declined.aggregatorId);
    expect(answer.declined.length).toBeGreaterThan(0);
    for (const lender of answer.declined) expect(lender).toMatchObject({ reason: 'Declined by the lender’s policy', reasonKey: 'policy' });

    // A Delhi customer: the Maharashtra co-operative bank does not lend there (a reason without values).
    const delhi = await j.consented(seller.cookie, { ...samplePersonalLoanSell(new Date()), mobile: freshMobile(), pinCode: '110001' });
    const elsewhere = await j.settledOffers(seller.cookie, delhi.aggregatorId);
    expect(elsewhere.declined.find((lender) => lender.lenderCode === 'SAHYADRI')).toMatchObject({
      reason: 'Does not lend in this pincode',
      reasonKey: 'pinCode',
    });

    // Earning ₹20,000 a month: a lender needing more says how much, its amount a value of the reason.
    const modest = await j.consented(seller.cookie, { ...samplePersonalLoanSell(new Date()), mobile: freshMobile(), monthlyIncome: '20000' });
    const amount = formatRupeeAmount(lenderRules.IDFC_FIRST.minIncome);
    expect((await j.settledOffers(seller.cookie, modest.aggregatorId)).declined.find((lender) => lender.lenderCode === 'IDFC_FIRST')).toMatchObject({
      reason: `Needs a monthly income of at least ${amount}`,
      reasonKey: 'minIncome',
      reasonParams: { amount },
    });
  });
});
