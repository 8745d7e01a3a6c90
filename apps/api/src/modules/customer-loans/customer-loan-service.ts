import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  backNavigationDisabledSteps,
  canMoveLead,
  customerLoanAnswerSchemas,
  customerLoanMessages,
  eMandateProblem,
  errorCodes,
  finalSteps,
  journeyPaths,
  lenderJourneyKinds,
  lenderNames,
  lenderOfProviderCode,
  lenderRules,
  leadStatusOnArrival,
  monthlyInstalment,
  namesMatch,
  nextStep,
  providerCodeOf,
  type CustomerJourney,
  type CustomerLoanStep,
  type JourneyFacts,
  type JourneyKind,
  type LenderCallbackBody,
  type LenderCode,
  type StepOutcome,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { partners } from '../../db/partners-schema';
import { AppError, notFound, validationError } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import type { CustomerLoanProviders } from '../../providers/customer-loans/customer-loan-providers';
import { customerLoanSandboxMagic } from '../../providers/customer-loans/customer-loan-providers';
import { lookupIfsc } from '../../providers/customer-loans/ifsc-directory';
import type { LenderDirectory, SignedLenderCallback } from '../../providers/lenders/lender-provider';
import { leads } from '../leads/leads-schema';
import { findLeadById, moveLeadStatus, type LeadRow } from '../leads/leads-repository';
import { findLendingLead, findOfferById, recordCallback } from '../lending/lending-repository';

export interface CustomerLoanContext {
  db: Database;
  clock: Clock;
  providers: CustomerLoanProviders;
  lenders: LenderDirectory;
  /** Keys the Aadhaar and account numbers' hashes (never stored whole). */
  hashKey: Buffer;
  enqueueDisbursement: (db: Database, leadId: string, now: Date) => Promise<void>;
}

/** What the lead keeps of its customer journey (in `leads.details.customerJourney`): never an Aadhaar or account number whole. */
interface JourneyState {
  lender: LenderCode;
  kind: JourneyKind;
  step: CustomerLoanStep;
  facts: JourneyFacts;
  offer: { amount: number; tenureMonths: number; annualRatePercent: number } | null;
  aadhaarHash: string | null;
  aadhaarLast4: string | null;
  bank: { ifsc: string; bankName: string; accountHash: string; accountLast4: string; disbursementRejects: boolean } | null;
  umrn: string | null;
  mandateResponse: string | null;
  widgetToken: string | null;
  failureReason: string | null;
  history: Array<{ step: CustomerLoanStep; outcome: StepOutcome; at: string }>;
}

export class WrongStepError extends AppError {
  constructor(step: CustomerLoanStep) {
    super(409, errorCodes.wrongStep, 'This step is not open now. Continue where your application stands', undefined, undefined, step);
  }
}

const keyedHash = (key: Buffer, label: string, value: string) => createHmac('sha256', key).update(`${label}:${value}`).digest('hex');

function lenderOf(providerCode: string): LenderCode {
  const lender = lenderOfProviderCode(providerCode);
  if (!lender) throw notFound('This lender was not found');
  return lender;
}

/** The offer the lender makes the lead: its amount within the lender's limits, at its best rate for the product. */
function offerFor(lender: LenderCode, lead: LeadRow, tenureMonths = 36, amount = lead.amount ?? 20_000_000): JourneyState['offer'] {
  const terms = lenderRules[lender].products[lead.productCode as keyof (typeof lenderRules)[LenderCode]['products']];
  if (!terms) return null;
  const rates = Object.values(terms.rates);
  if (rates.length === 0) return null;
  const rupees = Math.min(Math.max(Math.round(amount / 100), terms.minAmount), terms.maxAmount);
  return { amount: rupees * 100, tenureMonths: Math.min(Math.max(tenureMonths, terms.minTenure), terms.maxTenure), annualRatePercent: Math.min(...rates) };
}

function stateOf(lead: LeadRow, lender: LenderCode): JourneyState {
  const stored = (lead.details as { customerJourney?: JourneyState }).customerJourney;
  if (stored) {
    // One lead, one lender: the journey began with this one.
    if (stored.lender !== lender) throw notFound('This journey was not found');
    return stored;
  }
  const kind = lenderJourneyKinds[lender];
  return {
    lender,
    kind,
    step: journeyPaths[kind][0]!,
    facts: {},
    offer: null,
    aadhaarHash: null,
    aadhaarLast4: null,
    bank: null,
    umrn: null,
    mandateResponse: null,
    widgetToken: null,
    failureReason: null,
    history: [],
  };
}

/**
 * The journey as the customer's pages read it. The partner who sent the link is named (his name only), so a
 * failure page can say who helps next: a lender that refused to disburse leaves only him to try other lenders.
 */
async function toJourney(db: Database, lead: LeadRow, state: JourneyState): Promise<CustomerJourney> {
  const [partner] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, lead.partnerId));
  return {
    leadId: lead.id,
    partnerName: partner?.name ?? null,
    lender: state.lender,
    lenderName: lenderNames[state.lender],
    providerCode: providerCodeOf(state.lender),
    step: state.step,
    backNavigationDisabled: backNavigationDisabledSteps.includes(state.step),
    final: finalSteps.includes(state.step),
    offer: state.offer,
    facts: {
      aadhaarLast4: state.aadhaarLast4,
      bankName: state.bank?.bankName ?? null,
      accountLast4: state.bank?.accountLast4 ?? null,
      umrn: state.umrn,
      livelinessWidgetToken: state.step === 'liveliness' ? state.widgetToken : null,
      mandateResponse: state.step === 'mandate-callback' ? state.mandateResponse : null,
      failureReason: state.failureReason,
    },
  };
}

