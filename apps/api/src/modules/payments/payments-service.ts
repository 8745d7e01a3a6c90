import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { errorCodes, findProductForTenant, quotedInsurerOf, type GatewayOrder, type PaymentLink, type PaymentStatus, type ResultStatus, type Transaction } from '@portal/domain';
import type { Database } from '../../db/client';
import { paymentCallbacks, payments, proposals } from '../../db/schema';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import type { GatewayCallbackEvent, PaymentGateway } from '../../providers/payment-gateway/payment-gateway';
import { ensureCanSell, findVisibleProduct } from '../partners/partner-access';
import { ensureKycPassed } from '../kyc/kyc-service';
import { ensureMandateSigned } from '../mandates/mandates-service';
import { issuePolicyOnce } from '../policies/policies-repository';
import { insuredNameOf } from '../sales/insured-name';
import { findProposalRecords, findVisibleProposal, updateProposalStatus, type ProposalRecord } from '../sales/sales-repository';
import { toProposal } from '../sales/sales-repository';
import {
  findPaymentByIdempotencyKey,
  findPaymentByOrderId,
  findPaymentsOfProposal,
  findTransactions,
  findVisiblePaymentByOrderId,
  insertPaymentOnce,
  type PaymentRow,
} from './payments-repository';

export interface PaymentsContext {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
  /** Public origin for links handed to the gateway ('' = same origin). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

const toPaymentLink = (payment: PaymentRow, referenceId: string): PaymentLink => ({
  paymentId: payment.id,
  orderId: payment.gatewayOrderId,
  referenceId,
  amount: payment.amount,
  linkUrl: payment.linkUrl,
  status: payment.status,
});

/**
 * A payment link for a reviewed proposal. The Idempotency-Key makes a retry answer the same link: a
 * second request with the key finds the payment; two racing first requests both reach the unique
 * index (proposal, key) and the loser answers the winner's row (its gateway order is never used).
 */
export async function createPaymentLink(
  context: PaymentsContext,
  partner: SessionPartner,
  productCode: string,
  referenceId: string,
  idempotencyKey: string,
): Promise<PaymentLink> {
  const { db, gateway, publicUrl } = context;
  const product = await ensureCanSell(db, partner, productCode);
  const record = await findVisibleProposal(db, partner, product.code, referenceId);
  if (!record) throw notFound('Proposal not found');
  const existing = await findPaymentByIdempotencyKey(db, record.proposal.id, idempotencyKey);
  if (existing) return toPaymentLink(existing, referenceId);
  if (record.proposal.status === 'PAID') throw new AppError(409, errorCodes.conflict, 'This proposal is already paid');
  if (record.proposal.status === 'DRAFT') throw new AppError(409, errorCodes.conflict, 'Review the proposal before payment');
  await ensureMandateSigned(db, product, record.proposal.id);
  await ensureKycPassed(db, product, record);

  const email = record.proposal.values.email;
  const order = await gateway.createOrder({
    amount: record.proposal.totalPremium,
    merchantReference: referenceId,
    customer: { name: insuredNameOf(record.proposal.values), email: typeof email === 'string' ? email : '' },
    returnUrl: `${publicUrl}/api/payments/return`,
    callbackUrl: `${publicUrl}/api/payments/callback`,
  });
  const { row } = await insertPaymentOnce(db, {
    proposalId: record.proposal.id,
    idempotencyKey,
    gatewayOrderId: order.orderId,
    amount: record.proposal.totalPremium,
    linkUrl: order.checkoutUrl,
  });
  // A new attempt after a failed payment puts the proposal back to awaiting payment.
  if (record.proposal.status === 'PAYMENT_FAILED') await updateProposalStatus(db, record.proposal.id, 'PAYMENT_PENDING');
  return toPaymentLink(row, referenceId);
}

type Settlement = 'SUCCESS' | 'FAILURE';

/**
 * Applies a payment's outcome exactly once, in one transaction: the payment row is locked, so the
 * callback, its duplicates and the browser's return take turns; the callback's event id is recorded
 * (a replay changes nothing); only a CREATED payment moves; and the policy insert does nothing when
 * the proposal already has one.
 */
async function settlePayment(
  context: PaymentsContext,
  paymentId: string,
  outcome: Settlement,
  event?: Pick<GatewayCallbackEvent, 'eventId' | 'status'>,
): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return;
    if (event) {
      const recorded = await tx
        .insert(paymentCallbacks)
        .values({ eventId: event.eventId, paymentId, status: event.status, receivedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: paymentCallbacks.eventId });
      if (recorded.length === 0) return;
    }
    if (payment.status !== 'CREATED') return;
    await tx.update(payments).set({ status: outcome, updatedAt: now }).where(eq(payments.id, paymentId));
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, payment.proposalId)).for('update');
    if (!proposal) return;
    if (outcome === 'SUCCESS') {
      await tx.update(proposals).set({ status: 'PAID', updatedAt: now }).where(eq(proposals.id, proposal.id));
      await issuePolicyOnce(tx, proposal, now);
    } else if (proposal.status !== 'PAID') {
      // Another attempt may already have paid the proposal; a late failure does not undo that.
      await tx.update(proposals).set({ status: 'PAYMENT_FAILED', updatedAt: now }).where(eq(proposals.id, proposal.id));
    }
  });
}

