import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  canMoveLead,
  customerLoanAnswerSchemas,
  customerLoanMessages,
  eMandateProblem,
  errorCodes,
  leadStatusOnArrival,
  mandateTermsOf,
  namesMatch,
  nextStep,
  type CustomerJourney,
  type CustomerLoanStep,
  type LenderCallbackBody,
  type LenderCode,
  type StepOutcome,
} from '@portal/domain';
import { AppError, notFound, validationError } from '../../plugins/errors';
import { customerLoanSandboxMagic } from '../../providers/customer-loans/customer-loan-providers';
import { lookupIfsc } from '../../providers/customer-loans/ifsc-directory';
import type { SignedLenderCallback } from '../../providers/lenders/lender-provider';
import { leads } from '../leads/leads-schema';
import { findLeadById, moveLeadStatus, type LeadRow } from '../leads/leads-repository';
import { findLendingLead, findOfferById, recordCallback } from '../lending/lending-repository';
import { findKfsRecord, statementOf } from './customer-loan-kfs';
import { acceptOffer, acknowledgedRecord, arriveAtOffer, chooseWithinSanction } from './customer-loan-offer';
import { keyedHash, lenderOf, stateOf, storedState, WrongStepError, type CustomerLoanContext, type JourneyState } from './customer-loan-state';
import { toJourney } from './customer-loan-view';

export type { CustomerLoanContext } from './customer-loan-state';
export { WrongStepError } from './customer-loan-state';

/**
 * The lead and the journey's state for the lender of the URL. When the partner chose an offer for the lead
 * (the lending module), the journey is that lender's only: another lender's URL answers 404.
 */
async function journeyOf(context: CustomerLoanContext, params: { productName: string; providerCode: string; leadId: string }) {
  const lead = await findLeadById(context.db, params.leadId);
  if (!lead || lead.productCode !== params.productName) throw notFound('This journey was not found');
  const lender = lenderOf(params.providerCode);
  const lending = await findLendingLead(context.db, lead.id);
  const chosen = lending?.offerId ? await findOfferById(context.db, lending.offerId) : undefined;
  if (chosen && chosen.lenderCode !== lender) throw notFound('This journey was not found');
  return { lead, state: stateOf(lead, lender) };
}

/**
 * Arrival at a step: what the step needs made ready (the KFS to read, the liveliness widget's token, the
 * amount to disburse). At the offer, a customer the lender will not offer goes on at once to the failure.
 */
async function arrive(context: CustomerLoanContext, lead: LeadRow, state: JourneyState, now: Date) {
  if (state.step === 'offer') {
    const outcome = await arriveAtOffer(context, lead, state, now);
    const move = outcome ? nextStep(state.kind, 'offer', outcome, state.facts) : undefined;
    if (outcome && move?.ok) {
      state.history.push({ step: 'offer', outcome, at: now.toISOString() });
      state.step = move.to;
    }
  }
  if (state.step === 'liveliness') state.widgetToken = (await context.providers.identity.livelinessWidgetToken(lead.id, now)).widgetToken;
  if (state.step === 'disbursement-details') {
    const record = await acknowledgedRecord(context, lead, state);
    state.disbursement = { amount: record.terms.cost.netDisbursed, utr: null, disbursedAt: null };
  }
}

/**
 * Saves the state and moves the lead's status where the step asks (through the leads module's table). Once
 * the customer accepted, the lead's amount and tenure are the acknowledged KFS's, not the partner's first ask.
 */
async function save(context: CustomerLoanContext, lead: LeadRow, state: JourneyState, now: Date, accepted?: { amount: number; tenureMonths: number }) {
  await context.db.transaction(async (tx) => {
    const [current] = await tx.select({ details: leads.details }).from(leads).where(eq(leads.id, lead.id)).for('update');
    const details = { ...(current?.details ?? {}), customerJourney: state, ...(accepted ? { tenureMonths: accepted.tenureMonths } : {}) };
    await tx
      .update(leads)
      .set({ details, updatedAt: now, ...(accepted ? { amount: accepted.amount } : {}) })
      .where(eq(leads.id, lead.id));
    const status = leadStatusOnArrival[state.step];
    const fresh = await findLeadById(tx, lead.id);
    if (status && fresh && fresh.status !== status && canMoveLead(fresh.status, status)) {
      await moveLeadStatus(tx, lead.id, status, { actor: 'customer', note: `Customer journey: ${state.step}`, now });
    }
  });
}

