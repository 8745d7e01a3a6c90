import { and, desc, eq } from 'drizzle-orm';
import type { Transaction } from '@portal/domain';
import type { Database } from '../../db/client';
import { whereVisibleTo } from '../../db/partner-scope';
import { payments, policies, proposals } from '../../db/schema';
import type { SessionPartner } from '../../plugins/auth';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatusValue = PaymentRow['status'];

export async function findPaymentByIdempotencyKey(db: Database, proposalId: string, idempotencyKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.proposalId, proposalId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/** Inserts the payment unless one with the same proposal and key exists; answers the row that holds. */
export async function insertPaymentOnce(
  db: Database,
  payment: { proposalId: string; idempotencyKey: string; gatewayOrderId: string; amount: number; linkUrl: string },
): Promise<{ row: PaymentRow; created: boolean }> {
  const [inserted] = await db
    .insert(payments)
    .values(payment)
    .onConflictDoNothing({ target: [payments.proposalId, payments.idempotencyKey] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  return { row: (await findPaymentByIdempotencyKey(db, payment.proposalId, payment.idempotencyKey))!, created: false };
}

/** A payment with the proposal it pays for, by the gateway's order id. */
export async function findPaymentByOrderId(db: Database, orderId: string) {
  const [row] = await db
    .select({ payment: payments, proposal: proposals })
    .from(payments)
    .innerJoin(proposals, eq(proposals.id, payments.proposalId))
    .where(eq(payments.gatewayOrderId, orderId))
    .limit(1);
  return row;
}

/** The same, only when the partner may see the proposal. */
export async function findVisiblePaymentByOrderId(db: Database, partner: SessionPartner, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(proposals, eq(proposals.id, payments.proposalId))
    .where(and(eq(payments.gatewayOrderId, orderId), whereVisibleTo(partner, proposals)))
    .limit(1);
  return row?.payment;
}

/** A proposal's payments, newest first. */
export async function findPaymentsOfProposal(db: Database, proposalId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.proposalId, proposalId)).orderBy(desc(payments.createdAt), desc(payments.id));
}

export async function findTransactions(db: Database, partner: SessionPartner, productCode: string): Promise<Transaction[]> {
  const rows = await db
    .select({ payment: payments, referenceId: proposals.referenceId, policyNumber: policies.policyNumber })
    .from(payments)
    .innerJoin(proposals, eq(proposals.id, payments.proposalId))
    .leftJoin(policies, eq(policies.proposalId, proposals.id))
    .where(and(eq(proposals.productCode, productCode), whereVisibleTo(partner, proposals)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(({ payment, referenceId, policyNumber }) => ({
    paymentId: payment.id,
    orderId: payment.gatewayOrderId,
    referenceId,
    amount: payment.amount,
    status: payment.status,
    // The proposal's policy belongs to the payment that paid for it, not to failed attempts.
    policyNumber: payment.status === 'SUCCESS' ? policyNumber : null,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  }));
}
