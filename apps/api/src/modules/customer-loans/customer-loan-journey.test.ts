import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  journeyPaths,
  lenderJourneyKinds,
  tenantBrandColours,
  tenants,
  type CustomerJourney,
  type CustomerLoanStep,
  type LenderCode,
  type TenantCode,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { runDueJobs } from '../../jobs/job-queue';
import { createTestApp, signInPartner } from '../../test-helper';
import { customerLead, freshCustomerMobile, signInCustomer } from '../customers/customer-test-fixtures';
import { leads } from '../../db/schema/leads-schema';
import { lenderCallbacks } from '../../db/schema/lending-schema';
import { payouts } from '../../db/schema/payouts-schema';
import { signLenderCallback } from '../../providers/lenders/lender-provider';
import type { SandboxLender } from '../../providers/lenders/sandbox-lenders';
import { SANDBOX_DISBURSEMENT_DELAY_MS } from './customer-loan-jobs';
import { sandboxDisbursementEvent } from './customer-loan-service';

let now = new Date();
const clock = { now: () => now };
let ip = 0;
/** A mobile of its own ending 0009: the sandbox bureau scores it 820 (band A), so every lender sanctions it. */
const wellScoredMobile = () => {
  const fresh = freshCustomerMobile();
  return `${fresh[0]}${fresh.slice(4, 9)}0009`;
};
const nextIp = () => `10.44.${Math.floor(++ip / 200)}.${ip % 200}`;

/** Good answers for each step (sandbox: a real IFSC, the customer's own account, a Verhoeff-valid Aadhaar). */
const goodAnswers: Partial<Record<CustomerLoanStep, Record<string, unknown>>> = {
  'offer/confirm': { confirm: true },
  location: { pinCode: '411001' },
  'kyc-details': { aadhaar: '2345 6789 0124', consent: true },
  'additional-details': { employmentType: 'SALARIED', monthlyIncome: 80000 },
  'bank-details': { ifsc: 'HDFC0000001', accountNumber: '50100012345678', accountHolderName: 'Asha Verma' },
  'apply/details': { loanAmount: 10_000_000, tenureMonths: 24 },
  'apply/confirm': { confirm: true },
};

/** The answer a customer's page sends at the journey's step: the widget's and the bank's returns where the step needs them. */
function answerFor(current: CustomerJourney, answers: typeof goodAnswers): Record<string, unknown> {
  if (current.step === 'liveliness') return { widgetToken: current.facts.livelinessWidgetToken, frames: 12 };
  if (current.step === 'mandate-callback') return { response: current.facts.mandateResponse };
  // The customer acknowledges exactly the KFS shown.
  if (current.step === 'offer') return { kfsId: current.kfs?.id, acknowledged: true, accept: true };
  return answers[current.step as CustomerLoanStep] ?? {};
}