/** GET the journey: the true step, whichever device or reload asks. */
export async function getJourney(context: CustomerLoanContext, params: { productName: string; providerCode: string; leadId: string }): Promise<CustomerJourney> {
  const { lead, state } = await journeyOf(context, params);
  if (state.step === 'offer') {
    // The KFS shown must be current: a journey that reached the offer before it was kept, or whose KFS lapsed, gets a new one.
    const before = state.kfsId;
    const now = context.clock.now();
    await arrive(context, lead, state, now);
    if (state.kfsId !== before || state.step !== 'offer') await save(context, lead, state, now);
  }
  return toJourney(context, lead, state);
}

/** The KFS now shown to the customer, for its PDF in the customer's own session. */
export async function currentKfs(context: CustomerLoanContext, params: { productName: string; providerCode: string; leadId: string }) {
  const { lead, state } = await journeyOf(context, params);
  const record = state.kfsId ? await findKfsRecord(context.db, lead.id, state.kfsId) : undefined;
  if (!record) throw notFound('No Key Facts Statement has been issued for this loan yet');
  return { statement: statementOf(record, lead.productCode), record, lead };
}

type Answer<S extends CustomerLoanStep> = z.infer<(typeof customerLoanAnswerSchemas)[S]>;

function parseAnswer<S extends CustomerLoanStep>(step: S, answer: unknown): Answer<S> {
  const parsed = customerLoanAnswerSchemas[step].safeParse(answer);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'answer')] ??= issue.message;
    throw validationError(fields);
  }
  return parsed.data as Answer<S>;
}

