import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lenderCodes,
  LOAN_ALREADY_DISBURSED_MESSAGE,
  sampleBusinessLoanSell,
  sampleFdSell,
  sampleHomeLoanSell,
  sampleLamfSell,
  samplePersonalLoanSell,
  tenantBrandColours,
  tenants,
  type CallbackLog,
  type ChosenOffer,
  type FdBooking,
  type FdQuote,
  type LamfFolios,
  type LendingRedirection,
  type LenderCallbackBody,
  type LenderCode,
  type OffersAnswer,
  type ProviderApiAnswer,
  type Providers,
} from '@portal/domain';
import { buildApp } from '../../app';
import { testEnv } from '../../env';
import { runDueJobs } from '../../jobs/job-queue';
import type { Clock } from '../../providers/clock';
import { createProviders } from '../../providers/providers';
import { LENDER_SIGNATURE_HEADER, LENDER_TIMESTAMP_HEADER, lenderWebhookKey, signLenderCallback } from '../../providers/lenders/lender-provider';
import { SandboxLenders } from '../../providers/lenders/sandbox-lenders';
import { createTestDatabase, insertTenants, signInPartner } from '../../test-helper';
import { findLeadHistory } from '../leads/leads-repository';
import { leads } from '../../db/schema/leads-schema';
import { loanOffers } from '../../db/schema/lending-schema';
import { payouts } from '../../db/schema/payouts-schema';
import { journey } from './lending-test-fixtures';

const env = testEnv();
const HOST = 'portal.test';

/** Sandbox lenders where FEDERAL fails its first offer request for a customer (a lender's outage). */
const sandbox = new SandboxLenders({ webhookSecret: env.PAYMENT_WEBHOOK_SECRET, deadlineMs: 2000, lateCallbackMs: 5000 });
const failedOnce = new Set<string>();
const flakyFederal = {
  deadlineMs: sandbox.deadlineMs,
  offerWindowMs: sandbox.offerWindowMs,
  get(code: LenderCode) {
    const lender = sandbox.get(code);
    if (code !== 'FEDERAL') return lender;
    return Object.assign(Object.create(lender) as typeof lender, {
      requestOffer: async (input: Parameters<typeof lender.requestOffer>[0]) => {
        if (input.applicant.mobile.startsWith('98888') && !failedOnce.has(input.aggregatorId)) {
          failedOnce.add(input.aggregatorId);
          throw new Error('FEDERAL: service unavailable');
        }
        return lender.requestOffer(input);
      },
    });
  },
};

