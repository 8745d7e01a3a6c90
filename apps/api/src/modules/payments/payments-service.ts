import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorCodes,
  findProductForTenant,
  quotedInsurerOf,
  type GatewayOrder,
  type PaymentLink,
  type PaymentStatus,
  type ProductDefinition,
  type ResultStatus,
  type Transaction,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { proposals } from '../../db/schema/sales-schema';
import { paymentCallbacks, paymentRefunds, payments } from '../../db/schema/payments-schema';
import { completeJob, enqueueJob, retryDelayMs, type JobHandler } from '../../jobs/job-queue';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import type { GatewayCallbackEvent, PaymentGateway } from '../../providers/payment-gateway/payment-gateway';
import type { Notifier } from '../../lib/notifier';
import { ensureCanSell, findVisibleProduct } from '../../lib/partner-access';
import { insuredNameOf } from '../../lib/insured-name';
import { findProposalRecords, findVisibleProposal, type ProposalRecord, toProposal, updateProposalStatus } from '../../lib/proposal-records';
import {
  findLivePayment,
  findPaymentByIdempotencyKey,
  findPaymentByOrderId,
  findPaymentsOfProposal,
  findTransactions,
  findVisiblePaymentByOrderId,
  insertLivePayment,
  type PaymentRow,
} from './payments-repository';
import { REFUND_JOB, REFUND_JOB_DELAY_MS, requestRefund } from './refunds-service';

/** An order an edit cancelled, and the job that cancels it at the gateway (the sales module's ProposalOrders asks for these). */
export type GatewayCancel = { orderId: string; jobId: string };

export interface PaymentsContext {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
  /** Public origin for links handed to the gateway ('' = same origin). */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Delivers, after commit, the messages the sale's settlement queued (decision 0130). */
  notifier: Pick<Notifier, 'deliver'>;
  /** What a settled payment makes of the sale (flows/settle-payment.ts), in the settling transaction. */
  settleSale: SettleSale;
  /** The sale's other steps done before it may be paid (its mandate signed, its KYC passed; flows/ensure-ready-to-pay.ts). */
  ensureReadyToPay: EnsureReadyToPay;
}

/** Throws the 409 of the first step the proposal still lacks before payment; returns when it may be paid. */
export type EnsureReadyToPay = (db: Database, product: ProductDefinition, record: ProposalRecord) => Promise<void>;

/** The flows a payments context is handed by the composition root (decision 0221). */
export type PaymentFlows = Pick<PaymentsContext, 'settleSale' | 'ensureReadyToPay'>;

export type Settlement = 'SUCCESS' | 'FAILURE';

/**
 * The sale's steps after its payment settled, run in the settling transaction with the proposal's row
 * locked (a paid proposal's policy, the lead's status, the customer's message); answers the ids of the
 * messages it queued, delivered after commit.
 */
export type SettleSale = (tx: Database, proposal: typeof proposals.$inferSelect, outcome: Settlement, now: Date) => Promise<string[]>;

/**
 * The payments context of a request (or of a job, which has none and logs to the app's log): the app's
 * database, gateway, clock, public origin and notifier, and the sale's settlement the composition root gives.
 */
export const paymentsContextOf = (app: FastifyInstance, flows: PaymentFlows, request?: FastifyRequest): PaymentsContext => ({
  db: app.db,
  gateway: app.providers.paymentGateway,
  clock: app.providers.clock,
  publicUrl: app.env.PUBLIC_URL ?? '',
  log: request?.log ?? app.log,
  notifier: app.notifier,
  settleSale: flows.settleSale,
  ensureReadyToPay: flows.ensureReadyToPay,
});

const toPaymentLink = (payment: PaymentRow, referenceId: string): PaymentLink => ({
  paymentId: payment.id,
  orderId: payment.gatewayOrderId,
  referenceId,
  amount: payment.amount,
  linkUrl: payment.linkUrl,
  status: payment.status,
});

/** 409 unless the proposal is reviewed and not yet paid. */
function ensurePayable(status: ProposalRecord['proposal']['status']): void {
  if (status === 'PAID') throw new AppError(409, errorCodes.conflict, 'This proposal is already paid');
  if (status === 'DRAFT') throw new AppError(409, errorCodes.conflict, 'Review the proposal before payment');
}

