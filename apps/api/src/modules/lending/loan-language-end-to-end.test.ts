import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  findLatinWords,
  lenderNames,
  providerCodeOf,
  samplePersonalLoanSell,
  sampleLamfSell,
  tenants,
  type ChosenOffer,
  type CustomerJourney,
  type LendingRedirection,
  type LoanApplication,
} from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { notifications } from '../../db/schema/notifications-schema';
import { outbox } from '../../providers/outbox-schema';
import { consents } from '../../db/schema/lending-schema';
import { freshMobile, journey } from './lending-test-fixtures';
import { signInCustomer } from '../customers/customer-test-fixtures';
import { findLeadById } from '../../lib/leads/lead-records';

/** The last SMS to a mobile: its words as sent (the outbox) and the language its notification goes under (its DLT template). */
async function lastSmsTo(t: TestApp, mobile: string) {
  const [row] = await t.db.select().from(notifications).where(eq(notifications.recipient, mobile)).orderBy(desc(notifications.createdAt)).limit(1);
  const [sent] = await t.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
  return { text: String(sent?.payload.text ?? ''), language: row?.language, template: row?.template };
}

/** Words of a Hindi or Marathi text that are Latin, outside the brand, lenders, product and abbreviations. */
const strayWords = (text: string) =>
  findLatinWords(text, [...Object.values(tenants).map((tenant) => tenant.name), ...Object.values(lenderNames), 'Personal Loan', 'Loan Against Mutual Funds']);

describe('the customer’s language from the lead to every step (decision 0245)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(async () => t.close());

  it('a Hindi customer’s consent: the notice the partner reads, the SMS and the ledger are in Hindi', async () => {
    const j = journey(t.app, t.db);
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const mobile = freshMobile();
    const sold = await j.sell(seller.cookie, 'personal-loan', { ...samplePersonalLoanSell(new Date()), mobile, customerLanguage: 'hi-IN' });
    expect(sold.statusCode, sold.body).toBe(201);
    const application = sold.json<LoanApplication>();
    expect(application.consentNotice.text).toMatch(/[\u0900-\u097F]/);
    expect(application.consentNotice.version).toMatch(/\/hi-IN$/);
    expect(strayWords(application.consentNotice.text)).toEqual([]);

    expect((await j.post(seller.cookie, `/api/loan-applications/${application.aggregatorId}/consent/otp`)).statusCode).toBe(200);
    const sms = await lastSmsTo(t, mobile);
    expect(sms).toMatchObject({ language: 'hi-IN', template: 'customer-consent' });
    expect(sms.text).toContain('सलाहकार');
    expect(sms.text).toContain(tenants.mintfin.name);
    expect(strayWords(sms.text)).toEqual([]);

    const verified = await j.post(seller.cookie, `/api/loan-applications/${application.aggregatorId}/consent/verify`, { otp: await j.lastOtp(mobile) });
    expect(verified.statusCode, verified.body).toBe(200);
    const [ledger] = await t.db.select().from(consents).where(eq(consents.applicationId, application.aggregatorId));
    expect(ledger).toMatchObject({ noticeVersion: application.consentNotice.version, noticeText: application.consentNotice.text });
  });

  it('a LAMF consent SMS in Marathi says the folios are fetched; an English customer’s stays the English template', async () => {
    const j = journey(t.app, t.db);
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const marathi = freshMobile();
    const lamf = (await j.sell(seller.cookie, 'lamf', { ...sampleLamfSell(new Date()), mobile: marathi, customerLanguage: 'mr-IN' })).json<LoanApplication>();
    expect((await j.post(seller.cookie, `/api/loan-applications/${lamf.aggregatorId}/consent/otp`)).statusCode).toBe(200);
    const sms = await lastSmsTo(t, marathi);
    expect(sms.language).toBe('mr-IN');
    expect(sms.text).toContain('फोलिओ');
    expect(strayWords(sms.text)).toEqual([]);

    const english = freshMobile();
    const loan = (await j.sell(seller.cookie, 'personal-loan', { ...samplePersonalLoanSell(new Date()), mobile: english })).json<LoanApplication>();
    expect((await j.post(seller.cookie, `/api/loan-applications/${loan.aggregatorId}/consent/otp`)).statusCode).toBe(200);
    expect(await lastSmsTo(t, english)).toMatchObject({ language: 'en-IN', text: expect.stringContaining('is your code to agree that') });
  });

  it('not given, the customer’s language is the one the partner’s page asked in', async () => {
    const j = journey(t.app, t.db);
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const mobile = freshMobile();
    const sold = await j.post(
      seller.cookie,
      '/api/products/personal-loan/loan-applications',
      { ...samplePersonalLoanSell(new Date()), mobile },
      { 'accept-language': 'mr-IN' },
    );
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json<LoanApplication>().consentNotice.version).toMatch(/\/mr-IN$/);
  });

  it('the link’s brand, the sign-in SMS, the redirection page and every journey answer carry the lead’s language', async () => {
    const j = journey(t.app, t.db);
    const seller = await signInPartner(t.db, { tenant: 'mintfin' });
    const application = await j.consented(seller.cookie, { ...samplePersonalLoanSell(new Date()), mobile: freshMobile(), customerLanguage: 'hi-IN' });
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    const offer = answer.offers[0]!;
    const chosen = (await j.choose(seller.cookie, application.aggregatorId, offer.offerId)).json<ChosenOffer>();
    const link = (await j.post(seller.cookie, `/api/leads/customerLink?leadId=${chosen.leadId}`)).json<{ link: string }>().link;
    const token = new URL(link, 'http://x').searchParams.get('token')!;

    const brand = await t.app.inject({ method: 'GET', url: `/api/customer-sessions/lead/brand?token=${encodeURIComponent(token)}` });
    expect(brand.json()).toMatchObject({ brandName: tenants.mintfin.name, language: 'hi-IN' });
    const redirection = await t.app.inject({ method: 'GET', url: `/api/redirection-flows/public/product/personal-loan?token=${encodeURIComponent(token)}` });
    expect(redirection.statusCode, redirection.body).toBe(200);
    expect(redirection.json<LendingRedirection>().language).toBe('hi-IN');

    const lead = (await findLeadById(t.db, chosen.leadId))!;
    const cookie = await signInCustomer(t.app, t.db, lead, token);
    const signIn = await lastSmsTo(t, lead.customerMobile);
    expect(signIn).toMatchObject({ language: 'hi-IN', template: 'customer-consent' });
    expect(signIn.text).toContain('ऋण आवेदन');
    const base = `/api/products/personal-loan/customer/${providerCodeOf(offer.lenderCode)}/leads/${lead.id}/journey`;
    const first = await t.app.inject({ method: 'GET', url: base, headers: { cookie } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<CustomerJourney>()).toMatchObject({ step: 'login-otp', language: 'hi-IN' });
    const next = await t.app.inject({ method: 'POST', url: base, headers: { cookie }, payload: { step: 'login-otp', answer: {} } });
    expect(next.json<CustomerJourney>().language).toBe('hi-IN');
  });
});