const settlementOf = (order: Pick<GatewayOrder, 'status'>): Settlement | undefined =>
  order.status === 'PAID' ? 'SUCCESS' : order.status === 'FAILED' ? 'FAILURE' : undefined;

/** A verified gateway callback. Unknown orders and amount mismatches are logged and not applied. */
export async function applyGatewayCallback(context: PaymentsContext, event: GatewayCallbackEvent): Promise<void> {
  const found = await findPaymentByOrderId(context.db, event.orderId);
  if (!found) return void context.log.warn({ orderId: event.orderId }, 'payment callback for an unknown order');
  if (found.payment.amount !== event.amount) {
    return void context.log.error({ orderId: event.orderId, expected: found.payment.amount, got: event.amount }, 'payment callback amount mismatch');
  }
  await settlePayment(context, found.payment.id, settlementOf(event)!, event);
}

/** Asks the gateway about a payment still open and settles it when the gateway has an outcome. */
async function reconcileWithGateway(context: PaymentsContext, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'CREATED') return;
  const order = await context.gateway.fetchOrder(payment.gatewayOrderId);
  const outcome = order && settlementOf(order);
  if (outcome) await settlePayment(context, payment.id, outcome);
}

/** SUCCESS once the proposal is paid; FAILURE when its latest attempt failed; MISC while the outcome is unknown. */
async function resultOf(context: PaymentsContext, record: ProposalRecord): Promise<{ status: ResultStatus; latest?: PaymentRow; record: ProposalRecord }> {
  const [latest] = await findPaymentsOfProposal(context.db, record.proposal.id);
  if (latest) await reconcileWithGateway(context, latest);
  const [fresh] = await findProposalRecords(context.db, eq(proposals.id, record.proposal.id));
  const [settled] = await findPaymentsOfProposal(context.db, record.proposal.id);
  const status: ResultStatus = fresh!.proposal.status === 'PAID' ? 'SUCCESS' : settled?.status === 'FAILURE' ? 'FAILURE' : 'MISC';
  return { status, latest: settled, record: fresh! };
}

export async function getPaymentStatus(
  context: PaymentsContext,
  partner: SessionPartner,
  productCode: string,
  referenceId: string,
): Promise<PaymentStatus> {
  const product = findVisibleProduct(partner, productCode);
  const record = await findVisibleProposal(context.db, partner, product.code, referenceId);
  if (!record) throw notFound('Proposal not found');
  const result = await resultOf(context, record);
  return {
    referenceId,
    productCode: product.code,
    status: result.status,
    ...(result.latest ? { amount: result.latest.amount } : {}),
    policy: toProposal(result.record).policy,
  };
}

/**
 * The browser's return from the gateway: settles by asking the gateway (the callback may be late or
 * lost) and answers where the web app shows the outcome.
 */
export async function returnFromGateway(context: PaymentsContext, orderId: string): Promise<string> {
  const found = await findPaymentByOrderId(context.db, orderId);
  if (!found) throw notFound('Order not found');
  const [record] = await findProposalRecords(context.db, eq(proposals.id, found.proposal.id));
  const result = await resultOf(context, record!);
  const { proposal, quote } = result.record;
  const sale = findProductForTenant(proposal.productCode, proposal.tenantCode)?.sale;
  const query = new URLSearchParams({
    status: result.status,
    referenceId: proposal.referenceId,
    productCode: proposal.productCode,
    tenant: proposal.tenantCode,
    insurerCode: sale ? quotedInsurerOf(sale.insurers, quote.values) : '',
  });
  return `${context.publicUrl}/products/payment-status?${query.toString()}`;
}

export async function listTransactions(context: PaymentsContext, partner: SessionPartner, productCode: string): Promise<Transaction[]> {
  const product = findVisibleProduct(partner, productCode);
  return findTransactions(context.db, partner, product.code);
}

/** The gateway's order, for an order the partner's payment created; others 404. */
export async function fetchGatewayOrder(context: PaymentsContext, partner: SessionPartner, orderId: string): Promise<GatewayOrder> {
  const payment = await findVisiblePaymentByOrderId(context.db, partner, orderId);
  const order = payment && (await context.gateway.fetchOrder(payment.gatewayOrderId));
  if (!order) throw notFound('Order not found');
  return order;
}