/** Runs a step's answer against its provider: the outcome, and the facts it establishes. Field errors keep the customer on the step. */
async function outcomeOf(context: CustomerLoanContext, lead: LeadRow, state: JourneyState, step: CustomerLoanStep, raw: unknown, now: Date): Promise<StepOutcome> {
  const providers = context.providers;
  switch (step) {
    case 'offer-failure':
    case 'offerApiFailure':
    case 'kyc-failure':
    case 'mandate-failure':
      parseAnswer(step, raw);
      state.failureReason = null;
      return 'retry';
    case 'login-otp': {
      parseAnswer(step, raw);
      const check = await providers.identity.mobileCheck(lead.customerMobile);
      if (!check.matched) throw validationError({ mobile: 'This mobile number could not be verified' });
      return 'done';
    }
    case 'offer': {
      const answer = parseAnswer(step, raw);
      await acceptOffer(context, lead, state, answer.kfsId, now);
      return 'done';
    }
    case 'offer/confirm':
    case 'apply/confirm':
    case 'stashfin':
    case 'presence-verification':
    case 'apply':
      parseAnswer(step, raw);
      return 'done';
    case 'apply/details': {
      const answer = parseAnswer(step, raw);
      await chooseWithinSanction(context, lead, state, answer, now);
      return 'done';
    }
    case 'location':
      parseAnswer(step, raw);
      state.facts.locationGiven = true;
      return 'done';
    case 'liveliness': {
      const answer = parseAnswer(step, raw);
      const result = await providers.identity.livelinessData(lead.id, answer);
      if (!result.live) {
        state.widgetToken = (await providers.identity.livelinessWidgetToken(lead.id, now)).widgetToken;
        throw validationError({ widgetToken: customerLoanMessages.liveliness });
      }
      state.facts.livelinessPassed = true;
      return 'done';
    }
    case 'kyc-details': {
      const answer = parseAnswer(step, raw);
      state.aadhaarHash = keyedHash(context.hashKey, 'aadhaar/v1', answer.aadhaar);
      state.aadhaarLast4 = answer.aadhaar.slice(-4);
      // The sandbox KYC decides at the callback; the whole number is kept only for this request.
      state.facts.kycVerified = (await providers.kyc.verifyAadhaar(answer.aadhaar)).verified;
      return 'done';
    }
    case 'initiate-kyc':
      parseAnswer(step, raw);
      return 'done';
    case 'kyc-callback':
      parseAnswer(step, raw);
      if (!state.facts.kycVerified) {
        state.failureReason = 'Your KYC could not be completed with the Aadhaar number given';
        state.facts.kycVerified = undefined;
        return 'failed';
      }
      return 'done';
    case 'additional-details':
      parseAnswer(step, raw);
      return 'done';
    case 'bank-details': {
      const answer = parseAnswer(step, raw);
      const bank = lookupIfsc(answer.ifsc);
      if (!bank) throw validationError({ ifsc: customerLoanMessages.ifsc });
      const drop = await providers.bank.pennyDrop({ ifsc: answer.ifsc, accountNumber: answer.accountNumber, expectedName: lead.customerName });
      if (!drop.found) throw validationError({ accountNumber: customerLoanMessages.accountNotFound });
      if (!namesMatch(lead.customerName, drop.nameAtBank)) throw validationError({ accountHolderName: customerLoanMessages.nameMismatch });
      // The mandate authorises what the acknowledged KFS schedules: at most its largest instalment, monthly, first to last due date.
      const record = await acknowledgedRecord(context, lead, state);
      const mandate = mandateTermsOf(statementOf(record, lead.productCode).schedule);
      const problem = eMandateProblem(mandate.maxAmount, 'MNTH');
      if (problem) throw validationError({ accountNumber: problem });
      const registration = await providers.eMandate.register({ ifsc: answer.ifsc, accountNumber: answer.accountNumber, amount: mandate.maxAmount, frequency: 'MNTH', reference: lead.id });
      state.mandate = mandate;
      state.bank = {
        ifsc: answer.ifsc,
        bankName: bank.bankName,
        accountHash: keyedHash(context.hashKey, 'account/v1', answer.accountNumber),
        accountLast4: answer.accountNumber.slice(-4),
        disbursementRejects: answer.accountNumber.endsWith(customerLoanSandboxMagic.disbursementRejected),
      };
      state.facts.bankVerified = true;
      state.mandateResponse = registration.response;
      state.facts.mandateRegistered = undefined;
      return 'done';
    }
    case 'mandate-callback': {
      // The bank's signed answer: only the provider's own, for this lead, counts.
      const answer = parseAnswer(step, raw);
      const result = providers.eMandate.verifyResponse(answer.response);
      if (!result || result.reference !== lead.id) throw validationError({ response: 'This mandate response is not valid' });
      state.mandateResponse = null;
      if (!result.ok) {
        state.failureReason = result.reason;
        state.facts.bankVerified = undefined;
        return 'failed';
      }
      state.umrn = result.umrn;
      state.failureReason = null;
      state.facts.mandateRegistered = true;
      return 'done';
    }
    case 'disbursement-details':
    case 'disbursement-reject':
    case 'disbursement-success':
      // Moved only by the lender's signed callback (applyDisbursementCallback).
      throw new WrongStepError(state.step);
  }
}

/** POST a step's answer: the next step, or 409 WRONG_STEP with the step to go to. */
export async function answerStep(
  context: CustomerLoanContext,
  params: { productName: string; providerCode: string; leadId: string },
  body: { step: string; answer: unknown },
): Promise<CustomerJourney> {
  const { lead, state } = await journeyOf(context, params);
  if (body.step !== state.step) throw new WrongStepError(state.step);
  const now = context.clock.now();
  const answered = state.step;
  const outcome = await outcomeOf(context, lead, state, answered, body.answer, now);
  const move = nextStep(state.kind, answered, outcome, state.facts);
  if (!move.ok) {
    await save(context, lead, state, now);
    throw new WrongStepError(state.step);
  }
  const accepted = answered === 'offer' ? (await acknowledgedRecord(context, lead, state)).terms : undefined;
  state.history.push({ step: answered, outcome, at: now.toISOString() });
  state.step = move.to;
  await arrive(context, lead, state, now);
  await save(context, lead, state, now, accepted);
  // At disbursement the lender decides, by signed callback, through the durable job queue.
  if (state.step === 'disbursement-details') await context.enqueueDisbursement(context.db, lead.id, now);
  return toJourney(context, lead, state);
}

