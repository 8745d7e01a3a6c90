import { nextStep, type CustomerJourney } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import { findLeadById, type LeadRow } from '../../lib/leads/lead-records';
import { findLendingLead, findOfferById } from '../../lib/lending-records';
import { findKfsRecord, statementOf } from './customer-loan-kfs';
import { acknowledgedRecord, arriveAtOffer } from './customer-loan-offer';
import { saveJourney as save } from './customer-loan-save';
import { lenderOf, stateOf, WrongStepError, type CustomerLoanContext, type JourneyState } from './customer-loan-state';
import { outcomeOf } from './customer-loan-step-outcomes';
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
