import { eq } from 'drizzle-orm';
import { canMoveLead } from '@portal/domain';
import type { PolicyCancelledInFreeLookListener } from '../free-look/free-look-events';
import { proposals } from '../sales/sales-schema';
import { findLeadByReference, moveLeadStatus } from './leads-repository';

/**
 * The free look's hook for leads: the sale's lead of a policy returned in its free-look period moves from
 * "Policy issued" to "Policy returned in free look", in the cancellation's transaction (decision 0102).
 */
export const returnLeadOnFreeLook: PolicyCancelledInFreeLookListener = async (event, tx) => {
  const [proposal] = await tx.select({ referenceId: proposals.referenceId }).from(proposals).where(eq(proposals.id, event.proposalId));
  const lead = proposal ? await findLeadByReference(tx, proposal.referenceId) : undefined;
  if (lead && canMoveLead(lead.status, 'POLICY_RETURNED')) {
    await moveLeadStatus(tx, lead.id, 'POLICY_RETURNED', { actor: 'system', note: 'Returned by the customer in its free-look period', now: event.cancelledAt });
  }
};
