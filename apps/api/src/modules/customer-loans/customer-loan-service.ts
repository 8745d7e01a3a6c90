import type { z } from 'zod';
import {
  customerLoanAnswerSchemas,
  customerLoanMessages,
  eMandateProblem,
  mandateTermsOf,
  namesMatch,
  nextStep,
  type CustomerJourney,
  type CustomerLoanStep,
  type StepOutcome,
} from '@portal/domain';
import { notFound, validationError } from '../../plugins/errors';
import { customerLoanSandboxMagic } from '../../providers/customer-loans/customer-loan-providers';
import { lookupIfsc } from '../../providers/customer-loans/ifsc-directory';
import { findLeadById, type LeadRow } from '../../lib/leads/lead-records';
import { findLendingLead, findOfferById } from '../../lib/lending-records';
import { findKfsRecord, statementOf } from './customer-loan-kfs';
import { acceptOffer, acknowledgedRecord, arriveAtOffer, chooseWithinSanction } from './customer-loan-offer';
import { saveJourney as save } from './customer-loan-save';
import { keyedHash, lenderOf, stateOf, WrongStepError, type CustomerLoanContext, type JourneyState } from './customer-loan-state';
import { toJourney } from './customer-loan-view';

export type { CustomerLoanContext } from './customer-loan-state';
export { WrongStepError } from './customer-loan-state';
export { applyDisbursementCallback, sandboxDisbursementEvent } from './customer-loan-disbursement';

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

/** GET the journey: the true step, whichever device or reload asks. */
export async function getJourney(
  context: CustomerLoanContext,
  params: { productName: string; providerCode: string; leadId: string },
): Promise<CustomerJourney> {
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
async function outcomeOf(
  context: CustomerLoanContext,
  lead: LeadRow,
  state: JourneyState,
  step: CustomerLoanStep,
  raw: unknown,
  now: Date,
): Promise<StepOutcome> {
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
      const registration = await providers.eMandate.register({
        ifsc: answer.ifsc,
        accountNumber: answer.accountNumber,
        amount: mandate.maxAmount,
        frequency: 'MNTH',
        reference: lead.id,
      });
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
