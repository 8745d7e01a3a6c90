import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loanConsentNotice,
  OFFER_RANKING_RULE,
  sampleBusinessLoanSell,
  sampleLamfSell,
  samplePersonalLoanSell,
  tenants,
  type LamfFolios,
  type LeadSummary,
  type LoanApplication,
  type PreApprovedOffers,
} from '@portal/domain';
import { outbox } from '../../providers/outbox-schema';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { leads } from '../../db/schema/leads-schema';
import { consents } from '../../db/schema/lending-schema';
import { freshMobile, journey } from './lending-test-fixtures';

describe('issue 18, point 6: consent notices per product, and folios only after consent', () => {
  let t: TestApp;
  let j: ReturnType<typeof journey>;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let other: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    j = journey(t.app, t.db);
    seller = await signInPartner(t.db, { tenant: 'mintfin' });
    other = await signInPartner(t.db, { tenant: 'mintfin' });
  });
  afterAll(async () => t.close());

  const sold = async (product: string, answers: Record<string, unknown>) => {
    const response = await j.sell(seller.cookie, product, { ...answers, mobile: freshMobile() });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LoanApplication>();
  };

  it('each product’s notice names its lenders and only the items its form collects, in words, never its version', async () => {
    const personal = await sold('personal-loan', samplePersonalLoanSell(new Date()));
    const business = await sold('business-loans', sampleBusinessLoanSell(new Date()));
    const lamf = await sold('lamf', sampleLamfSell(new Date()));
    expect(personal.consentNotice.text).toContain('IDFC FIRST Bank');
    expect(personal.consentNotice.text).toContain('date of birth');
    expect(personal.consentNotice.text).not.toContain('lenders listed');
    // Business loans and LAMF never ask a date of birth or an income: their notices do not name them.
    for (const notice of [business.consentNotice, lamf.consentNotice]) {
      expect(notice.text).not.toContain('date of birth');
      expect(notice.text).not.toContain('income');
    }
    expect(business.consentNotice.text).toContain('annual turnover');
    expect(lamf.consentNotice).toMatchObject({ purpose: 'lamf-folio-fetch', recipients: expect.arrayContaining(['CAMS', 'KFin Technologies']) });
    expect(lamf.consentNotice.text).toContain('mutual fund folios');
    expect(personal.consentNotice).toEqual(loanConsentNotice('personal-loan', tenants.mintfin.name));
    for (const notice of [personal.consentNotice, business.consentNotice, lamf.consentNotice]) expect(notice.text).not.toContain(notice.version);
  });

  it('the SMS tells the customer to tell the code to the advisor who types it, as the screen says; no notice code in it', async () => {
    const application = await sold('personal-loan', samplePersonalLoanSell(new Date()));
    expect((await j.post(seller.cookie, `/api/loan-applications/${application.aggregatorId}/consent/otp`)).statusCode).toBe(200);
    const [sms] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const text = String(sms?.payload.text ?? '');
    expect(text).toContain(`tell this code to your ${tenants.mintfin.name} advisor, who types it in`);
    expect(text).not.toContain('Do not share it');
    expect(text).not.toContain(application.consentNotice.version);
  });

  it('the ledger keeps the notice’s version and words', async () => {
    const application = await j.consented(seller.cookie);
    const [row] = await t.db.select().from(consents).where(eq(consents.applicationId, application.aggregatorId));
    expect(row).toMatchObject({
      purpose: 'loan-offers',
      noticeVersion: application.consentNotice.version,
      noticeText: application.consentNotice.text,
      channel: 'SMS_OTP',
    });
    expect(application.consent).toMatchObject({ purpose: 'loan-offers', noticeVersion: application.consentNotice.version });
  });

  it('a PAN alone shows no folios; an application’s folios answer 409 before the OTP consent and only then the holdings', async () => {
    const byPan = await j.post(seller.cookie, '/api/products/lamf/folios', { pan: 'ABCPV1234K' });
    expect(byPan.statusCode).toBe(400);
    expect(byPan.body).not.toContain('folioNumber');
    const application = await sold('lamf', sampleLamfSell(new Date()));
    const before = await j.post(seller.cookie, '/api/products/lamf/folios', { aggregatorId: application.aggregatorId });
    expect(before.statusCode).toBe(409);
    expect(before.body).not.toContain('folioNumber');
    expect((await j.post(seller.cookie, `/api/loan-applications/${application.aggregatorId}/consent/otp`)).statusCode).toBe(200);
    const [sms] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const verified = await j.post(seller.cookie, `/api/loan-applications/${application.aggregatorId}/consent/verify`, { otp: String(sms?.payload.otp) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<LoanApplication>().consent).toMatchObject({ purpose: 'lamf-folio-fetch' });
    const after = await j.post(seller.cookie, '/api/products/lamf/folios', { aggregatorId: application.aggregatorId });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json<LamfFolios>().folios.length).toBeGreaterThan(0);
    // Another partner's application is not found; a withdrawn consent closes the folios again.
    expect((await j.post(other.cookie, '/api/products/lamf/folios', { aggregatorId: application.aggregatorId })).statusCode).toBe(404);
    expect((await j.post(seller.cookie, `/api/loan-applications/${application.aggregatorId}/consent/withdraw`)).statusCode).toBe(200);
    expect((await j.post(seller.cookie, '/api/products/lamf/folios', { aggregatorId: application.aggregatorId })).statusCode).toBe(409);
  });
});