describe('customer loan journey via the API', () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp({ clock }));
  });
  afterAll(async () => close());

  async function start(lender: LenderCode, options: { mobile?: string; tenant?: TenantCode } = {}) {
    const { partner, cookie: partnerCookie } = await signInPartner(db, options.tenant ? { tenant: options.tenant } : {});
    const { lead, token } = await customerLead(db, partner, { now, mobile: options.mobile ?? wellScoredMobile() });
    await db
      .update(leads)
      .set({ aggregatorId: `AG${lead.id.slice(2)}` })
      .where(eq(leads.id, lead.id));
    const cookie = await signInCustomer(app, db, lead, token, nextIp());
    const base = `/api/products/personal-loan/customer/${lender.toLowerCase().replace(/_/g, '-')}/leads/${lead.id}/journey`;
    const get = () => app.inject({ method: 'GET', url: base, headers: { cookie } });
    const post = (step: string, answer: Record<string, unknown> = {}) =>
      app.inject({ method: 'POST', url: base, headers: { cookie }, payload: { step, answer } });
    return { lead, cookie, partnerCookie, partnerName: partner.name, base, get, post };
  }

  async function walkTo(journey: Awaited<ReturnType<typeof start>>, until: CustomerLoanStep, answers = goodAnswers): Promise<CustomerJourney> {
    let current = (await journey.get()).json<CustomerJourney>();
    for (let i = 0; i < 30 && current.step !== until; i++) {
      const step = current.step as CustomerLoanStep;
      const answer = answerFor(current, answers);
      const response = await journey.post(step, answer);
      expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
      current = response.json<CustomerJourney>();
    }
    expect(current.step).toBe(until);
    return current;
  }

  async function disburse() {
    now = new Date(now.getTime() + SANDBOX_DISBURSEMENT_DELAY_MS + 1000);
    await runDueJobs(db, app.jobHandlers, now);
  }

  it.each(['mintfin', 'mintpro'] as const)('every step names the lead’s tenant (%s), whoever’s seller brand the product has', async (tenant) => {
    const journey = await start('YES', { tenant });
    expect((await journey.get()).json()).toMatchObject({ step: 'login-otp', brandName: tenants[tenant].name, brandColour: tenantBrandColours[tenant] });
    const next = await journey.post('login-otp');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ brandName: tenants[tenant].name });
  });

  it.each(['IDFC_FIRST', 'BANDHAN', 'FEDERAL', 'YES'] as const)(
    '%s: the customer walks the lender’s own path from login-otp to disbursement',
    async (lender) => {
      const journey = await start(lender);
      expect((await journey.get()).json()).toMatchObject({ step: 'login-otp', lender, backNavigationDisabled: false });
      const walked: string[] = [];
      let current = (await journey.get()).json<CustomerJourney>();
      while (current.step !== 'disbursement-details') {
        walked.push(current.step);
        const step = current.step as CustomerLoanStep;
        const answer = answerFor(current, goodAnswers);
        const response = await journey.post(step, answer);
        expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
        current = response.json<CustomerJourney>();
      }
      expect([...walked, 'disbursement-details']).toEqual(journeyPaths[lenderJourneyKinds[lender]]);
      expect(current).toMatchObject({
        backNavigationDisabled: true,
        facts: { aadhaarLast4: '0124', bankName: 'HDFC Bank', accountLast4: '5678', umrn: expect.stringMatching(/^SBXN/) },
      });
      const [inProgress] = await db.select().from(leads).where(eq(leads.id, journey.lead.id));
      expect(inProgress!.status).toBe('APPLICATION_IN_PROGRESS');
      // The Aadhaar and the account number are never stored whole.
      expect(JSON.stringify(inProgress!.details)).not.toContain('234567890124');
      expect(JSON.stringify(inProgress!.details)).not.toContain('50100012345678');

      await disburse();
      expect((await journey.get()).json()).toMatchObject({ step: 'disbursement-success', final: true, backNavigationDisabled: true });
      const [paid] = await db.select().from(leads).where(eq(leads.id, journey.lead.id));
      expect(paid!.status).toBe('DISBURSED');
      const logged = await db.select().from(lenderCallbacks).where(eq(lenderCallbacks.leadId, journey.lead.id));
      expect(logged).toMatchObject([{ lenderCode: lender, kind: 'STATUS', outcome: 'APPLIED' }]);
      // A second run of the queue (a replayed callback) changes nothing.
      await disburse();
      expect((await db.select().from(lenderCallbacks).where(eq(lenderCallbacks.leadId, journey.lead.id))).length).toBe(1);
      // The disbursed loan earns its partner's payout, once, on the amount of the lead (decision 0116).
      const earned = await db.select().from(payouts).where(eq(payouts.sourceId, journey.lead.id));
      expect(earned.map((payout) => [payout.kind, payout.partnerId, payout.base])).toEqual([['LOAN', paid!.partnerId, paid!.amount ?? 0]]);
    },
  );

  it('a lender’s disbursement callback over HTTP: another lender’s signature is refused, the right one applies once', async () => {
    const journey = await start('FEDERAL');
    await walkTo(journey, 'disbursement-details');
    const [lead] = await db.select().from(leads).where(eq(leads.id, journey.lead.id));
    const body = sandboxDisbursementEvent(lead!, now)!;
    const send = (lender: LenderCode, signedBy: LenderCode) => {
      const signed = signLenderCallback((app.providers.lenders.get(signedBy) as SandboxLender).key, body, now);
      return app.inject({
        method: 'POST',
        url: `/api/lenders/${lender}/disbursement-callback`,
        headers: { 'content-type': 'application/json', 'x-lender-signature': signed.signature, 'x-lender-timestamp': signed.timestamp },
        payload: signed.rawBody,
      });
    };
    expect((await send('FEDERAL', 'YES')).statusCode).toBe(401);
    const applied = await send('FEDERAL', 'FEDERAL');
    expect(applied.json(), applied.body).toEqual({ received: true, outcome: 'APPLIED' });
    expect((await send('FEDERAL', 'FEDERAL')).json()).toEqual({ received: true, outcome: 'DUPLICATE' });
    expect((await journey.get()).json().step).toBe('disbursement-success');
    // The queued sandbox answer arrives after and changes nothing.
    await disburse();
    expect((await db.select().from(lenderCallbacks).where(eq(lenderCallbacks.leadId, journey.lead.id))).map((row) => row.outcome)).toEqual(['APPLIED']);
  });

  it('a disbursement the lender refuses ends at disbursement-reject and the lead is rejected', async () => {
    const journey = await start('FEDERAL');
    await walkTo(journey, 'disbursement-details', { ...goodAnswers, 'bank-details': { ...goodAnswers['bank-details'], accountNumber: '50100012343333' } });
    await disburse();
    expect((await journey.get()).json()).toMatchObject({ step: 'disbursement-reject', backNavigationDisabled: true });
    const [lead] = await db.select().from(leads).where(eq(leads.id, journey.lead.id));
    expect(lead!.status).toBe('REJECTED');
  });

  it('a step out of order answers 409 WRONG_STEP with the step to go to, and changes nothing', async () => {
    const journey = await start('FEDERAL');
    await walkTo(journey, 'kyc-details');
    const skipped = await journey.post('bank-details', goodAnswers['bank-details']);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ error: { code: 'WRONG_STEP', step: 'kyc-details' } });
    const back = await journey.post('offer', { kfsId: 'KFS0', acknowledged: true, accept: true });
    expect(back.json()).toMatchObject({ error: { code: 'WRONG_STEP', step: 'kyc-details' } });
    // A reload or a second device lands on the true step.
    expect((await journey.get()).json().step).toBe('kyc-details');
    const stashfin = await journey.post('stashfin');
    expect(stashfin.statusCode).toBe(409);
  });

  it.each([
    {
      case: 'an Aadhaar whose check digit is wrong',
      step: 'kyc-details',
      answer: { aadhaar: '234567890125', consent: true },
      field: 'aadhaar',
      message: 'Enter valid Aadhaar number',
    },
    {
      case: 'an IFSC no bank has',
      step: 'bank-details',
      answer: { ...goodAnswers['bank-details'], ifsc: 'ZZZZ0000001' },
      field: 'ifsc',
      message: 'Enter valid IFSC code',
    },
    {
      case: 'an account the penny drop finds no one for',
      step: 'bank-details',
      answer: { ...goodAnswers['bank-details'], accountNumber: '50100012340000' },
      field: 'accountNumber',
      message: 'This bank account could not be verified. Check the account number and IFSC',
    },
    {
      case: 'an account in another person’s name',
      step: 'bank-details',
      answer: { ...goodAnswers['bank-details'], accountNumber: '50100012341111' },
      field: 'accountHolderName',
      message: 'The name on this bank account does not match yours. Use an account in your own name',
    },
  ])('$case is refused with 400 on its field and the customer stays', async ({ step, answer, field, message }) => {
    const journey = await start('FEDERAL');
    await walkTo(journey, step as CustomerLoanStep);
    const refused = await journey.post(step, answer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields[field]).toBe(message);
    expect((await journey.get()).json().step).toBe(step);
  });

  it.each([
    {
      case: 'KYC fails for a 9999 Aadhaar, and the customer goes back to the details to correct the number',
      at: 'kyc-callback',
      answers: { ...goodAnswers, 'kyc-details': { aadhaar: '999999999999', consent: true } },
      failure: 'kyc-failure',
      back: 'kyc-details',
    },
    {
      case: 'the e-mandate is refused, and the customer gives another account',
      at: 'mandate-callback',
      answers: { ...goodAnswers, 'bank-details': { ...goodAnswers['bank-details'], accountNumber: '50100012342222' } },
      failure: 'mandate-failure',
      back: 'bank-details',
    },
  ] as const)('$case', async ({ at, answers, failure, back }) => {
    const journey = await start('FEDERAL');
    const current = await walkTo(journey, at, answers);
    const failed = await journey.post(at, answerFor(current, answers));
    // The page names the partner who sent the link, who helps from here.
    expect(failed.json()).toMatchObject({ step: failure, partnerName: journey.partnerName, facts: { failureReason: expect.any(String) } });
    const retried = await journey.post(failure, { retry: true });
    expect(retried.json().step).toBe(back);
  });

  it('a customer the lender will not offer goes from login straight to offer-failure and never sees an offer; an unreachable lender to offerApiFailure', async () => {
    const declined = await start('FEDERAL', { mobile: `70000${String(Date.now()).slice(-1)}0001` });
    const failed = (await declined.post('login-otp')).json<CustomerJourney>();
    expect(failed).toMatchObject({ step: 'offer-failure', offer: null, kfs: null, facts: { failureReason: 'The lender has no offer for you now' } });
    // Trying again asks the lender again: still no offer, and still none shown.
    expect((await declined.post('offer-failure', { retry: true })).json()).toMatchObject({ step: 'offer-failure', offer: null });
    const unreachable = await start('FEDERAL', { mobile: `70001${String(Date.now()).slice(-1)}0500` });
    expect((await unreachable.post('login-otp')).json()).toMatchObject({ step: 'offerApiFailure', offer: null });
  });

  it.each([
    { email: 'nooffer@example.com', failure: 'offer-failure' },
    { email: 'Unreachable@example.com', failure: 'offerApiFailure' },
  ])('a customer email starting $email gives $failure on arriving at the offer (the browser tests’ magic)', async ({ email, failure }) => {
    const journey = await start('FEDERAL');
    await db.update(leads).set({ customerEmail: email }).where(eq(leads.id, journey.lead.id));
    expect((await journey.post('login-otp')).json()).toMatchObject({ step: failure, offer: null, facts: { failureReason: expect.any(String) } });
    // The magic holds on a retry too: the failure again, never an offer.
    expect((await journey.post(failure, { retry: true })).json().step).toBe(failure);
  });

  it('a mandate response the provider did not sign, or signed for another lead, is refused', async () => {
    const first = await start('FEDERAL');
    const second = await start('FEDERAL');
    const atFirst = await walkTo(first, 'mandate-callback');
    await walkTo(second, 'mandate-callback');
    const [payload, signature] = atFirst.facts.mandateResponse!.split('.');
    const altered = `${Buffer.from(JSON.stringify({ reference: first.lead.id, ok: true, umrn: 'FAKE' })).toString('base64url')}.${signature}`;
    expect((await first.post('mandate-callback', { response: altered })).statusCode).toBe(400);
    expect((await second.post('mandate-callback', { response: `${payload}.${signature}` })).statusCode).toBe(400);
    expect((await first.post('mandate-callback', { response: atFirst.facts.mandateResponse })).json().step).toBe('disbursement-details');
  });

  it('a liveliness capture of one frame is not live: the customer stays and gets a fresh widget token', async () => {
    const journey = await start('BANDHAN');
    const at = await walkTo(journey, 'liveliness');
    const refused = await journey.post('liveliness', { widgetToken: at.facts.livelinessWidgetToken, frames: 1 });
    expect(refused.statusCode).toBe(400);
    const forged = await journey.post('liveliness', { widgetToken: 'forged.token', frames: 12 });
    expect(forged.statusCode).toBe(400);
  });

  it('another lead’s journey answers 404; a partner session and no session answer 401', async () => {
    const mine = await start('FEDERAL');
    const other = await start('FEDERAL');
    const crossed = await app.inject({ method: 'GET', url: other.base, headers: { cookie: mine.cookie } });
    expect(crossed.statusCode).toBe(404);
    const partner = await app.inject({ method: 'GET', url: mine.base, headers: { cookie: mine.partnerCookie } });
    expect(partner.statusCode).toBe(401);
    const anonymous = await app.inject({ method: 'POST', url: mine.base, payload: { step: 'login-otp', answer: {} } });
    expect(anonymous.statusCode).toBe(401);
    const unknownLender = await app.inject({ method: 'GET', url: mine.base.replace('/federal/', '/acme/'), headers: { cookie: mine.cookie } });
    expect(unknownLender.statusCode).toBe(404);
  });

  it('the session’s own journey (no lead id in the address) is the signed-in lead’s; a partner session, no session or another product answer 4xx', async () => {
    const mine = await start('FEDERAL');
    await walkTo(mine, 'offer');
    const sessionJourney = mine.base.replace(`/leads/${mine.lead.id}/journey`, '/journey');
    const own = await app.inject({ method: 'GET', url: sessionJourney, headers: { cookie: mine.cookie } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual((await mine.get()).json());
    expect(own.json()).toMatchObject({ leadId: mine.lead.id, step: 'offer' });
    expect((await app.inject({ method: 'GET', url: sessionJourney, headers: { cookie: mine.partnerCookie } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: sessionJourney })).statusCode).toBe(401);
    const otherProduct = await app.inject({
      method: 'GET',
      url: sessionJourney.replace('/personal-loan/', '/business-loan/'),
      headers: { cookie: mine.cookie },
    });
    expect(otherProduct.statusCode).toBe(404);
    expect(otherProduct.json().error.code).toBe('NOT_FOUND');
  });

  it('bad input is a 4xx in the common shape', async () => {
    const journey = await start('FEDERAL');
    for (const payload of [{}, { step: 'nope' }, { step: 'login-otp', answer: 'x' }]) {
      const response = await app.inject({ method: 'POST', url: journey.base, headers: { cookie: journey.cookie }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    const extra = await journey.post('login-otp', { surprise: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('a cross-site POST of a step is refused', async () => {
    const journey = await start('FEDERAL');
    const response = await app.inject({
      method: 'POST',
      url: journey.base,
      headers: { cookie: journey.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { step: 'login-otp', answer: {} },
    });
    expect(response.statusCode).toBe(403);
  });

  it('getUserDetails answers the customer’s own details without the mobile; the analytics id is stable and holds no personal data', async () => {
    const journey = await start('FEDERAL');
    const details = await app.inject({ method: 'GET', url: '/api/products/personal-loan/federal/getUserDetails', headers: { cookie: journey.cookie } });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({ leadId: journey.lead.id, customerName: 'Asha Verma', mobileEnding: journey.lead.customerMobile.slice(-4) });
    expect(details.body).not.toContain(journey.lead.customerMobile);
    const wrongProduct = await app.inject({ method: 'GET', url: '/api/products/home-loan/federal/getUserDetails', headers: { cookie: journey.cookie } });
    expect(wrongProduct.statusCode).toBe(404);
    const first = await app.inject({ method: 'POST', url: '/api/products/personal-loan/customers/analytics-id', headers: { cookie: journey.cookie } });
    const second = await app.inject({ method: 'POST', url: '/api/products/personal-loan/customers/analytics-id', headers: { cookie: journey.cookie } });
    expect(first.json().analyticsId).toMatch(/^cu_[\w-]{22}$/);
    expect(second.json().analyticsId).toBe(first.json().analyticsId);
    expect(first.body).not.toContain(journey.lead.id);
    const asPartner = await app.inject({
      method: 'POST',
      url: '/api/products/personal-loan/customers/analytics-id',
      headers: { cookie: journey.partnerCookie },
    });
    expect(asPartner.statusCode).toBe(401);
  });
});
