import type { Notifier } from '../lib/notifier';
import { accruePolicyPayout } from '../modules/payouts';
import { issuePolicyOnce, queuePolicyIssuedNotices } from '../modules/policies';
import type { IssuePolicy } from '../modules/qr-codes';

/**
 * Issues a paid proposal's policy once, in the paying transaction: the partner's payout accrues with the new
 * policy (decision 0116) and the customer's "policy issued" message is queued, only by the call that made the
 * policy, so exactly once (decision 0130). Answers the message ids, to be tried after commit; none when the
 * proposal already had its policy. A settled payment (settle-payment.ts) and a sachet's QR activation run it.
 */
export const issuePolicyOf =
  (notifier: Pick<Notifier, 'enqueue'>): IssuePolicy =>
  async (tx, proposal, now) => {
    const issued = await issuePolicyOnce(tx, proposal, now);
    if (!issued) return [];
    await accruePolicyPayout(tx, issued.id, now);
    return queuePolicyIssuedNotices(tx, notifier, proposal, issued.membershipId);
  };
