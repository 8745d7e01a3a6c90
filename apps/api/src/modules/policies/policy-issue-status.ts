import type { PolicyIssueStatusAnswer } from '@portal/domain';
import type { Database } from '../../db/client';
import type { SessionPartner } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { findVisibleProduct } from '../../lib/partner-access';
import { findVisibleProposal } from '../../lib/proposal-records';

/**
 * Where the policy of a proposal stands: ISSUED once it exists (with its number and membership id),
 * FAILED when the proposal's latest payment failed, PENDING otherwise (not paid yet, or paid and being
 * issued). It reads the stored state; the payment status call is the one that settles with the gateway.
 */
export async function getPolicyIssueStatus(db: Database, partner: SessionPartner, productCode: string, referenceId: string): Promise<PolicyIssueStatusAnswer> {
  const product = findVisibleProduct(partner, productCode);
  const record = await findVisibleProposal(db, partner, product.code, referenceId);
  if (!record) throw notFound('Proposal not found');
  const { policy, proposal } = record;
  if (policy) {
    return {
      referenceId,
      status: 'ISSUED',
      policyNumber: policy.policyNumber,
      membershipId: policy.membershipId,
      issuedAt: policy.issuedAt.toISOString(),
    };
  }
  return { referenceId, status: proposal.status === 'PAYMENT_FAILED' ? 'FAILED' : 'PENDING' };
}
