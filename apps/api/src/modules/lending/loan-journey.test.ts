import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFER_RANKING_RULE,
  sampleFdSell,
  samplePersonalLoanSell,
  type ChosenOffer,
  type ConsentOtpSent,
  type LeadLoanOffer,
  type LoanApplication,
  type OffersAnswer,
  type OfferWithKfs,
} from '@portal/domain';
import { buildApp } from '../../app';
import { testEnv } from '../../env';
import { createProviders } from '../../providers/providers';
import { SandboxLenders } from '../../providers/lenders/sandbox-lenders';
import { createTestDatabase, insertTenants, signInPartner } from '../../test-helper';
import { leadStatusHistory } from '../../db/schema/leads-schema';
import { consents, loanApplications } from '../../db/schema/lending-schema';
import { journey } from './lending-test-fixtures';
import { systemCodesInPdf } from '../../test-pdf-text';

const env = testEnv();
const HOST = 'portal.test';

/** The app with sandbox lenders that answer fast (deadline 400 ms), one made slow per test where asked. */
async function lendingApp(lenderOptions: ConstructorParameters<typeof SandboxLenders>[0] = { webhookSecret: env.PAYMENT_WEBHOOK_SECRET, deadlineMs: 2000 }) {
  const database = await createTestDatabase();
  await insertTenants(database.db);
  const providers = { ...createProviders(env, database.db), lenders: new SandboxLenders(lenderOptions) };
  const app = await buildApp({ env, db: database.db, providers });
  await app.ready();
  return { app, db: database.db, close: async () => (await app.close(), await database.close()) };
}

