import { eq } from 'drizzle-orm';
import { canMoveLead, isLeadNoteKey, leadStatusOnArrival } from '@portal/domain';
import { leads } from '../../db/schema/leads-schema';
import { findLeadById, type LeadRow } from '../../lib/leads/lead-records';
import type { CustomerLoanContext, JourneyState } from './customer-loan-state';

/**
 * Saves the state and moves the lead's status where the step asks (through the leads' transition table; a
 * disbursement earns the partner's payout with the move, flows/apply-lender-status.ts). Once
 * the customer accepted, the lead's amount and tenure are the acknowledged KFS's, not the partner's first ask.
 */
export async function saveJourney(
  context: CustomerLoanContext,
  lead: LeadRow,
  state: JourneyState,
  now: Date,
  accepted?: { amount: number; tenureMonths: number },
) {
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
      const noteKey = `customerJourney.${state.step}`;
      await context.moveLoanLead(tx, lead.id, status, { actor: 'customer', ...(isLeadNoteKey(noteKey) ? { note: { key: noteKey } } : {}), now });
    }
  });
}
