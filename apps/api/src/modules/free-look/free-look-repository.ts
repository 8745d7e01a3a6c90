import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { whereVisibleTo } from '../../db/partner-scope';
import type { SessionPartner } from '../../plugins/auth';
import { payments } from '../../db/schema/payments-schema';
import { policies } from '../../db/schema/policies-schema';
import { proposals } from '../../db/schema/sales-schema';
import { freeLookCancellations } from '../../db/schema/free-look-schema';

export type FreeLookCancellationRow = typeof freeLookCancellations.$inferSelect;

/** A policy the partner sold (an admin: his tenant's) by membership id, with its premium and any cancellation. */
export async function findVisiblePolicyForFreeLook(db: Database, partner: SessionPartner, membershipId: string) {
  const [row] = await db
    .select({
      policyId: policies.id,
      policyNumber: policies.policyNumber,
      membershipId: policies.membershipId,
      issuedAt: policies.issuedAt,
      proposalId: proposals.id,
      productCode: proposals.productCode,
      tenantCode: proposals.tenantCode,
      partnerId: proposals.partnerId,
      totalPremium: proposals.totalPremium,
      cancellation: freeLookCancellations,
    })
    .from(policies)
    .innerJoin(proposals, eq(proposals.id, policies.proposalId))
    .leftJoin(freeLookCancellations, eq(freeLookCancellations.policyId, policies.id))
    .where(and(eq(policies.membershipId, membershipId), whereVisibleTo(partner, proposals)))
    .limit(1);
  return row;
}

/** The payment that paid a proposal (SUCCESS), and its gateway order. */
export async function findPayingPayment(db: Database, proposalId: string) {
  const [row] = await db
    .select({ id: payments.id, gatewayOrderId: payments.gatewayOrderId, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.proposalId, proposalId), eq(payments.status, 'SUCCESS')))
    .limit(1);
  return row;
}

export async function findCancellation(db: Database, cancellationId: string) {
  const [row] = await db
    .select({ cancellation: freeLookCancellations, gatewayOrderId: payments.gatewayOrderId })
    .from(freeLookCancellations)
    .innerJoin(payments, eq(payments.id, freeLookCancellations.paymentId))
    .where(eq(freeLookCancellations.id, cancellationId))
    .limit(1);
  return row;
}
