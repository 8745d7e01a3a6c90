import { canMoveLead, type LeadStatus } from '@portal/domain';
import type { Database } from '../db/client';
import { moveLeadStatus, type LeadRow, type MoveContext } from '../lib/leads/lead-records';
import type { MoveLoanLead } from '../modules/customer-loans';
import type { ApplyLenderStatus } from '../modules/lending';
import { accrueLoanPayout } from '../modules/payouts';

// A lender's word on a loan, as far as the lead and the partner's payout (decision 0223). The lending module
// checks and records the lender's callback (or asks the lender, providerApi) and keeps the lender's status on
// its lending lead; the customer-loan journey records the disbursement callback on the journey; then both come
// here, in their own transaction: the lead moves through the domain's transition table and a disbursed loan
// accrues the partner's payout with the move (decision 0116). No message goes out on these moves.

/** The lead status each lender application status means. */
const lenderToLeadStatus = {
  SUBMITTED: 'APPLICATION_IN_PROGRESS',
  IN_REVIEW: 'APPLICATION_IN_PROGRESS',
  APPROVED: 'APPLICATION_IN_PROGRESS',
  DISBURSED: 'DISBURSED',
  REJECTED: 'REJECTED',
} as const satisfies Record<Parameters<ApplyLenderStatus>[2], LeadStatus>;

/**
 * Moves a loan's lead (a 409 when the table refuses, as moveLeadStatus); a loan or deposit paid out to the
 * customer earns the partner's payout in the same transaction, so a racing second move accrues nothing.
 */
export const moveLoanLead: MoveLoanLead = (db: Database, leadId: string, to: LeadStatus, move: MoveContext): Promise<LeadRow> =>
  db.transaction(async (tx) => {
    const moved = await moveLeadStatus(tx, leadId, to, move);
    if (to === 'DISBURSED') await accrueLoanPayout(tx, moved, move.now);
    return moved;
  });

/**
 * A lender's status for a loan's lead: the lead moves toward the status it means, through
 * APPLICATION_IN_PROGRESS when it must; false when it is there already or the table allows no way.
 */
export const applyLenderStatus: ApplyLenderStatus = async (db, lead, lenderStatus, move) => {
  const target = lenderToLeadStatus[lenderStatus];
  const step = { actor: 'lender' as const, ...move };
  if (lead.status === target) return false;
  if (canMoveLead(lead.status, target)) {
    await moveLoanLead(db, lead.id, target, step);
    return true;
  }
  if (target !== 'APPLICATION_IN_PROGRESS' && canMoveLead(lead.status, 'APPLICATION_IN_PROGRESS') && canMoveLead('APPLICATION_IN_PROGRESS', target)) {
    await moveLoanLead(db, lead.id, 'APPLICATION_IN_PROGRESS', step);
    await moveLoanLead(db, lead.id, target, step);
    return true;
  }
  return false;
};
