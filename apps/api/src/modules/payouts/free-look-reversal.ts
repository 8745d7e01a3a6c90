import type { PolicyCancelledInFreeLookListener } from '../free-look/free-look-events';
import { reversePayout } from './payouts-repository';

/**
 * The free look's hook (decision 0116): a policy cancelled in its free-look period takes its payout back,
 * in the cancellation's own transaction, so the payout is reversed exactly when the cancellation commits.
 */
export const reversePayoutOnFreeLook: PolicyCancelledInFreeLookListener = async (event, tx) => {
  await reversePayout(tx, { kind: 'POLICY', sourceId: event.policyId }, 'FREE_LOOK_CANCELLATION', event.cancelledAt);
};
