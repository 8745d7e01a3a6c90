import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  calculateFreeLookRefund,
  errorCodes,
  findProduct,
  FREE_LOOK_OVER_MESSAGE,
  freeLookWindowOf,
  NO_FREE_LOOK_MESSAGE,
  type FreeLookCancellation,
  type FreeLookReason,
  type FreeLookStatus,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { enqueueJob, type JobHandler } from '../../jobs/job-queue';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import type { PaymentGateway } from '../../providers/payment-gateway/payment-gateway';
import { askGatewayForRefund } from '../../providers/payment-gateway/ask-gateway-for-refund';
import { policyPeriod } from '../../documents/policy-certificate';
import { announcePolicyCancelledInFreeLook, type PolicyCancelledInFreeLookListener } from './free-look-events';
import { findCancellation, findPayingPayment, findVisiblePolicyForFreeLook, type FreeLookCancellationRow } from './free-look-repository';
import { freeLookCancellations } from '../../db/schema/free-look-schema';

export interface FreeLookContext {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
  /** Hooks on "policy cancelled in free look" (free-look-events.ts), e.g. a payouts module's. */
  listeners: readonly PolicyCancelledInFreeLookListener[];
  log: { warn: (details: object, message: string) => void };
}

/** The free look's context from the app, with what a return undoes of the sale (the routes' and the refund job's). */
export const freeLookContextOf = (app: FastifyInstance, listeners: readonly PolicyCancelledInFreeLookListener[]): FreeLookContext => ({
  db: app.db,
  gateway: app.providers.paymentGateway,
  clock: app.providers.clock,
  listeners,
  log: app.log,
});

/** The durable follow-up of a free-look refund the first attempt could not finish. */
export const FREE_LOOK_REFUND_JOB = 'free-look.refund';
export const FREE_LOOK_REFUND_JOB_DELAY_MS = 60_000;

type VisiblePolicy = NonNullable<Awaited<ReturnType<typeof findVisiblePolicyForFreeLook>>>;

async function findPolicy(context: FreeLookContext, partner: SessionPartner, membershipId: string): Promise<VisiblePolicy> {
  const policy = await findVisiblePolicyForFreeLook(context.db, partner, membershipId);
  if (!policy) throw notFound('Policy not found');
  return policy;
}

const cancellationOf = (row: FreeLookCancellationRow): FreeLookCancellation => ({
  cancelledAt: row.createdAt.toISOString(),
  reason: row.reason,
  deductions: {
    totalPremium: row.totalPremium,
    riskPremium: row.riskPremium,
    daysOnCover: row.daysOnCover,
    stampDuty: row.stampDuty,
    medicalCosts: row.medicalCosts,
    refund: row.refundAmount,
  },
  refundStatus: row.refundStatus,
  gatewayRefundId: row.gatewayRefundId,
});

function statusOf(policy: VisiblePolicy, now: Date): FreeLookStatus {
  const terms = findProduct(policy.productCode)?.freeLook;
  const window = terms ? freeLookWindowOf(terms, policy.issuedAt, now) : undefined;
  const estimate =
    terms && window?.open && !policy.cancellation
      ? calculateFreeLookRefund(terms, { totalPremium: policy.totalPremium, ...policyPeriod(policy.issuedAt) }, now)
      : null;
  return {
    membershipId: policy.membershipId,
    policyNumber: policy.policyNumber,
    productCode: policy.productCode,
    period: terms && window ? { ...window, basis: terms.basis } : null,
    estimate,
    cancellation: policy.cancellation ? cancellationOf(policy.cancellation) : null,
  };
}

/** A policy's free-look period, days left and what a return would refund (or the return already made). */
export async function getFreeLookStatus(context: FreeLookContext, partner: SessionPartner, membershipId: string): Promise<FreeLookStatus> {
  return statusOf(await findPolicy(context, partner, membershipId), context.clock.now());
}

/**
 * Records the customer's return of a policy within its free-look period and refunds the premium less the
 * deductions through the gateway, once: the policy row is locked and the cancellation is unique per
 * policy, so a repeated or racing request answers the first one's cancellation. After the last day,
 * or for a cover with no free look, it is refused (409).
 */
