import { and, desc, eq } from 'drizzle-orm';
import type { DuplicateCapture, TenantCode, Transaction } from '@portal/domain';
import type { Database } from '../../db/client';
import { whereVisibleTo } from '../../db/partner-scope';
import { partners } from '../../db/partners-schema';
import { policies } from '../../db/schema/policies-schema';
import { proposals } from '../../db/schema/sales-schema';
import { insuredNameOf } from '../../lib/insured-name';
import { paymentRefunds, payments } from '../../db/schema/payments-schema';
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

/** The proposal's live payment (status CREATED): at most one, by the partial unique index. */
export async function findLivePayment(db: Database, proposalId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.proposalId, proposalId), eq(payments.status, 'CREATED')))
    .limit(1);
  return row;
}

/**
 * Inserts the proposal's live payment; undefined when a unique index refuses it: the proposal already
 * has a live payment, or a payment with this key (a racing request made it first).
 */
export async function insertLivePayment(
  db: Database,
  payment: { proposalId: string; idempotencyKey: string; gatewayOrderId: string; amount: number; linkUrl: string },
): Promise<PaymentRow | undefined> {
  const [inserted] = await db.insert(payments).values(payment).onConflictDoNothing().returning();
  return inserted;
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
    .select({ payment: payments, referenceId: proposals.referenceId, values: proposals.values, policyNumber: policies.policyNumber })
    .from(payments)
    .innerJoin(proposals, eq(proposals.id, payments.proposalId))
    .leftJoin(policies, eq(policies.proposalId, proposals.id))
    .where(and(eq(proposals.productCode, productCode), whereVisibleTo(partner, proposals)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(({ payment, referenceId, values, policyNumber }) => ({
    paymentId: payment.id,
    orderId: payment.gatewayOrderId,
    referenceId,
    customerName: insuredNameOf(values),
    amount: payment.amount,
    status: payment.status,
    // The proposal's policy belongs to the payment that paid for it, not to failed attempts.
    policyNumber: payment.status === 'SUCCESS' ? policyNumber : null,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  }));
}

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** A refund with the gateway order it gives money back for. */
export async function findRefund(db: Database, refundId: string): Promise<{ refund: RefundRow; gatewayOrderId: string } | undefined> {
  const [row] = await db
    .select({ refund: paymentRefunds, gatewayOrderId: payments.gatewayOrderId })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.id, refundId))
    .limit(1);
  return row;
}

/** A tenant's duplicate captures and their refunds, newest first (rare by design: no paging). */
export async function findDuplicateCaptures(db: Database, tenantCode: TenantCode): Promise<DuplicateCapture[]> {
  const rows = await db
    .select({ refund: paymentRefunds, payment: payments, referenceId: proposals.referenceId, productCode: proposals.productCode, partnerName: partners.name })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(proposals, eq(proposals.id, payments.proposalId))
    .innerJoin(partners, eq(partners.id, proposals.partnerId))
    .where(and(eq(proposals.tenantCode, tenantCode), eq(paymentRefunds.reason, 'DUPLICATE_CAPTURE')))
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id));
  return rows.map(({ refund, payment, referenceId, productCode, partnerName }) => ({
    paymentId: payment.id,
    orderId: payment.gatewayOrderId,
    referenceId,
    productCode,
    partnerName,
    amount: refund.amount,
    capturedAt: refund.createdAt.toISOString(),
    refund: { status: refund.status, gatewayRefundId: refund.gatewayRefundId, updatedAt: refund.updatedAt.toISOString() },
  }));
}
