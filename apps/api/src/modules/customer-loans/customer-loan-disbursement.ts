import { createHash } from 'node:crypto';
import { errorCodes, nextStep, type LenderCallbackBody, type LenderCode, type StepOutcome } from '@portal/domain';
import { AppError } from '../../plugins/errors';
import type { SignedLenderCallback } from '../../providers/lenders/lender-provider';
import { findLeadById, type LeadRow } from '../../lib/leads/lead-records';
import { recordCallback } from '../../lib/lending-records';
import { saveJourney as save } from './customer-loan-save';
import { storedState, type CustomerLoanContext } from './customer-loan-state';

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
export async function applyDisbursementCallback(
  context: CustomerLoanContext,
  lender: LenderCode,
  callback: SignedLenderCallback,
): Promise<'APPLIED' | 'DUPLICATE' | 'IGNORED'> {
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
