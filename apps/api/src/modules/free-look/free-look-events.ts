import type { Database } from '../../db/client';

/**
 * "A policy was cancelled in its free-look period": what a module that must undo something of the sale
 * (a payouts module clawing back the partner's commission) hooks on. Listeners run inside the
 * transaction that records the cancellation, with its handle, so what they write commits with it or not
 * at all, exactly once per policy; durable follow-up work goes through the job queue from there.
 */
export interface PolicyCancelledInFreeLook {
  cancellationId: string;
  policyId: string;
  policyNumber: string;
  membershipId: string;
  proposalId: string;
  productCode: string;
  tenantCode: string;
  /** The partner who sold the policy. */
  partnerId: string;
  /** Paise. */
  totalPremium: number;
  /** Paise. */
  refundAmount: number;
  cancelledAt: Date;
}

export type PolicyCancelledInFreeLookListener = (event: PolicyCancelledInFreeLook, tx: Database) => Promise<void>;

/** Calls each listener in turn, in the cancellation's transaction. */
export async function announcePolicyCancelledInFreeLook(
  listeners: readonly PolicyCancelledInFreeLookListener[],
  event: PolicyCancelledInFreeLook,
  tx: Database,
): Promise<void> {
  for (const listener of listeners) await listener(event, tx);
}
