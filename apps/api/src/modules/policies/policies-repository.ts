import { eq, sql } from 'drizzle-orm';
import { policyDocumentPath, type PolicySummary } from '@portal/domain';
import type { Database } from '../../db/client';
import { policies, policyNumberSequence } from '../../db/schema/policies-schema';
import type { SessionPartner } from '../../plugins/auth';
import { findVisiblePolicy } from '../../lib/policy-certificates';

/**
 * Issues the proposal's policy unless it has one: the unique index on proposal_id makes a second
 * attempt (a racing callback or browser return) a no-op. Number: POL/<CODE>/<year>/<seq>. Answers the new
 * policy, or undefined when the proposal already had one; what a new policy sets off (the partner's payout,
 * the customer's message) is the flow's (flows/issue-policy.ts).
 */
export async function issuePolicyOnce(
  db: Database,
  proposal: { id: string; productCode: string },
  issuedAt: Date,
): Promise<{ id: string; membershipId: string } | undefined> {
  const prefix = `POL/${proposal.productCode.toUpperCase()}/${issuedAt.getUTCFullYear()}/`;
  const [issued] = await db
    .insert(policies)
    .values({
      proposalId: proposal.id,
      issuedAt,
      policyNumber: sql`${prefix} || lpad(nextval(${policyNumberSequence.seqName})::text, 6, '0')`,
    })
    .onConflictDoNothing({ target: policies.proposalId })
    .returning({ id: policies.id, membershipId: policies.membershipId });
  return issued;
}

/** A policy the partner sold (an admin: his tenant's) by its membership id, as GET /policies/membership answers it. */
export async function findPolicySummaryByMembershipId(db: Database, partner: SessionPartner, membershipId: string): Promise<PolicySummary | undefined> {
  const found = await findVisiblePolicy(db, partner, eq(policies.membershipId, membershipId));
  if (!found) return undefined;
  const { certificate, membershipId: id, productCode } = found;
  return {
    membershipId: id,
    policyNumber: certificate.policyNumber,
    referenceId: certificate.referenceId,
    productCode,
    productName: certificate.productName,
    planName: certificate.planName,
    insuredName: certificate.insuredName,
    ...(certificate.sumInsured !== undefined ? { sumInsured: certificate.sumInsured } : {}),
    totalPremium: certificate.totalPremium,
    issuedAt: certificate.issuedAt.toISOString(),
    startsOn: certificate.startsOn.toISOString(),
    endsOn: certificate.endsOn.toISOString(),
    documentUrl: policyDocumentPath(certificate.policyNumber),
  };
}
