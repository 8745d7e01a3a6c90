import { eq } from 'drizzle-orm';
import { canMoveLead } from '@portal/domain';
import { proposals } from '../db/schema/sales-schema';
import type { PolicyCancelledInFreeLookListener } from '../modules/free-look';
import { findLeadByReference, moveLeadStatus } from '../lib/leads/lead-records';
import { reversePayout } from '../modules/payouts';

// A policy returned in its free-look period takes back what its sale gave, in the cancellation's own
// transaction, so each undo commits exactly when the cancellation does (decision 0116).

/** The partner's payout of the policy is reversed. */
const reversePayoutOfPolicy: PolicyCancelledInFreeLookListener = async (event, tx) => {
  await reversePayout(tx, { kind: 'POLICY', sourceId: event.policyId }, 'FREE_LOOK_CANCELLATION', event.cancelledAt);
};

/** The sale's lead moves from "Policy issued" to "Policy returned in free look" (decision 0102). */
const returnLeadOfPolicy: PolicyCancelledInFreeLookListener = async (event, tx) => {
  const [proposal] = await tx.select({ referenceId: proposals.referenceId }).from(proposals).where(eq(proposals.id, event.proposalId));
  const lead = proposal ? await findLeadByReference(tx, proposal.referenceId) : undefined;
  if (lead && canMoveLead(lead.status, 'POLICY_RETURNED')) {
    await moveLeadStatus(tx, lead.id, 'POLICY_RETURNED', { actor: 'system', note: { key: 'returnedInFreeLook' }, now: event.cancelledAt });
  }
};

/** What a free-look return undoes, in order; the free-look module calls each in the cancellation's transaction. */
export const returnFreeLookReversals: readonly PolicyCancelledInFreeLookListener[] = [reversePayoutOfPolicy, returnLeadOfPolicy];