/**
 * A payment link for a reviewed proposal. A proposal has at most one live order (decision 0049): a
 * request with any key answers the live one, after asking the gateway about it (one the gateway reports
 * failed is settled and replaced). The same Idempotency-Key answers the same payment, whatever its state.
 * Racing first requests each make a gateway order, but the unique indexes let one payment in; the others
 * cancel their orders at the gateway (never handed out) and answer the winner's.
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
  const proposalId = record.proposal.id;
  const existing = await findPaymentByIdempotencyKey(db, proposalId, idempotencyKey);
  if (existing) return toPaymentLink(existing, referenceId);
  ensurePayable(record.proposal.status);
  await context.ensureReadyToPay(db, product, record);

  const live = await findLivePayment(db, proposalId);
  if (live) {
    await reconcileWithGateway(context, live);
    const stillLive = await findLivePayment(db, proposalId);
    if (stillLive) return toPaymentLink(stillLive, referenceId);
    // The gateway had an outcome: paid (then 409) or failed (then a new order replaces it).
    const [settled] = await findProposalRecords(db, eq(proposals.id, proposalId));
    ensurePayable(settled!.proposal.status);
  }

  const email = record.proposal.values.email;
  const order = await gateway.createOrder({
    amount: record.proposal.totalPremium,
    merchantReference: referenceId,
    customer: { name: insuredNameOf(record.proposal.values), email: typeof email === 'string' ? email : '' },
    returnUrl: `${publicUrl}/api/payments/return`,
    callbackUrl: `${publicUrl}/api/payments/callback`,
  });
  const inserted = await insertLivePayment(db, {
    proposalId,
    idempotencyKey,
    gatewayOrderId: order.orderId,
    amount: record.proposal.totalPremium,
    linkUrl: order.checkoutUrl,
  });
  if (!inserted) {
    await cancelUnusedOrder(context, order.orderId);
    const winner = (await findPaymentByIdempotencyKey(db, proposalId, idempotencyKey)) ?? (await findLivePayment(db, proposalId));
    // The winner settled in the meantime: rare enough that asking again is the answer.
    if (!winner) throw new AppError(409, errorCodes.conflict, 'The payment of this proposal changed meanwhile; please try again');
    return toPaymentLink(winner, referenceId);
  }
  // A new attempt after a failed payment puts the proposal back to awaiting payment.
  if (record.proposal.status === 'PAYMENT_FAILED') await updateProposalStatus(db, proposalId, 'PAYMENT_PENDING');
  return toPaymentLink(inserted, referenceId);
}

/** An order that lost the race for the live payment is cancelled, so nobody can ever pay it. */
async function cancelUnusedOrder(context: PaymentsContext, orderId: string): Promise<void> {
  try {
    const order = await context.gateway.cancelOrder(orderId);
    if (order?.status !== 'CANCELLED') context.log.error({ orderId, status: order?.status }, 'an unused gateway order could not be cancelled');
  } catch (error) {
    // Its link was never handed out; the failure is worth a look, not the partner's error.
    context.log.error({ err: error, orderId }, 'an unused gateway order could not be cancelled');
  }
}

/**
 * Whether an outcome moves a payment. A capture is money taken, so it moves any payment not already
 * captured (an order set aside, or one the gateway first reported failed and captured late); a failure
 * moves only an open payment, and never undoes a capture.
 */
const movesPayment = (status: PaymentRow['status'], outcome: Settlement): boolean =>
  outcome === 'SUCCESS' ? status !== 'SUCCESS' && status !== 'REFUNDED' : isOpen(status);

/** A payment whose order the gateway may still complete: the live one, or one set aside. */
const isOpen = (status: PaymentRow['status']): boolean => status === 'CREATED' || status === 'SUPERSEDED';

/**
 * Applies a payment's outcome exactly once, in one transaction: the payment row is locked, so the
 * callback, its duplicates and the browser's return take turns; the callback's event id is recorded
 * (a replay changes nothing); a payment moves once (movesPayment); and the policy insert does nothing
 * when the proposal already has one. A capture for a proposal another payment already paid is the
 * customer paying twice: the payment becomes REFUNDED and a refund is recorded with its job in the same
 * transaction, then asked of the gateway at once (the job retries if that fails). A capture of an order the
 * proposal's edit cancelled (decision 0121) is refunded the same way, whatever the proposal's state: it was
 * for an amount or a customer the proposal no longer has.
 */
