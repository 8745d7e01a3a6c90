import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KFS_ACK_MESSAGE,
  kfsValidUntil,
  providerCodeOf,
  samplePersonalLoanSell,
  type ChosenOffer,
  type CustomerJourney,
  type CustomerLoanStep,
  type LenderCode,
  type OfferWithKfs,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { runDueJobs } from '../../jobs/job-queue';
import { signLenderCallback } from '../../providers/lenders/lender-provider';
import type { SandboxLender } from '../../providers/lenders/sandbox-lenders';
import { createTestApp, signInPartner } from '../../test-helper';
import { signInCustomer } from '../customers/customer-test-fixtures';
import { findLeadById } from '../../lib/leads/lead-records';
import { loanOffers } from '../../db/schema/lending-schema';
import { journey as lendingJourney } from '../lending/lending-test-fixtures';
import { SANDBOX_DISBURSEMENT_DELAY_MS } from './customer-loan-jobs';
import { loanKfsRecords } from '../../db/schema/customer-loan-schema';
import { sandboxDisbursementEvent } from './customer-loan-service';
import { systemCodesInPdf } from '../../test-pdf-text';

/*
 * Points 1 to 4: what the customer accepts, is debited and is paid is exactly the KFS record they
 * acknowledged themself; every amount the journey answers comes from that record. The partner sells over
 * HTTP and chooses the lender's offer; the customer signs in from the link and walks by hand-made calls.
 */
let now = new Date('2026-11-27T05:30:00Z');
const clock = { now: () => now };
let ip = 0;
const lakh = (n: number) => n * 100_000_00;
const customer = { ifsc: 'HDFC0000001', accountNumber: '50100012345678' };