describe('issue 18, point 7: an application is a lead from consent on; the Loan Activity Summary lists open offers, ranked', () => {
  let t: TestApp;
  let j: ReturnType<typeof journey>;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    j = journey(t.app, t.db);
    seller = await signInPartner(t.db, { tenant: 'mintfin' });
  });
  afterAll(async () => t.close());

  const leadsOf = (aggregatorId: string) =>
    t.db
      .select()
      .from(leads)
      .where(and(eq(leads.aggregatorId, aggregatorId), eq(leads.partnerId, seller.partner.id)));
  const filtered = async () => {
    const response = await j.get(seller.cookie, '/api/filteredLeads?productCode=personal-loan&limit=100');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ leads: LeadSummary[] }>().leads;
  };

  it('no lead before consent; one in My Leads at once after it, which follows the offers and takes the chosen one', async () => {
    const sold = await j.sell(seller.cookie, 'personal-loan', { ...samplePersonalLoanSell(new Date()), mobile: freshMobile() });
    expect(await leadsOf(sold.json<LoanApplication>().aggregatorId)).toHaveLength(0);
    const application = await j.consented(seller.cookie);
    const [lead] = await leadsOf(application.aggregatorId);
    expect(lead).toMatchObject({ status: 'CONSENT_GIVEN', productCode: 'personal-loan', amount: application.amount });
    expect((await filtered()).map((l) => l.leadId)).toContain(lead!.id);
    const offers = await j.settledOffers(seller.cookie, application.aggregatorId);
    expect(offers.offers.length).toBeGreaterThan(1);
    expect((await leadsOf(application.aggregatorId))[0]).toMatchObject({ id: lead!.id, status: 'OFFERS_READY' });
    const chosen = await j.choose(seller.cookie, application.aggregatorId, offers.offers[1]!.offerId);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<{ leadId: string }>().leadId).toBe(lead!.id);
    const after = await leadsOf(application.aggregatorId);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'OFFER_SELECTED', amount: offers.offers[1]!.amount });
  });

  it('the summary lists every open offer of consented applications, ranked by the rule it answers, and none once one is chosen', async () => {
    const first = await j.consented(seller.cookie);
    const second = await j.consented(seller.cookie);
    const firstOffers = (await j.settledOffers(seller.cookie, first.aggregatorId)).offers;
    const secondOffers = (await j.settledOffers(seller.cookie, second.aggregatorId)).offers;
    const summary = async () => (await j.get(seller.cookie, '/api/products/personal-loan/preApprovedOffers')).json<PreApprovedOffers>();
    const before = await summary();
    expect(before.rankingRule).toBe(OFFER_RANKING_RULE);
    const of = (aggregatorId: string) => before.offers.filter((o) => o.aggregatorId === aggregatorId).map((o) => o.offer.offerId);
    // Every offer, in the offers page's ranked order (APR lowest first), not by lender name.
    expect(of(first.aggregatorId)).toEqual(firstOffers.map((o) => o.offerId));
    expect(of(second.aggregatorId)).toEqual(secondOffers.map((o) => o.offerId));
    const aprs = before.offers.filter((o) => o.aggregatorId === first.aggregatorId).map((o) => o.offer.aprPercent);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
    expect((await j.choose(seller.cookie, first.aggregatorId, firstOffers[0]!.offerId)).statusCode).toBe(200);
    const after = await summary();
    expect(after.offers.filter((o) => o.aggregatorId === first.aggregatorId)).toEqual([]);
    expect(after.offers.filter((o) => o.aggregatorId === second.aggregatorId)).toHaveLength(secondOffers.length);
    // A withdrawn consent closes the application's offers too.
    expect((await j.post(seller.cookie, `/api/loan-applications/${second.aggregatorId}/consent/withdraw`)).statusCode).toBe(200);
    expect((await summary()).offers.filter((o) => o.aggregatorId === second.aggregatorId)).toEqual([]);
  });
});