async function settlePayment(
  context: PaymentsContext,
  paymentId: string,
  outcome: Settlement,
  event?: Pick<GatewayCallbackEvent, 'eventId' | 'status'>,
  failureReason: string | null = null,
): Promise<void> {
  const now = context.clock.now();
  let notices: string[] = [];
  const refundId = await context.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return undefined;
    if (event) {
      const recorded = await tx
        .insert(paymentCallbacks)
        .values({ eventId: event.eventId, paymentId, status: event.status, receivedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: paymentCallbacks.eventId });
      if (recorded.length === 0) return undefined;
    }
    if (!movesPayment(payment.status, outcome)) return undefined;
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, payment.proposalId)).for('update');
    if (outcome === 'SUCCESS' && (proposal?.status === 'PAID' || payment.status === 'CANCELLED')) {
      await tx.update(payments).set({ status: 'REFUNDED', updatedAt: now }).where(eq(payments.id, paymentId));
      const [refund] = await tx
        .insert(paymentRefunds)
        .values({ paymentId, amount: payment.amount, reason: 'DUPLICATE_CAPTURE', createdAt: now, updatedAt: now })
        .returning({ id: paymentRefunds.id });
      await enqueueJob(tx, { kind: REFUND_JOB, payload: { refundId: refund!.id }, runAt: new Date(now.getTime() + REFUND_JOB_DELAY_MS) });
      return refund!.id;
    }
    await tx
      .update(payments)
      .set({ status: outcome, failureReason: outcome === 'FAILURE' ? failureReason : null, updatedAt: now })
      .where(eq(payments.id, paymentId));
    if (!proposal) return undefined;
    if (outcome === 'SUCCESS') {
      await tx.update(proposals).set({ status: 'PAID', updatedAt: now }).where(eq(proposals.id, proposal.id));
    } else if (proposal.status !== 'PAID' && payment.status === 'CREATED') {
      // Only the live order's failure is the proposal's; a late failure never undoes another attempt's payment.
      await tx.update(proposals).set({ status: 'PAYMENT_FAILED', updatedAt: now }).where(eq(proposals.id, proposal.id));
    }
    notices = await context.settleSale(tx, proposal, outcome, now);
    return undefined;
  });
  // After commit, tried at once; a failure (or a stop before this line) is the job queue's to retry.
  for (const id of notices) {
    await context.notifier.deliver(id).catch((error: unknown) => context.log.warn({ err: error, notificationId: id }, 'policy-issued notice will be retried'));
  }
  if (refundId) {
    await requestRefund(context, refundId).catch((error: unknown) =>
      context.log.warn({ err: error, paymentId }, 'refund of a duplicate capture failed; its job will try again'),
    );
  }
}

const settlementOf = (order: Pick<GatewayOrder, 'status'>): Settlement | undefined =>
  order.status === 'PAID' ? 'SUCCESS' : order.status === 'FAILED' ? 'FAILURE' : undefined;

/**
 * Before a proposal's answers change (sales-service's ProposalOrders): its open orders are asked of the
 * gateway, so a payment the customer has just made settles and the edit meets a paid proposal (409)
 * instead of cancelling an order already paid.
 */
export async function settleOpenOrders(context: PaymentsContext, proposalId: string): Promise<void> {
  for (const payment of await findPaymentsOfProposal(context.db, proposalId)) {
    if (isOpen(payment.status)) await reconcileWithGateway(context, payment);
  }
}

/** The durable cancel at the gateway of an order an edit cancelled (decision 0121, amended). */
export const GATEWAY_CANCEL_JOB = 'payments.cancel-order';
/** The job waits this long, so the attempt made right after the edit normally finishes first and completes it. */
export const GATEWAY_CANCEL_JOB_DELAY_MS = 60_000;

/**
 * In the edit's transaction: a job per order the edit cancelled, so the cancel at the gateway is recorded
 * if and only if the edit commits, and survives a gateway outage or a restart before it is made.
 */
export async function queueGatewayCancels(tx: Database, orderIds: readonly string[], now: Date): Promise<GatewayCancel[]> {
  const queued: GatewayCancel[] = [];
  for (const orderId of orderIds) {
    const job = await enqueueJob(tx, { kind: GATEWAY_CANCEL_JOB, payload: { orderId }, runAt: new Date(now.getTime() + GATEWAY_CANCEL_JOB_DELAY_MS) });
    queued.push({ orderId, jobId: job.id });
  }
  return queued;
}

/**
 * Cancels at the gateway an order an edit cancelled here, so its checkout no longer takes money; answers
 * whether that is settled. Done when the payment is no longer CANCELLED (a capture of it was refunded
 * already: the gateway need not be asked) or the gateway reports the order cancelled, failed or unknown
 * (nothing there can take money). An order the customer paid first is settled here as the capture of a
 * cancelled order, which refunds it exactly once, whoever else (callback, return) reports it. An order whose
 * bank is still answering (PENDING) is asked again later; an unreachable gateway, or one that leaves the order
 * open, throws, so the job keeps the error and the queue retries it with backoff.
 */
async function cancelAtGateway(context: PaymentsContext, orderId: string): Promise<'done' | 'pending'> {
  const found = await findPaymentByOrderId(context.db, orderId);
  if (found?.payment.status !== 'CANCELLED') return 'done';
  const order = await context.gateway.cancelOrder(orderId);
  if (!order) {
    context.log.warn({ orderId }, 'the gateway does not know an order an edit cancelled');
    return 'done';
  }
  if (order.status === 'PAID') {
    await settlePayment(context, found.payment.id, 'SUCCESS');
    return 'done';
  }
  if (order.status === 'CANCELLED' || order.status === 'FAILED') return 'done';
  if (order.status === 'PENDING') return 'pending';
  throw new Error(`The gateway left order ${orderId} ${order.status} when asked to cancel it`);
}

