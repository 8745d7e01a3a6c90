import type { Notifier } from '../lib/notifier';
import { syncSaleLead } from '../modules/leads';
import type { SettleSale } from '../modules/payments';
import { issuePolicyOnce, queuePolicyIssuedNotices } from '../modules/policies';

/**
 * What a settled payment makes of its sale, in the payment's settling transaction: a capture issues the
 * policy once (accruing the partner's payout with it, decision 0116) and queues the customer's "policy
 * issued" message, only from the settlement that made the policy, so exactly once (decision 0130); either
 * outcome then moves the sale's lead to the proposal's new status. The payments module calls it.
 */
export const settleSaleOf =
  (notifier: Pick<Notifier, 'enqueue'>): SettleSale =>
  async (tx, proposal, outcome, now) => {
    let notices: string[] = [];
    if (outcome === 'SUCCESS') {
      const issued = await issuePolicyOnce(tx, proposal, now);
      if (issued) notices = await queuePolicyIssuedNotices(tx, notifier, proposal, issued.membershipId);
    }
    await syncSaleLead(tx, proposal.id, 'system', now);
    return notices;
  };