/** The sandbox lender's disbursement answer for a lead, signed with the lender's key (run by the job queue). */
export function sandboxDisbursementEvent(lead: LeadRow, now: Date): LenderCallbackBody | undefined {
  const state = storedState(lead);
  if (!state || state.step !== 'disbursement-details' || !state.disbursement) return undefined;
  const rejects = state.bank?.disbursementRejects === true;
  // The sandbox bank's transfer reference: 16 characters, as an NEFT/IMPS UTR, stable per lead.
  const utr = `SBXU${createHash('sha256').update(`utr.${lead.id}`).digest('hex').slice(0, 12).toUpperCase()}`;
  return {
    eventId: `${state.lender}-${lead.id}-disbursement`,
    kind: 'STATUS',
    aggregatorId: lead.aggregatorId ?? `AG${lead.id.slice(2)}`,
    leadId: lead.id,
    status: rejects ? 'REJECTED' : 'DISBURSED',
    ...(rejects ? { reason: 'The lender could not disburse to this account' } : { disbursement: { amount: state.disbursement.amount, utr } }),
    sentAt: now.toISOString(),
  };
}

/**
 * A lender's signed disbursement callback: verified with that lender's key, recorded once in the callback
 * log (partnerCallbackLog), then the journey and the lead move to disbursed or rejected. A replay changes nothing.
 */
export async function applyDisbursementCallback(context: CustomerLoanContext, lender: LenderCode, callback: SignedLenderCallback): Promise<'APPLIED' | 'DUPLICATE' | 'IGNORED'> {
  const now = context.clock.now();
  const verification = context.lenders.get(lender).verifyCallback(callback, now);
  if (!verification.ok) {
    if (verification.reason === 'signature') throw new AppError(401, errorCodes.unauthenticated, 'Invalid callback signature');
    if (verification.reason === 'stale') throw new AppError(401, errorCodes.unauthenticated, 'Callback timestamp is outside the allowed window');
    throw new AppError(400, errorCodes.validation, 'Callback body is not a lender event');
  }
  const body = verification.body;
  const lead = body.leadId ? await findLeadById(context.db, body.leadId) : undefined;
  const state = lead ? storedState(lead) : undefined;
  // A disbursement counts only for exactly the acknowledged KFS's net amount: the lender pays what it disclosed.
  const paysDisclosed = body.status === 'DISBURSED' && !!state?.disbursement && body.disbursement?.amount === state.disbursement.amount;
  const applies = !!lead && !!state && state.lender === lender && state.step === 'disbursement-details' && (paysDisclosed || body.status === 'REJECTED');
  const fresh = await recordCallback(context.db, {
    lenderCode: lender,
    eventId: body.eventId,
    kind: body.kind,
    applicationId: body.aggregatorId,
    leadId: body.leadId ?? null,
    outcome: applies ? 'APPLIED' : 'IGNORED',
    receivedAt: now,
  });
  if (!fresh) return 'DUPLICATE';
  if (!applies) return 'IGNORED';
  const outcome: StepOutcome = body.status === 'DISBURSED' ? 'disbursed' : 'rejected';
  const move = nextStep(state.kind, state.step, outcome, state.facts);
  if (!move.ok) return 'IGNORED';
  state.history.push({ step: state.step, outcome, at: now.toISOString() });
  state.step = move.to;
  state.failureReason = body.reason ?? null;
  if (outcome === 'disbursed' && state.disbursement && body.disbursement) {
    state.disbursement = { amount: state.disbursement.amount, utr: body.disbursement.utr, disbursedAt: now.toISOString() };
  }
  await save(context, lead, state, now);
  return 'APPLIED';
}