describe('lending: callbacks, lender status, other loans, FD, LAMF, links and providers', () => {
  let offset = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offset) };
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let j: ReturnType<typeof journey>;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let other: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    await insertTenants(db.db);
    app = await buildApp({
      env,
      db: db.db,
      providers: { ...createProviders(env, db.db), clock, lenders: flakyFederal },
    });
    await app.ready();
    j = journey(app, db.db);
    seller = await signInPartner(db.db, { tenant: 'mintfin' });
    other = await signInPartner(db.db, { tenant: 'mintfin' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const today = new Date();
  const callback = (
    lenderCode: string,
    body: LenderCallbackBody,
    key = lenderWebhookKey(env.PAYMENT_WEBHOOK_SECRET, lenderCode as 'YES'),
    at = clock.now(),
  ) => {
    const signed = signLenderCallback(key, body, at);
    return app.inject({
      method: 'POST',
      url: `/api/lenders/${lenderCode}/callback`,
      headers: { 'content-type': 'application/json', [LENDER_SIGNATURE_HEADER]: signed.signature, [LENDER_TIMESTAMP_HEADER]: signed.timestamp },
      payload: signed.rawBody,
    });
  };

  describe('late answers by signed callback (mobile ending 0003)', () => {
    it('lenders stay pending at the deadline; the durable job delivers their signed callbacks; a replay changes nothing', async () => {
      const application = await j.consented(seller.cookie, { ...samplePersonalLoanSell(today), mobile: '9876500003' });
      const first = (await j.offers(seller.cookie, application.aggregatorId)).json<OffersAnswer>();
      expect(first.offers).toEqual([]);
      expect(first.pending).toHaveLength(8);
      expect(first.application.status).toBe('OFFERS_PENDING');
      // The sandbox lenders' callbacks are jobs due five seconds later.
      offset = 6000;
      await runDueJobs(db.db, app.jobHandlers, clock.now());
      const later = await j.settledOffers(seller.cookie, application.aggregatorId);
      expect(later.pending).toEqual([]);
      expect(later.offers.length).toBeGreaterThan(0);
      expect(later.offers.every((o) => o.arrived === 'LATE')).toBe(true);
      const log = (await j.get(seller.cookie, `/api/leads/partnerCallbackLog?aggregatorId=${application.aggregatorId}`)).json<CallbackLog>();
      expect(log.entries).toHaveLength(8);
      expect(new Set(log.entries.map((e) => e.outcome))).toEqual(new Set(['APPLIED']));
      expect((await j.get(other.cookie, `/api/leads/partnerCallbackLog?aggregatorId=${application.aggregatorId}`)).statusCode).toBe(404);

      // The same event again: answered, not applied.
      const offer = later.offers[0]!;
      const replay = await callback(offer.lenderCode, {
        eventId: `${offer.lenderCode}-${application.aggregatorId}-offer`,
        kind: 'OFFER',
        aggregatorId: application.aggregatorId,
        offer: { amount: 500000, tenureMonths: 12, annualRatePercent: 30, processingFeePercent: 5 },
        sentAt: clock.now().toISOString(),
      });
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.json()).toEqual({ received: true, outcome: 'DUPLICATE' });
      const [row] = await db.db.select().from(loanOffers).where(eq(loanOffers.id, offer.offerId));
      expect(row!.terms!.annualRatePercent).toBe(offer.annualRatePercent);
      offset = 0;
    });

    it('forged, stale, malformed and unknown-lender callbacks are refused', async () => {
      const body: LenderCallbackBody = { eventId: 'e-1', kind: 'DECLINE', aggregatorId: 'AG000000000000', reason: 'x', sentAt: new Date().toISOString() };
      // Signed with another lender's key.
      expect((await callback('YES', body, lenderWebhookKey(env.PAYMENT_WEBHOOK_SECRET, 'DBS'))).statusCode).toBe(401);
      expect((await callback('YES', body, lenderWebhookKey('another-secret-entirely-32-bytes-long', 'YES'))).statusCode).toBe(401);
      expect((await callback('YES', body, undefined, new Date(Date.now() - 3600_000))).statusCode).toBe(401);
      expect((await callback('YES', { ...body, kind: 'NOPE' } as unknown as LenderCallbackBody)).statusCode).toBe(400);
      expect((await callback('ACME', body)).statusCode).toBe(404);
      const unsigned = await app.inject({
        method: 'POST',
        url: '/api/lenders/YES/callback',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(unsigned.statusCode).toBe(401);
      // A well-signed callback for an application nobody has is recorded and ignored.
      const ignored = await callback('YES', body);
      expect(ignored.json()).toEqual({ received: true, outcome: 'IGNORED' });
    });
  });

  it('a lender that failed is asked again by the durable chase job, and its offer is stored as late', async () => {
    const application = await j.consented(seller.cookie, { ...samplePersonalLoanSell(today), mobile: '9888800009' });
    const first = (await j.offers(seller.cookie, application.aggregatorId)).json<OffersAnswer>();
    expect(first.pending.map((p) => p.lenderCode)).toEqual(['FEDERAL']);
    offset = 40_000;
    await runDueJobs(db.db, app.jobHandlers, clock.now());
    const later = (await j.offers(seller.cookie, application.aggregatorId)).json<OffersAnswer>();
    offset = 0;
    expect(later.pending).toEqual([]);
    expect(later.offers.find((o) => o.lenderCode === 'FEDERAL')?.arrived).toBe('LATE');
  });

  describe('the lender’s status moves the lead', () => {
    it('providerApi asks the lender; with updateLeadStatus the lead follows, its history written', async () => {
      const application = await j.consented(seller.cookie);
      const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
      const chosen = (await j.choose(seller.cookie, application.aggregatorId, answer.offers[0]!.offerId)).json<ChosenOffer>();
      const ask = (update: boolean) => j.post(seller.cookie, `/api/leads/providerApi?referenceId=${chosen.leadId}&updateLeadStatus=${update}`);
      const submitted = (await ask(true)).json<ProviderApiAnswer>();
      expect(submitted).toMatchObject({ lenderStatus: 'SUBMITTED', leadStatus: 'APPLICATION_IN_PROGRESS', moved: true });
      offset = 10 * 60_000;
      const unchanged = (await ask(false)).json<ProviderApiAnswer>();
      expect(unchanged.moved).toBe(false);
      expect(unchanged.leadStatus).toBe('APPLICATION_IN_PROGRESS');
      const final = (await ask(true)).json<ProviderApiAnswer>();
      expect(['DISBURSED', 'REJECTED']).toContain(final.lenderStatus);
      expect(final.leadStatus).toBe(final.lenderStatus);
      offset = 0;
      const history = await findLeadHistory(db.db, chosen.leadId);
      // The lead is the application's from consent on (decision 0151): consent, offers, the choice, then the lender.
      expect(history.map((h) => h.toStatus)).toEqual(['CONSENT_GIVEN', 'OFFERS_READY', 'OFFER_SELECTED', 'APPLICATION_IN_PROGRESS', final.lenderStatus]);
      expect(history.at(-1)!.actor).toBe('lender');
      // What happened as catalogue keys with the lender's name, for every reader's language (decision 0278).
      expect(history.map((h) => h.noteKey)).toEqual([
        'customerConsented',
        'offersIn',
        'offerChosen',
        'lenderStatus.SUBMITTED',
        `lenderStatus.${final.lenderStatus}`,
      ]);
      const lender = history[2]!.noteValues?.lender;
      expect(lender).toMatch(/\S/);
      expect(history.at(-1)).toMatchObject({ noteValues: { lender }, note: expect.stringContaining(`${lender}: `) });
    });

    it('a lender’s signed STATUS callback moves its own lead, not another lender’s', async () => {
      const application = await j.consented(seller.cookie);
      const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
      const offer = answer.offers[0]!;
      const chosen = (await j.choose(seller.cookie, application.aggregatorId, offer.offerId)).json<ChosenOffer>();
      const status = (lender: string, eventId: string) =>
        callback(lender, {
          eventId,
          kind: 'STATUS',
          aggregatorId: application.aggregatorId,
          leadId: chosen.leadId,
          status: 'IN_REVIEW',
          sentAt: new Date().toISOString(),
        });
      const wrongLender = lenderCodes.find((c) => c !== offer.lenderCode)!;
      expect((await status(wrongLender, 'st-1')).json().outcome).toBe('IGNORED');
      expect((await status(offer.lenderCode, 'st-2')).json().outcome).toBe('APPLIED');
      const log = (await j.get(seller.cookie, `/api/leads/partnerCallbackLog?leadId=${chosen.leadId}`)).json<CallbackLog>();
      expect(log.entries.map((e) => e.eventId)).toContain('st-2');
      const history = await findLeadHistory(db.db, chosen.leadId);
      expect(history.at(-1)).toMatchObject({ toStatus: 'APPLICATION_IN_PROGRESS', actor: 'lender' });
    });
  });

  it('a lender’s DISBURSED callback moves the chosen offer’s lead to disbursed and earns the partner’s payout once', async () => {
    const application = await j.consented(seller.cookie);
    const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
    const offer = answer.offers[0]!;
    const chosen = (await j.choose(seller.cookie, application.aggregatorId, offer.offerId)).json<ChosenOffer>();
    const disbursed = (eventId: string) =>
      callback(offer.lenderCode, {
        eventId,
        kind: 'STATUS',
        aggregatorId: application.aggregatorId,
        leadId: chosen.leadId,
        status: 'DISBURSED',
        sentAt: new Date().toISOString(),
      });
    expect((await disbursed('disb-1')).json().outcome).toBe('APPLIED');
    // A replay is a duplicate; the lender saying it again moves nothing: one payout either way.
    expect((await disbursed('disb-1')).json().outcome).toBe('DUPLICATE');
    await disbursed('disb-2');
    const history = await findLeadHistory(db.db, chosen.leadId);
    expect(history.slice(-2).map((h) => [h.toStatus, h.actor])).toEqual([
      ['APPLICATION_IN_PROGRESS', 'lender'],
      ['DISBURSED', 'lender'],
    ]);
    const [lead] = await db.db.select().from(leads).where(eq(leads.id, chosen.leadId));
    const earned = await db.db.select().from(payouts).where(eq(payouts.sourceId, chosen.leadId));
    expect(earned.map((payout) => [payout.kind, payout.partnerId, payout.base])).toEqual([['LOAN', seller.partner.id, lead!.amount ?? 0]]);
  });

  describe('home loan, business loans', () => {
    it('a home loan gets floating-rate offers capped by the property’s value, and its customer link opens the chosen offer', async () => {
      const application = await j.consented(seller.cookie, sampleHomeLoanSell(today), 'home-loan');
      const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
      expect(answer.offers.length).toBeGreaterThan(0);
      expect(answer.offers.every((o) => o.rateType === 'FLOATING' && o.amount <= 4500000 * 100 * 0.8)).toBe(true);
      const chosen = (await j.choose(seller.cookie, application.aggregatorId, answer.offers[0]!.offerId)).json<ChosenOffer>();
      const link = (await j.post(seller.cookie, `/api/leads/customerLink?leadId=${chosen.leadId}`)).json<{ link: string }>().link;
      expect(link).toMatch(/^\/mandate\/home-loan\?token=/);
      const token = new URL(link, 'http://x').searchParams.get('token')!;
      const open = await app.inject({ method: 'GET', url: `/api/redirection-flows/public/product/home-loan?token=${encodeURIComponent(token)}` });
      expect(open.statusCode, open.body).toBe(200);
      expect(open.json<LendingRedirection>()).toMatchObject({ productCode: 'home-loan', offer: { offerId: answer.offers[0]!.offerId } });
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/redirection-flows/public/product/home-loan/mandate',
        payload: { token, fullName: sampleHomeLoanSell(today).fullName, consent: true },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    });

    it('business loans: the GSTIN is checked by its check character; a valid one gets offers and a lead', async () => {
      const bad = await j.sell(seller.cookie, 'business-loans', { ...sampleBusinessLoanSell(today), gstin: '27AAPFU0939F1ZW' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.gstin).toBe('Enter valid GSTIN');
      const application = await j.consented(seller.cookie, sampleBusinessLoanSell(today), 'business-loans');
      const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
      expect(answer.offers.length).toBeGreaterThan(0);
      const chosen = await j.choose(seller.cookie, application.aggregatorId, answer.offers[0]!.offerId);
      expect(chosen.json<ChosenOffer>().lead.productCode).toBe('business-loans');
      // The business-loans redirection flow of §7 answers for real.
      const link = (await j.post(seller.cookie, `/api/leads/customerLink?leadId=${chosen.json<ChosenOffer>().leadId}`)).json<{ link: string }>().link;
      const token = new URL(link, 'http://x').searchParams.get('token')!;
      const open = await app.inject({ method: 'GET', url: `/api/redirection-flows/public/product/business-loans?token=${encodeURIComponent(token)}` });
      expect(open.statusCode, open.body).toBe(200);
      expect(open.json<LendingRedirection>().kfs?.amount).toBe(answer.offers[0]!.amount);
    });
  });

  describe('redirection flows: the customer confirms the chosen offer from a link', () => {
    it('personal loan: the link shows the offer and KFS; confirming acknowledges the KFS and moves the lead', async () => {
      const application = await j.consented(seller.cookie);
      const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
      const chosen = (await j.choose(seller.cookie, application.aggregatorId, answer.offers[0]!.offerId)).json<ChosenOffer>();
      const linked = await j.post(seller.cookie, `/api/leads/customerLink?leadId=${chosen.leadId}`);
      expect(linked.statusCode, linked.body).toBe(200);
      const token = new URL(linked.json().link, 'http://x').searchParams.get('token')!;
      const open = await app.inject({ method: 'GET', url: `/api/redirection-flows/public/product/personal-loan?token=${encodeURIComponent(token)}` });
      expect(open.statusCode, open.body).toBe(200);
      expect(open.json<LendingRedirection>()).toMatchObject({
        leadId: chosen.leadId,
        // The lead's tenant, in its colour (decision 0175): this seller is Mint Finance's.
        brandName: tenants.mintfin.name,
        brandColour: tenantBrandColours.mintfin,
        offer: { offerId: answer.offers[0]!.offerId },
        mandate: { confirmedAt: null },
      });
      // Another product's flow does not take this link.
      expect((await app.inject({ method: 'GET', url: `/api/redirection-flows/public/product/FD?token=${encodeURIComponent(token)}` })).statusCode).toBe(404);
      const confirm = (fullName: string, consent: boolean) =>
        app.inject({ method: 'POST', url: '/api/redirection-flows/public/product/personal-loan/mandate', payload: { token, fullName, consent } });
      expect((await confirm('Asha Verma', false)).statusCode).toBe(400);
      expect((await confirm('Someone Else', true)).statusCode).toBe(400);
      const confirmed = await confirm('asha  verma', true);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json<LendingRedirection>().mandate.signerName).toBe('asha verma');
      const loanOffer = (await j.get(seller.cookie, `/api/leads/loanOffer?leadId=${chosen.leadId}`)).json();
      expect(loanOffer).toMatchObject({ status: 'APPLICATION_IN_PROGRESS', acknowledgement: { channel: 'CUSTOMER_LINK' } });
      expect((await confirm('Asha Verma', true)).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/redirection-flows/public/product/personal-loan?token=forged.token.value' })).statusCode).toBe(404);
      expect(confirmed.json<LendingRedirection>().disbursed).toBe(false);
    });

    it('a link whose loan is disbursed says so, and refuses a confirmation it has not had', async () => {
      const application = await j.consented(seller.cookie);
      const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
      const chosen = (await j.choose(seller.cookie, application.aggregatorId, answer.offers[0]!.offerId)).json<ChosenOffer>();
      const linked = await j.post(seller.cookie, `/api/leads/customerLink?leadId=${chosen.leadId}`);
      const token = new URL(linked.json().link, 'http://x').searchParams.get('token')!;
      // The lender pays out (its signed callback moves the lead; set here directly).
      await db.db.update(leads).set({ status: 'DISBURSED' }).where(eq(leads.id, chosen.leadId));
      const open = await app.inject({ method: 'GET', url: `/api/redirection-flows/public/product/personal-loan?token=${encodeURIComponent(token)}` });
      expect(open.statusCode, open.body).toBe(200);
      expect(open.json<LendingRedirection>()).toMatchObject({ leadId: chosen.leadId, disbursed: true });
      const confirm = await app.inject({
        method: 'POST',
        url: '/api/redirection-flows/public/product/personal-loan/mandate',
        payload: { token, fullName: 'Asha Verma', consent: true },
      });
      expect(confirm.statusCode, confirm.body).toBe(409);
      expect(confirm.json().error.message).toBe(LOAN_ALREADY_DISBURSED_MESSAGE);
    });
  });

  describe('FD', () => {
    it('quotes the rate and maturity (compounded quarterly), senior citizens get more', async () => {
      const quote = await j.post(seller.cookie, '/api/products/FD/quote', sampleFdSell(today));
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json<FdQuote>()).toMatchObject({
        bank: 'IDFC_FIRST',
        amount: 10000000,
        annualRatePercent: 7.25,
        maturityAmount: 10744950,
        compounding: 'QUARTERLY',
      });
      const senior = (await j.post(seller.cookie, '/api/products/FD/quote', { ...sampleFdSell(today), seniorCitizen: true })).json<FdQuote>();
      expect(senior.annualRatePercent).toBe(7.75);
      expect(senior.maturityAmount).toBeGreaterThan(10744950);
      const bad = await j.post(seller.cookie, '/api/products/FD/quote', { ...sampleFdSell(today), amount: '10' });
      expect(bad.statusCode).toBe(400);
    });

    it('booking makes a lead and the customer’s link; the FD redirection flow answers for real', async () => {
      const booked = await j.post(seller.cookie, '/api/products/FD/bookings', sampleFdSell(today));
      expect(booked.statusCode, booked.body).toBe(201);
      const booking = booked.json<FdBooking>();
      const token = new URL(booking.link, 'http://x').searchParams.get('token')!;
      const open = await app.inject({ method: 'GET', url: `/api/redirection-flows/public/product/FD?token=${encodeURIComponent(token)}` });
      expect(open.statusCode, open.body).toBe(200);
      expect(open.json<LendingRedirection>()).toMatchObject({ productCode: 'FD', fd: { maturityAmount: booking.quote.maturityAmount }, offer: null });
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/redirection-flows/public/product/FD/mandate',
        payload: { token, fullName: 'Asha Verma', consent: true },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const history = await findLeadHistory(db.db, booking.leadId);
      expect(history.map((h) => h.toStatus)).toEqual(['LINK_SHARED', 'APPLICATION_IN_PROGRESS']);
      const crossSite = await j.post(seller.cookie, '/api/products/FD/bookings', sampleFdSell(today), {
        host: HOST,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      });
      expect(crossSite.statusCode).toBe(403);
    });
  });

  describe('LAMF', () => {
    it('folios after the consent, with loan-to-value by fund type; lenders lend at most what they support', async () => {
      // A PAN alone shows nothing (decision 0150): the folios are the consented application's.
      expect((await j.post(seller.cookie, '/api/products/lamf/folios', { pan: 'ABCPV1234K' })).statusCode).toBe(400);
      const application = await j.consented(seller.cookie, { ...sampleLamfSell(today), loanAmount: '50000' }, 'lamf');
      const folios = (await j.post(seller.cookie, '/api/products/lamf/folios', { aggregatorId: application.aggregatorId })).json<LamfFolios>();
      expect(folios.folios.length).toBeGreaterThanOrEqual(2);
      for (const folio of folios.folios) expect(folio.ltvPercent).toBe({ EQUITY: 50, DEBT: 80, HYBRID: 60 }[folio.category]);
      expect(folios.eligibleAmount).toBe(folios.folios.reduce((s, f) => s + f.eligibleAmount, 0));
      const answer = await j.settledOffers(seller.cookie, application.aggregatorId);
      expect(answer.offers.map((o) => o.lenderCode).sort()).toEqual(expect.arrayContaining(['FEDERAL']));
      for (const offer of answer.offers) expect(offer.amount).toBeLessThanOrEqual(folios.eligibleAmount);
    });

    it("Customer's Link: a lead and a link to the logo-only page, which shows the tenant's brand", async () => {
      const shared = await j.post(seller.cookie, '/api/share-details', { fullName: 'Asha Verma', mobile: '9876543210', pan: 'ABCPV1234K' });
      expect(shared.statusCode, shared.body).toBe(201);
      const token = new URL(shared.json().link, 'http://x').searchParams.get('token')!;
      const page = await app.inject({ method: 'GET', url: `/api/products/lamf/public?token=${encodeURIComponent(token)}` });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ productCode: 'lamf', tenantCode: 'mintfin', brandName: 'Mint Finance' });
      expect(JSON.stringify(page.json())).not.toContain('Asha');
      expect((await app.inject({ method: 'GET', url: `/api/products/personal-loan/public?token=${encodeURIComponent(token)}` })).statusCode).toBe(404);
      expect((await j.post(seller.cookie, '/api/share-details', { fullName: 'A', mobile: '1' })).statusCode).toBe(400);
    });
  });

  describe('partner URL and providers', () => {
    it('the partner URL opens the personal loan public page with the partner’s brand; a forged one is a 404', async () => {
      const made = await j.post(seller.cookie, '/api/product/personal-loan/generatePartnerUrl');
      expect(made.statusCode, made.body).toBe(200);
      const ref = new URL(made.json().url, 'http://x').searchParams.get('ref')!;
      const page = await app.inject({ method: 'GET', url: `/api/products/personal-loan/public?ref=${encodeURIComponent(ref)}` });
      expect(page.json()).toMatchObject({ brandName: 'Mint Finance' });
      // The partner's own URL names no lead, so no customer's language: the page stays in the visitor's.
      expect(page.json()).not.toHaveProperty('language');
      expect((await app.inject({ method: 'GET', url: `/api/products/personal-loan/public?ref=${encodeURIComponent(ref)}x` })).statusCode).toBe(404);
      expect((await j.post(seller.cookie, '/api/product/mobile/generatePartnerUrl')).statusCode).toBe(404);
    });

    it('a customer who opens the partner URL leaves a lead in that partner’s list', async () => {
      const made = await j.post(seller.cookie, '/api/product/personal-loan/generatePartnerUrl');
      const ref = new URL(made.json().url, 'http://x').searchParams.get('ref')!;
      const left = await app.inject({
        method: 'POST',
        url: '/api/lead-service/public/leads',
        payload: { partnerToken: ref, customer: { name: 'Asha Rao', mobile: '9876501234' } },
      });
      expect(left.statusCode, left.body).toBe(201);
      const { leadId } = left.json<{ leadId: string }>();
      const lead = await j.get(seller.cookie, `/api/leads/${leadId}`);
      expect(lead.statusCode).toBe(200);
      expect(lead.json()).toMatchObject({ productCode: 'personal-loan', customer: { name: 'Asha Rao' } });
    });

    it('the link of a lead shared from its details page opens the public page in its customer’s language; another product’s page refuses it', async () => {
      const created = await j.post(seller.cookie, '/api/products/personal-loan/leads', {
        customer: { name: 'Ravi Kumar', mobile: '9876505678', language: 'hi-IN' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const link = await j.get(seller.cookie, `/api/leads/${created.json<{ leadId: string }>().leadId}/link`);
      const token = new URL(link.json<{ link: string }>().link, 'http://x').searchParams.get('token')!;
      const page = await app.inject({ method: 'GET', url: `/api/products/personal-loan/public?token=${encodeURIComponent(token)}` });
      expect(page.statusCode, page.body).toBe(200);
      // The page follows the lead's language where its link carries none (decision 0245).
      expect(page.json()).toMatchObject({ brandName: 'Mint Finance', language: 'hi-IN' });
      expect((await app.inject({ method: 'GET', url: `/api/products/lamf/public?token=${encodeURIComponent(token)}` })).statusCode).toBe(404);
    });

    it('getProvider lists the lenders of the tenant’s loan products; getCustomProvider the white-label bank', async () => {
      const all = (await j.get(seller.cookie, '/api/getProvider')).json<Providers>();
      expect(all.providers.map((p) => p.code).sort()).toEqual([...lenderCodes].sort());
      const lamf = (await j.get(seller.cookie, '/api/getProvider?productCode=lamf')).json<Providers>();
      expect(lamf.providers.map((p) => p.code).sort()).toEqual(['DBS', 'FEDERAL', 'YES']);
      expect((await j.get(seller.cookie, '/api/getCustomProvider')).json<Providers>().providers).toEqual([]);
      const whiteLabel = await signInPartner(db.db, { tenant: 'sahyadri' });
      expect((await j.get(whiteLabel.cookie, '/api/getCustomProvider')).json<Providers>().providers.map((p) => p.code)).toEqual(['SAHYADRI']);
      expect((await app.inject({ method: 'GET', url: '/api/getProvider' })).statusCode).toBe(401);
    });
  });
});