/**
 * The lead and the journey's state for the lender of the URL. When the partner chose an offer for the lead
 * (the lending module), the journey is that lender's only: another lender's URL answers 404; the offer's
 * terms are the journey's offer.
 */
async function journeyOf(context: CustomerLoanContext, params: { productName: string; providerCode: string; leadId: string }) {
  const lead = await findLeadById(context.db, params.leadId);
  if (!lead || lead.productCode !== params.productName) throw notFound('This journey was not found');
  const lender = lenderOf(params.providerCode);
  const lending = await findLendingLead(context.db, lead.id);
  const chosen = lending?.offerId ? await findOfferById(context.db, lending.offerId) : undefined;
  if (chosen && chosen.lenderCode !== lender) throw notFound('This journey was not found');
  const state = stateOf(lead, lender);
  if (!state.offer && chosen?.terms) {
    state.offer = { amount: chosen.terms.amount, tenureMonths: chosen.terms.tenureMonths, annualRatePercent: chosen.terms.annualRatePercent };
  }
  return { lead, state };
}

/** Arrival at a step: what the step needs made ready (the liveliness widget's token). */
async function arrive(context: CustomerLoanContext, lead: LeadRow, state: JourneyState, now: Date) {
  if (state.step === 'liveliness') state.widgetToken = (await context.providers.identity.livelinessWidgetToken(lead.id, now)).widgetToken;
}

/** Saves the state and moves the lead's status where the step asks (through the leads module's table). */
async function save(context: CustomerLoanContext, lead: LeadRow, state: JourneyState, now: Date) {
  await context.db.transaction(async (tx) => {
    const [current] = await tx.select({ details: leads.details }).from(leads).where(eq(leads.id, lead.id)).for('update');
    await tx
      .update(leads)
      .set({ details: { ...(current?.details ?? {}), customerJourney: state }, updatedAt: now })
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
  return toJourney(context.db, lead, state);
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
      parseAnswer(step, raw);
      const email = lead.customerEmail?.toLowerCase() ?? '';
      if (lead.customerMobile.endsWith('0500') || email.startsWith(customerLoanSandboxMagic.unreachableEmailPrefix)) {
        state.failureReason = 'The lender could not be reached';
        return 'offer-api-error';
      }
      const offer = state.offer ?? offerFor(state.lender, lead);
      if (!offer || lead.customerMobile.endsWith('0001') || email.startsWith(customerLoanSandboxMagic.noOfferEmailPrefix)) {
        state.failureReason = 'The lender has no offer for you now';
        return 'no-offer';
      }
      state.offer = offer;
      state.facts.offerAccepted = true;
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
      state.offer = offerFor(state.lender, lead, answer.tenureMonths, answer.loanAmount);
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
      const offer = state.offer ?? offerFor(state.lender, lead);
      const emi = offer ? monthlyInstalment(offer.amount, offer.annualRatePercent, offer.tenureMonths) : 0;
      const problem = eMandateProblem(emi, 'MNTH');
      if (problem) throw validationError({ accountNumber: problem });
      const mandate = await providers.eMandate.register({ ifsc: answer.ifsc, accountNumber: answer.accountNumber, amount: emi, frequency: 'MNTH', reference: lead.id });
      state.bank = {
        ifsc: answer.ifsc,
        bankName: bank.bankName,
        accountHash: keyedHash(context.hashKey, 'account/v1', answer.accountNumber),
        accountLast4: answer.accountNumber.slice(-4),
        disbursementRejects: answer.accountNumber.endsWith(customerLoanSandboxMagic.disbursementRejected),
      };
      state.facts.bankVerified = true;
      state.mandateResponse = mandate.response;
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
  const outcome = await outcomeOf(context, lead, state, state.step, body.answer, now);
  const move = nextStep(state.kind, state.step, outcome, state.facts);
  if (!move.ok) {
    await save(context, lead, state, now);
    throw new WrongStepError(state.step);
  }
  state.history.push({ step: state.step, outcome, at: now.toISOString() });
  state.step = move.to;
  await arrive(context, lead, state, now);
  await save(context, lead, state, now);
  // At disbursement the lender decides, by signed callback, through the durable job queue.
  if (state.step === 'disbursement-details') await context.enqueueDisbursement(context.db, lead.id, now);
  return toJourney(context.db, lead, state);
}

/** The sandbox lender's disbursement answer for a lead, signed with the lender's key (run by the job queue). */
export function sandboxDisbursementEvent(lead: LeadRow, now: Date): LenderCallbackBody | undefined {
  const state = (lead.details as { customerJourney?: JourneyState }).customerJourney;
  if (!state || state.step !== 'disbursement-details') return undefined;
  return {
    eventId: `${state.lender}-${lead.id}-disbursement`,
    kind: 'STATUS',
    aggregatorId: lead.aggregatorId ?? `AG${lead.id.slice(2)}`,
    leadId: lead.id,
    status: state.bank?.disbursementRejects ? 'REJECTED' : 'DISBURSED',
    ...(state.bank?.disbursementRejects ? { reason: 'The lender could not disburse to this account' } : {}),
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
  const state = lead ? (lead.details as { customerJourney?: JourneyState }).customerJourney : undefined;
  const applies = !!lead && !!state && state.lender === lender && state.step === 'disbursement-details' && (body.status === 'DISBURSED' || body.status === 'REJECTED');
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
  await save(context, lead, state, now);
  return 'APPLIED';
}