/**
 * After the edit's commit, each cancel is tried at once and its job completed when that settles it; one the
 * gateway could not take (unreachable, or its bank still answering) is left to its job. The partner's edit
 * is never failed for it: the payment is CANCELLED here, so any capture is refunded meanwhile.
 */
export async function cancelOrdersAtGateway(context: PaymentsContext, cancels: readonly GatewayCancel[]): Promise<void> {
  for (const { orderId, jobId } of cancels) {
    try {
      if ((await cancelAtGateway(context, orderId)) === 'done') await completeJob(context.db, jobId, context.clock.now());
    } catch (error) {
      context.log.warn({ err: error, orderId }, 'an order cancelled by an edit could not be cancelled at the gateway; its job will try again');
    }
  }
}

/** The job of a cancel the attempt after the edit did not settle: the same steps, retried by the queue. */
export const gatewayCancelJobHandler =
  (context: PaymentsContext): JobHandler =>
  async (payload, job, now) => {
    if (typeof payload.orderId !== 'string' || (await cancelAtGateway(context, payload.orderId)) === 'done') return { done: true };
    return { retryAt: new Date(now.getTime() + retryDelayMs(job.attempts)) };
  };

/** A verified gateway callback. Unknown orders and amount mismatches are logged and not applied. */
export async function applyGatewayCallback(context: PaymentsContext, event: GatewayCallbackEvent): Promise<void> {
  const found = await findPaymentByOrderId(context.db, event.orderId);
  if (!found) return void context.log.warn({ orderId: event.orderId }, 'payment callback for an unknown order');
  if (found.payment.amount !== event.amount) {
    return void context.log.error({ orderId: event.orderId, expected: found.payment.amount, got: event.amount }, 'payment callback amount mismatch');
  }
  await settlePayment(context, found.payment.id, settlementOf(event)!, event, event.failureReason);
}

/**
 * Asks the gateway about a payment still open and settles it when the gateway has an outcome; a cancelled
 * one too, in case the customer paid it before the gateway heard of the cancellation (then it is refunded).
 */
async function reconcileWithGateway(context: PaymentsContext, payment: PaymentRow): Promise<void> {
  if (!isOpen(payment.status) && payment.status !== 'CANCELLED') return;
  const order = await context.gateway.fetchOrder(payment.gatewayOrderId);
  const outcome = order && settlementOf(order);
  if (outcome) await settlePayment(context, payment.id, outcome, undefined, order.failureReason);
}

/** SUCCESS once the proposal is paid; FAILURE when its latest attempt failed; MISC while the outcome is unknown. */
export async function resultOf(
  context: PaymentsContext,
  record: ProposalRecord,
): Promise<{ status: ResultStatus; latest?: PaymentRow; record: ProposalRecord }> {
  const [latest] = await findPaymentsOfProposal(context.db, record.proposal.id);
  if (latest) await reconcileWithGateway(context, latest);
  const [fresh] = await findProposalRecords(context.db, eq(proposals.id, record.proposal.id));
  const [settled] = await findPaymentsOfProposal(context.db, record.proposal.id);
  const status: ResultStatus = fresh!.proposal.status === 'PAID' ? 'SUCCESS' : settled?.status === 'FAILURE' ? 'FAILURE' : 'MISC';
  return { status, latest: settled, record: fresh! };
}

export async function getPaymentStatus(context: PaymentsContext, partner: SessionPartner, productCode: string, referenceId: string): Promise<PaymentStatus> {
  const product = findVisibleProduct(partner, productCode);
  const record = await findVisibleProposal(context.db, partner, product.code, referenceId);
  if (!record) throw notFound('Proposal not found');
  const result = await resultOf(context, record);
  return {
    referenceId,
    productCode: product.code,
    status: result.status,
    ...(result.latest ? { amount: result.latest.amount } : {}),
    ...(result.status === 'FAILURE' && result.latest?.failureReason ? { failureReason: result.latest.failureReason } : {}),
    policy: toProposal(result.record).policy,
  };
}

/**
 * The browser's return from the gateway: settles by asking the gateway (the callback may be late or
 * lost) and answers the payment status page's query (SPEC §2); the route adds the customer's receipt token.
 */
export async function returnFromGateway(context: PaymentsContext, orderId: string): Promise<{ proposalId: string; query: URLSearchParams }> {
  const found = await findPaymentByOrderId(context.db, orderId);
  if (!found) throw notFound('Order not found');
  // The order the customer comes back from first: it need not be the proposal's latest.
  await reconcileWithGateway(context, found.payment);
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
  return { proposalId: proposal.id, query };
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