describe('personal loan: sell, consent by OTP, offers with KFS, choose, lead', () => {
  let t: Awaited<ReturnType<typeof lendingApp>>;
  let j: ReturnType<typeof journey>;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let other: Awaited<ReturnType<typeof signInPartner>>;
  let otherTenant: Awaited<ReturnType<typeof signInPartner>>;
  let viewer: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await lendingApp();
    j = journey(t.app, t.db);
    seller = await signInPartner(t.db, { tenant: 'mintfin' });
    other = await signInPartner(t.db, { tenant: 'mintfin' });
    otherTenant = await signInPartner(t.db, { tenant: 'mintpro' });
    viewer = await signInPartner(t.db, { tenant: 'mintfin', role: 'view' });
  });
  afterAll(async () => t.close());

  const sample = () => samplePersonalLoanSell(new Date());

  it('the sell form answers an application waiting for consent, with the DPDP notice to show', async () => {
    const response = await j.sell(seller.cookie, 'personal-loan', sample());
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json<LoanApplication>();
    expect(application).toMatchObject({
      productCode: 'personal-loan',
      status: 'CONSENT_PENDING',
      mobileMasked: 'XXXXXX3210',
      amount: 10000000,
      tenureMonths: 24,
      consent: null,
    });
    expect(application.aggregatorId).toMatch(/^AG[0-9A-Z]{12}$/);
    expect(application.consentNotice.text).toMatch(/lenders/);
    // The PAN is sealed at rest, never stored as typed.
    const [row] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, application.aggregatorId));
    expect(JSON.stringify(row)).not.toContain(sample().pan);
  });

  it.each([
    [{ loanAmount: '5000' }, 'loanAmount', 'Loan amount should be at least Rs.10000'],
    [{ pan: 'ABC' }, 'pan', 'Enter valid PAN'],
    [{ mobile: '12345' }, 'mobile', 'Mobile is invalid'],
    [{ tenureMonths: '7' }, 'tenureMonths', 'Select loan tenure'],
  ])('a bad answer %o is a 400 naming %s', async (change, field, message) => {
    const response = await j.sell(seller.cookie, 'personal-loan', { ...sample(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('a product that is not a loan, or not the tenant’s, is a 404', async () => {
    expect((await j.sell(seller.cookie, 'mobile', sample())).statusCode).toBe(404);
    const whiteLabel = await signInPartner(t.db, { tenant: 'sahyadri' });
    expect((await j.sell(whiteLabel.cookie, 'personal-loan', sample())).statusCode).toBe(404);
  });

  it('a view-only partner cannot sell; a cross-site POST is refused', async () => {
    expect((await j.sell(viewer.cookie, 'personal-loan', sample())).statusCode).toBe(403);
    const crossSite = await j.post(seller.cookie, '/api/products/personal-loan/loan-applications', sample(), {
      host: HOST,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('consent: the OTP goes to the customer’s mobile; a wrong one counts; the right one records the consent', async () => {
    const application = (await j.sell(seller.cookie, 'personal-loan', sample())).json<LoanApplication>();
    const id = application.aggregatorId;
    // Offers before consent: nothing is asked.
    const early = (await j.offers(seller.cookie, id)).json<OffersAnswer>();
    expect(early.offers).toEqual([]);
    expect(early.application.status).toBe('CONSENT_PENDING');

    const sent = await j.post(seller.cookie, `/api/loan-applications/${id}/consent/otp`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<ConsentOtpSent>()).toMatchObject({ mobileMasked: 'XXXXXX3210', resendAfterSeconds: 30 });
    const otp = await j.lastOtp('9876543210');
    expect(otp).toMatch(/^\d{6}$/);
    const again = await j.post(seller.cookie, `/api/loan-applications/${id}/consent/otp`);
    expect(again.statusCode).toBe(429);

    const wrong = await j.post(seller.cookie, `/api/loan-applications/${id}/consent/verify`, { otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ fields: { otp: 'Wrong OTP. 4 tries left' }, triesLeft: 4 });
    expect((await j.post(seller.cookie, `/api/loan-applications/${id}/consent/verify`, { otp: '12ab56' })).json().error.fields.otp).toBe(
      'OTP should be numeric',
    );

    const verified = await j.post(seller.cookie, `/api/loan-applications/${id}/consent/verify`, { otp });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<LoanApplication>()).toMatchObject({
      status: 'CONSENT_GIVEN',
      consent: { purpose: 'loan-offers', channel: 'SMS_OTP', noticeVersion: application.consentNotice.version },
    });
    const [consent] = await t.db.select().from(consents).where(eq(consents.applicationId, id));
    expect(consent).toMatchObject({
      purpose: 'loan-offers',
      channel: 'SMS_OTP',
      customerMobile: '9876543210',
      noticeVersion: application.consentNotice.version,
    });
    expect((await j.post(seller.cookie, `/api/loan-applications/${id}/consent/verify`, { otp })).statusCode).toBe(409);

    // Withdrawing is one call: the record keeps both times, and lenders are not asked.
    const withdrawn = await j.post(seller.cookie, `/api/loan-applications/${id}/consent/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<LoanApplication>()).toMatchObject({ status: 'CONSENT_PENDING', consent: null });
    const [record] = await t.db.select().from(consents).where(eq(consents.applicationId, id));
    expect(record!.withdrawnAt).not.toBeNull();
    expect((await j.offers(seller.cookie, id)).json<OffersAnswer>().pending).toEqual([]);
    expect((await j.post(other.cookie, `/api/loan-applications/${id}/consent/withdraw`)).statusCode).toBe(404);
  });

  it('offers: every lender asked at once; offers ranked by the rule shown; one KFS per offer; choosing makes one lead', async () => {
    const application = await j.consented(seller.cookie);
    const response = await j.offers(seller.cookie, application.aggregatorId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OffersAnswer>().rankingRule).toBe(OFFER_RANKING_RULE);
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    expect(answer.pending).toEqual([]);
    expect(answer.offers.length).toBeGreaterThan(1);
    expect(answer.offers.length + answer.declined.length).toBe(8);
    expect(answer.application.status).toBe('OFFERS_READY');
    const aprs = answer.offers.map((o) => o.aprPercent);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
    expect(answer.offers.map((o) => o.rank)).toEqual(answer.offers.map((_, i) => i + 1));
    // Asking again reads the same answers (lenders are asked once).
    expect((await j.settledOffers(seller.cookie, application.aggregatorId)).offers.map((o) => o.offerId)).toEqual(answer.offers.map((o) => o.offerId));

    const best = answer.offers[0]!;
    const withKfs = (await j.get(seller.cookie, `/api/loan-applications/${application.aggregatorId}/offers/${best.offerId}`)).json<OfferWithKfs>();
    expect(withKfs.kfs).toMatchObject({
      amount: best.amount,
      tenureMonths: best.tenureMonths,
      emi: best.emi,
      aprPercent: best.aprPercent,
      validityWorkingDays: 3,
    });
    expect(withKfs.kfs.schedule).toHaveLength(best.tenureMonths);
    expect(withKfs.kfs.fees.lender.length).toBeGreaterThan(0);
    expect(withKfs.kfs.grievance.email).toMatch(/@/);
    const pdf = await j.get(seller.cookie, withKfs.kfsPdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(systemCodesInPdf(pdf.rawPayload)).toEqual([]);

    const chosen = await j.choose(seller.cookie, application.aggregatorId, best.offerId);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const lead = chosen.json<ChosenOffer>();
    expect(lead.lead).toMatchObject({ status: 'OFFER_SELECTED', aggregatorId: application.aggregatorId, amount: best.amount, productCode: 'personal-loan' });
    // Choosing it again answers the same lead; another offer makes a second lead (one per chosen offer).
    expect((await j.choose(seller.cookie, application.aggregatorId, best.offerId)).json<ChosenOffer>().leadId).toBe(lead.leadId);
    const second = (await j.choose(seller.cookie, application.aggregatorId, answer.offers[1]!.offerId)).json<ChosenOffer>();
    expect(second.leadId).not.toBe(lead.leadId);
    const after = await j.settledOffers(seller.cookie, application.aggregatorId);
    expect(after.leads.map((l) => l.leadId).sort()).toEqual([lead.leadId, second.leadId].sort());
    expect(after.application.status).toBe('OFFERS_READY');

    const loanOffer = await j.get(seller.cookie, `/api/leads/loanOffer?leadId=${lead.leadId}`);
    expect(loanOffer.statusCode, loanOffer.body).toBe(200);
    expect(loanOffer.json<LeadLoanOffer>()).toMatchObject({ leadId: lead.leadId, offer: { offerId: best.offerId }, acknowledgement: null });
    expect((await j.post(seller.cookie, `/api/leads/kfsAcknowledgement?leadId=${lead.leadId}`, { acknowledged: false })).statusCode).toBe(400);
    const acked = await j.post(seller.cookie, `/api/leads/kfsAcknowledgement?leadId=${lead.leadId}`, { acknowledged: true });
    expect(acked.statusCode, acked.body).toBe(200);
    expect(acked.json<LeadLoanOffer>().acknowledgement).toMatchObject({ channel: 'PARTNER_DEVICE', kfsVersion: withKfs.kfs.version });
    const history = await t.db
      .select()
      .from(leadStatusHistory)
      .where(and(eq(leadStatusHistory.leadId, lead.leadId)));
    // The application is a lead from consent on (decision 0151): consent, offers ready, then the chosen offer.
    expect(history.map((h) => h.toStatus)).toEqual(['CONSENT_GIVEN', 'OFFERS_READY', 'OFFER_SELECTED']);
  });

  it('two choices of one offer at once make one lead', async () => {
    const application = await j.consented(seller.cookie);
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    const both = await Promise.all([0, 1, 2].map(() => j.choose(seller.cookie, application.aggregatorId, answer.offers[0]!.offerId)));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(both.map((r) => r.json<ChosenOffer>().leadId)).size).toBe(1);
  });

  it('another partner’s or tenant’s application, offer and lead are 404s', async () => {
    const application = await j.consented(seller.cookie);
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    const offerId = answer.offers[0]!.offerId;
    const lead = (await j.choose(seller.cookie, application.aggregatorId, offerId)).json<ChosenOffer>();
    for (const stranger of [other, otherTenant]) {
      expect((await j.get(stranger.cookie, `/api/loan-applications/${application.aggregatorId}`)).statusCode).toBe(404);
      expect((await j.offers(stranger.cookie, application.aggregatorId)).statusCode).toBe(404);
      expect((await j.get(stranger.cookie, `/api/loan-applications/${application.aggregatorId}/offers/${offerId}`)).statusCode).toBe(404);
      expect((await j.get(stranger.cookie, `/api/loan-applications/${application.aggregatorId}/offers/${offerId}/kfs.pdf`)).statusCode).toBe(404);
      expect((await j.choose(stranger.cookie, application.aggregatorId, offerId)).statusCode).toBe(404);
      expect((await j.get(stranger.cookie, `/api/leads/loanOffer?leadId=${lead.leadId}`)).statusCode).toBe(404);
      expect((await j.post(stranger.cookie, `/api/leads/kfsAcknowledgement?leadId=${lead.leadId}`, { acknowledged: true })).statusCode).toBe(404);
      expect((await j.post(stranger.cookie, `/api/loan-applications/${application.aggregatorId}/consent/otp`)).statusCode).toBe(404);
      expect((await j.post(stranger.cookie, `/api/leads/providerApi?referenceId=${lead.leadId}&updateLeadStatus=true`)).statusCode).toBe(404);
      expect((await j.get(stranger.cookie, `/api/leads/partnerCallbackLog?leadId=${lead.leadId}`)).statusCode).toBe(404);
      expect((await j.post(stranger.cookie, '/api/markOfferNotInterested', { aggregatorId: application.aggregatorId, offerId })).statusCode).toBe(404);
    }
    expect((await j.get(seller.cookie, '/api/loan-applications/AGNOTREAL00000')).statusCode).toBe(404);
    expect((await j.get(seller.cookie, '/api/loan-applications/bad-id')).statusCode).toBe(400);
    expect((await j.choose(seller.cookie, application.aggregatorId, 'OFNOTREAL00000')).statusCode).toBe(404);
  });

  it('a view-only partner cannot choose an offer, acknowledge a KFS, ask for an OTP or withdraw a consent', async () => {
    expect((await j.choose(viewer.cookie, 'AG000000000000', 'OF000000000000')).statusCode).toBe(403);
    expect((await j.post(viewer.cookie, '/api/loan-applications/AG000000000000/consent/otp')).statusCode).toBe(403);
    expect((await j.post(viewer.cookie, '/api/leads/kfsAcknowledgement?leadId=LD000000000000', { acknowledged: true })).statusCode).toBe(403);
    expect((await j.post(viewer.cookie, '/api/loan-applications/AG000000000000/consent/withdraw')).statusCode).toBe(403);
    expect((await j.post(viewer.cookie, '/api/products/FD/bookings', sampleFdSell(new Date()))).statusCode).toBe(403);
    expect((await j.post(viewer.cookie, '/api/share-details', { fullName: 'Asha Verma', mobile: '9876543210', pan: 'ABCPV1234K' })).statusCode).toBe(403);
  });

  it('a customer every lender declines (mobile ending 0001) gets no offers, each lender with its reason', async () => {
    const application = await j.consented(seller.cookie, { ...sample(), mobile: '9876500001' });
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    expect(answer.offers).toEqual([]);
    expect(answer.declined).toHaveLength(8);
    expect(answer.application.status).toBe('NO_OFFERS');
  });

  it('pre-approved offers list the offers not taken; marking one not interested removes it', async () => {
    const application = await j.consented(seller.cookie);
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    const before = (await j.get(seller.cookie, '/api/products/personal-loan/preApprovedOffers')).json<{ offers: { offer: { offerId: string } }[] }>();
    const ids = before.offers.map((o) => o.offer.offerId);
    expect(ids).toEqual(expect.arrayContaining(answer.offers.map((o) => o.offerId)));
    const refused = answer.offers[0]!.offerId;
    expect((await j.post(seller.cookie, '/api/markOfferNotInterested', { aggregatorId: application.aggregatorId, offerId: refused })).statusCode).toBe(200);
    const after = (await j.get(seller.cookie, '/api/products/personal-loan/preApprovedOffers')).json<{ offers: { offer: { offerId: string } }[] }>();
    expect(after.offers.map((o) => o.offer.offerId)).not.toContain(refused);
    expect((await j.get(other.cookie, '/api/products/personal-loan/preApprovedOffers')).json<{ offers: unknown[] }>().offers).toEqual([]);
  });
});

describe('the offers deadline', () => {
  it('a slow lender is listed pending at the deadline; its offer arrives later and is stored as late', async () => {
    const t = await lendingApp({ webhookSecret: env.PAYMENT_WEBHOOK_SECRET, deadlineMs: 1000, latencyMs: { FEDERAL: 4000 } });
    try {
      const j = journey(t.app, t.db);
      const seller = await signInPartner(t.db, { tenant: 'mintfin' });
      const application = await j.consented(seller.cookie);
      const started = Date.now();
      const first = (await j.offers(seller.cookie, application.aggregatorId)).json<OffersAnswer>();
      // Answered at the deadline, not when the slow lender answers (the margin is for a busy CI machine).
      expect(Date.now() - started).toBeLessThan(3500);
      expect(first.pending.map((p) => p.lenderCode)).toContain('FEDERAL');
      expect(first.pollAfterMs).toBeGreaterThan(0);
      expect(first.offers.map((o) => o.lenderCode)).not.toContain('FEDERAL');
      const later = await j.settledOffers(seller.cookie, application.aggregatorId);
      expect(later.pending).toEqual([]);
      const federal = later.offers.find((o) => o.lenderCode === 'FEDERAL');
      expect(federal?.arrived).toBe('LATE');
      expect(later.pollAfterMs).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('lenders that never answer (mobile ending 0002) stay pending until the offer window closes, then count as no answer', async () => {
    const t = await lendingApp({ webhookSecret: env.PAYMENT_WEBHOOK_SECRET, deadlineMs: 300, offerWindowMs: 1500 });
    try {
      const j = journey(t.app, t.db);
      const seller = await signInPartner(t.db, { tenant: 'mintfin' });
      const application = await j.consented(seller.cookie, { ...samplePersonalLoanSell(new Date()), mobile: '9876500002' });
      const first = (await j.offers(seller.cookie, application.aggregatorId)).json<OffersAnswer>();
      expect(first.pending).toHaveLength(8);
      expect(first.application.status).toBe('OFFERS_PENDING');
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const closed = (await j.offers(seller.cookie, application.aggregatorId)).json<OffersAnswer>();
      expect(closed.pending).toEqual([]);
      expect(closed.declined.map((d) => d.reason)).toEqual(Array(8).fill('No answer from the lender in time'));
      expect(closed.application.status).toBe('NO_OFFERS');
      expect(closed.pollAfterMs).toBeNull();
    } finally {
      await t.close();
    }
  });
});