describe('the customer’s loan is bound to the KFS they acknowledged', () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp({ clock }));
  });
  afterAll(async () => close());

  /** The partner sells a loan of `amount` over `tenure`, the customer consents, the partner chooses `lender`'s offer and shares the link; the customer signs in. */
  async function customerOf(lender: LenderCode, sell: { loanAmount: string; tenureMonths: string } = { loanAmount: '300000', tenureMonths: '36' }) {
    const partner = await signInPartner(db, { tenant: 'mintfin' });
    const j = lendingJourney(app, db);
    const application = await j.consented(partner.cookie, { ...samplePersonalLoanSell(now), ...sell, mobile: '9876543210' });
    const offers = await j.settledOffers(partner.cookie, application.aggregatorId);
    const offer = offers.offers.find((o) => o.lenderCode === lender);
    expect(offer, `${lender} among ${offers.offers.map((o) => o.lenderCode).join(', ')}`).toBeDefined();
    const chosen = (await j.choose(partner.cookie, application.aggregatorId, offer!.offerId)).json<ChosenOffer>();
    const link = (await j.post(partner.cookie, `/api/leads/customerLink?leadId=${chosen.leadId}`)).json<{ link: string }>().link;
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const lead = (await findLeadById(db, chosen.leadId))!;
    const cookie = await signInCustomer(app, db, lead, token, `10.18.0.${++ip}`);
    const base = `/api/products/personal-loan/customer/${providerCodeOf(lender)}/leads/${lead.id}`;
    const get = async () => (await app.inject({ method: 'GET', url: `${base}/journey`, headers: { cookie } })).json<CustomerJourney>();
    const post = (step: string, answer: Record<string, unknown> = {}) =>
      app.inject({ method: 'POST', url: `${base}/journey`, headers: { cookie }, payload: { step, answer } });
    const partnerKfs = async () =>
      (await j.get(partner.cookie, `/api/loan-applications/${application.aggregatorId}/offers/${offer!.offerId}`)).json<OfferWithKfs>();
    return { lead, cookie, partner, base, get, post, partnerKfs, offerId: offer!.offerId };
  }

  /** Good answers for the steps that are not the point of a test. */
  async function walk(c: Awaited<ReturnType<typeof customerOf>>, until: CustomerLoanStep) {
    let current = await c.get();
    for (let i = 0; i < 20 && current.step !== until; i++) {
      const answers: Partial<Record<string, Record<string, unknown>>> = {
        offer: { kfsId: current.kfs?.id, acknowledged: true, accept: true },
        'offer/confirm': { confirm: true },
        'apply/confirm': { confirm: true },
        'apply/details': { loanAmount: current.limits?.maxAmount, tenureMonths: current.limits?.maxTenureMonths },
        'kyc-details': { aadhaar: '234567890124', consent: true },
        'bank-details': { ...customer, accountHolderName: c.lead.customerName },
        'mandate-callback': { response: current.facts.mandateResponse },
      };
      const response = await c.post(current.step, answers[current.step] ?? {});
      expect(response.statusCode, `${current.step}: ${response.body}`).toBe(200);
      current = response.json<CustomerJourney>();
    }
    expect(current.step).toBe(until);
    return current;
  }

  it('YES: an ask beyond the sanction is refused with its limits; one within is priced for the customer’s band with a new KFS, acknowledged, debited and disbursed as it says', async () => {
    const c = await customerOf('YES');
    await walk(c, 'apply/details');
    const atDetails = await c.get();
    expect(atDetails.limits).toEqual({ minAmount: lakh(1), maxAmount: lakh(3), minTenureMonths: 12, maxTenureMonths: 36 });

    // The ask: Rs 15,00,000 over 60 months against a Rs 3,00,000 / 36-month sanction.
    const beyond = await c.post('apply/details', { loanAmount: lakh(15), tenureMonths: 60 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.fields).toEqual({
      loanAmount: 'Your sanctioned limit is Rs 3,00,000. Choose an amount from Rs 1,00,000 to Rs 3,00,000',
      tenureMonths: 'Your sanction allows 12 to 36 months. Choose a tenure within it',
    });
    expect((await c.get()).step).toBe('apply/details');

    const within = await c.post('apply/details', { loanAmount: lakh(2), tenureMonths: 24 });
    expect(within.statusCode, within.body).toBe(200);
    const atOffer = await walk(c, 'offer');
    // Priced by YES for this customer's band (the sanction's: 10.99 % for band A), not the lowest of all bands by chance.
    const sanctioned = (await c.partnerKfs()).kfs;
    expect(atOffer.offer).toMatchObject({ amount: lakh(2), tenureMonths: 24, annualRatePercent: sanctioned.rate.annualPercent });
    expect(atOffer.kfs).toMatchObject({ acknowledged: false, statement: { amount: lakh(2), tenureMonths: 24, instalmentCount: 24 } });
    const kfs = atOffer.kfs!.statement;
    expect(atOffer.offer).toEqual({
      amount: kfs.amount,
      tenureMonths: 24,
      annualRatePercent: kfs.rate.annualPercent,
      emi: kfs.emi,
      aprPercent: kfs.aprPercent,
      netDisbursed: kfs.netDisbursed,
    });
    // A new record of its own; the lender's sanction, as the partner saw it, is unchanged.
    const records = await db.select().from(loanKfsRecords).where(eq(loanKfsRecords.leadId, c.lead.id));
    expect(records.map((r) => [r.source, r.terms.amount, r.supersededAt])).toEqual([['CUSTOMER_CHOICE', lakh(2), null]]);
    const [offerRow] = await db.select().from(loanOffers).where(eq(loanOffers.id, c.offerId));
    expect(offerRow!.terms!.amount).toBe(lakh(3));

    const accepted = await c.post('offer', { kfsId: atOffer.kfs!.id, acknowledged: true, accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const lead = (await findLeadById(db, c.lead.id))!;
    expect([lead.amount, (lead.details as { tenureMonths?: number }).tenureMonths]).toEqual([lakh(2), 24]);

    // The e-mandate authorises what the KFS schedules, shown before the customer authorises it.
    const atMandate = await walk(c, 'mandate-callback');
    expect(atMandate.mandate).toEqual({
      maxAmount: Math.max(...kfs.schedule.map((row) => row.payment)),
      frequency: 'MNTH',
      firstDebitDate: kfs.schedule[0]!.dueDate,
      lastDebitDate: kfs.schedule[23]!.dueDate,
      debits: 24,
      bankName: 'HDFC Bank',
      accountMasked: 'XXXXXX5678',
      lenderName: 'YES Bank',
      umrn: null,
    });
    const atDisbursement = await walk(c, 'disbursement-details');
    expect(atDisbursement.mandate!.umrn).toMatch(/^SBXN/);
    expect(atDisbursement.disbursement).toEqual({ amount: kfs.netDisbursed, utr: null, disbursedAt: null });

    now = new Date(now.getTime() + SANDBOX_DISBURSEMENT_DELAY_MS + 1000);
    await runDueJobs(db, app.jobHandlers, now);
    const paid = await c.get();
    expect(paid.step).toBe('disbursement-success');
    expect(paid.disbursement).toEqual({ amount: kfs.netDisbursed, utr: expect.stringMatching(/^SBXU[0-9A-F]{12}$/), disbursedAt: now.toISOString() });
  });

  it('no hand-made request moves the journey past a KFS the customer has not acknowledged', async () => {
    const c = await customerOf('FEDERAL');
    const atOffer = await walk(c, 'offer');
    const id = atOffer.kfs!.id;
    // Skipping the offer, accepting without the acknowledgement, or naming another statement: refused, nothing moves.
    expect((await c.post('kyc-details', { aadhaar: '234567890124', consent: true })).json()).toMatchObject({ error: { code: 'WRONG_STEP', step: 'offer' } });
    const unacknowledged = await c.post('offer', { kfsId: id, accept: true });
    expect(unacknowledged.statusCode).toBe(400);
    expect(unacknowledged.json().error.fields.acknowledged).toBe(KFS_ACK_MESSAGE);
    expect((await c.post('offer', { accept: true })).statusCode).toBe(400);
    const other = await c.post('offer', { kfsId: 'KFS0000000000000000', acknowledged: true, accept: true });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({
      code: 'WRONG_STEP',
      step: 'offer',
      message: 'The Key Facts Statement has changed. Read the new one before accepting',
    });
    const [record] = await db.select().from(loanKfsRecords).where(eq(loanKfsRecords.id, id));
    expect(record!.acknowledgedAt).toBeNull();

    // The statement lapses (three working days; its dates are moved back a week here, as the customer's session would not
    // outlive a week's wait): the page gets a new record, the old one is kept as it was and is no longer accepted.
    const weekAgo = new Date(now.getTime() - 7 * 24 * 3600_000);
    await db
      .update(loanKfsRecords)
      .set({ issuedAt: weekAgo, validUntil: kfsValidUntil(weekAgo) })
      .where(eq(loanKfsRecords.id, id));
    const [lapsed] = await db.select().from(loanKfsRecords).where(eq(loanKfsRecords.id, id));
    const renewed = await c.get();
    expect(renewed.kfs!.id).not.toBe(id);
    expect(renewed.kfs!.statement.issuedAt).toBe(now.toISOString());
    const [old] = await db.select().from(loanKfsRecords).where(eq(loanKfsRecords.id, id));
    expect(old).toMatchObject({ terms: lapsed!.terms, issuedAt: lapsed!.issuedAt, acknowledgedAt: null, supersededAt: now });
    expect((await c.post('offer', { kfsId: id, acknowledged: true, accept: true })).statusCode).toBe(409);
    expect((await c.post('offer', { kfsId: renewed.kfs!.id, acknowledged: true, accept: true })).json().step).toBe('kyc-details');
  });

  it('the customer reads the very KFS the lender sanctioned (as the partner saw it), and downloads it as a PDF in their own session only', async () => {
    const c = await customerOf('IDFC_FIRST', { loanAmount: '100000', tenureMonths: '24' });
    const atOffer = await walk(c, 'offer');
    expect(atOffer.kfs!.statement).toEqual((await c.partnerKfs()).kfs);
    const pdf = await app.inject({ method: 'GET', url: atOffer.kfs!.pdfUrl, headers: { cookie: c.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(systemCodesInPdf(pdf.rawPayload)).toEqual([]);
    const other = await customerOf('IDFC_FIRST', { loanAmount: '100000', tenureMonths: '24' });
    expect((await app.inject({ method: 'GET', url: atOffer.kfs!.pdfUrl, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: atOffer.kfs!.pdfUrl, headers: { cookie: c.partner.cookie } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: atOffer.kfs!.pdfUrl })).statusCode).toBe(401);
  });

  it('a lender’s disbursement of another amount than the acknowledged KFS’s net amount is not applied', async () => {
    const c = await customerOf('FEDERAL', { loanAmount: '100000', tenureMonths: '24' });
    const at = await walk(c, 'disbursement-details');
    const lead = (await findLeadById(db, c.lead.id))!;
    const event = sandboxDisbursementEvent(lead, now)!;
    const send = (amount: number) => {
      const body = { ...event, eventId: `${event.eventId}-${amount}`, disbursement: { amount, utr: 'FDRLN52026112700001' } };
      const signed = signLenderCallback((app.providers.lenders.get('FEDERAL') as SandboxLender).key, body, now);
      return app.inject({
        method: 'POST',
        url: '/api/lenders/FEDERAL/disbursement-callback',
        headers: { 'content-type': 'application/json', 'x-lender-signature': signed.signature, 'x-lender-timestamp': signed.timestamp },
        payload: signed.rawBody,
      });
    };
    expect((await send(at.offer!.amount)).json()).toEqual({ received: true, outcome: 'IGNORED' });
    expect((await c.get()).step).toBe('disbursement-details');
    expect((await send(at.disbursement!.amount)).json()).toEqual({ received: true, outcome: 'APPLIED' });
    expect(await c.get()).toMatchObject({ step: 'disbursement-success', disbursement: { amount: at.kfs!.statement.netDisbursed, utr: 'FDRLN52026112700001' } });
  });
});