export async function cancelInFreeLook(
  context: FreeLookContext,
  partner: SessionPartner,
  membershipId: string,
  reason: FreeLookReason,
): Promise<FreeLookStatus> {
  const policy = await findPolicy(context, partner, membershipId);
  if (!policy.cancellation) {
    const terms = findProduct(policy.productCode)?.freeLook;
    if (!terms) throw new AppError(409, errorCodes.conflict, NO_FREE_LOOK_MESSAGE);
    const now = context.clock.now();
    if (!freeLookWindowOf(terms, policy.issuedAt, now).open) throw new AppError(409, errorCodes.conflict, FREE_LOOK_OVER_MESSAGE);
    const payment = await findPayingPayment(context.db, policy.proposalId);
    if (!payment) throw new AppError(409, errorCodes.conflict, 'The payment of this policy was not found, so it cannot be refunded here.');
    const deductions = calculateFreeLookRefund(terms, { totalPremium: payment.amount, ...policyPeriod(policy.issuedAt) }, now);
    const created = await context.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(freeLookCancellations)
        .values({
          policyId: policy.policyId,
          paymentId: payment.id,
          requestedBy: partner.id,
          reason,
          totalPremium: deductions.totalPremium,
          riskPremium: deductions.riskPremium,
          daysOnCover: deductions.daysOnCover,
          stampDuty: deductions.stampDuty,
          medicalCosts: deductions.medicalCosts,
          refundAmount: deductions.refund,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: freeLookCancellations.policyId })
        .returning();
      // Another request recorded it first: its cancellation stands, and nothing more happens here.
      if (!row) return undefined;
      await enqueueJob(tx, { kind: FREE_LOOK_REFUND_JOB, payload: { cancellationId: row.id }, runAt: new Date(now.getTime() + FREE_LOOK_REFUND_JOB_DELAY_MS) });
      await announcePolicyCancelledInFreeLook(
        context.listeners,
        {
          cancellationId: row.id,
          policyId: policy.policyId,
          policyNumber: policy.policyNumber,
          membershipId: policy.membershipId,
          proposalId: policy.proposalId,
          productCode: policy.productCode,
          tenantCode: policy.tenantCode,
          partnerId: policy.partnerId,
          totalPremium: deductions.totalPremium,
          refundAmount: deductions.refund,
          cancelledAt: now,
        },
        tx,
      );
      return row;
    });
    if (created) {
      await requestFreeLookRefund(context, created.id).catch((error: unknown) =>
        context.log.warn({ err: error, cancellationId: created.id }, 'free-look refund failed; its job will try again'),
      );
    }
  }
  return getFreeLookStatus(context, partner, membershipId);
}

/** Asks the gateway for a recorded free-look refund and records its answer; the gateway refunds an order once. */
export async function requestFreeLookRefund(context: Pick<FreeLookContext, 'db' | 'gateway' | 'clock'>, cancellationId: string): Promise<void> {
  const found = await findCancellation(context.db, cancellationId);
  if (!found || found.cancellation.refundStatus === 'PROCESSED') return;
  await askGatewayForRefund(
    context.gateway,
    { orderId: found.gatewayOrderId, amount: found.cancellation.refundAmount, reason: 'Policy returned in its free-look period' },
    async ({ lastError, ...refund }) => {
      const recorded = 'status' in refund ? { refundStatus: refund.status, gatewayRefundId: refund.gatewayRefundId } : {};
      await context.db
        .update(freeLookCancellations)
        .set({ ...recorded, lastError, updatedAt: context.clock.now() })
        .where(eq(freeLookCancellations.id, cancellationId));
    },
  );
}

export const freeLookRefundJobHandler =
  (context: Pick<FreeLookContext, 'db' | 'gateway' | 'clock'>): JobHandler =>
  async (payload) => {
    await requestFreeLookRefund(context, String(payload.cancellationId));
    return { done: true };
  };
