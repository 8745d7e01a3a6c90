import type { Notifier } from '../lib/notifier';
import { syncSaleLead } from '../lib/leads/sale-leads';
import type { SettleSale } from '../modules/payments';
import { issuePolicyOf } from './issue-policy';

/**
 * What a settled payment makes of its sale, in the payment's settling transaction: a capture issues the
 * policy once, with the partner's payout and the customer's "policy issued" message (issue-policy.ts); either
 * outcome then moves the sale's lead to the proposal's new status. The payments module calls it.
 */
export const settleSaleOf = (notifier: Pick<Notifier, 'enqueue'>): SettleSale => {
  const issuePolicy = issuePolicyOf(notifier);
  return async (tx, proposal, outcome, now) => {
    const notices = outcome === 'SUCCESS' ? await issuePolicy(tx, proposal, now) : [];
    await syncSaleLead(tx, proposal.id, 'system', now);
    return notices;
  };
};
