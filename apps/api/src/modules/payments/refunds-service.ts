import { eq } from 'drizzle-orm';
import type { DuplicateCapture } from '@portal/domain';
import type { Database } from '../../db/client';
import { paymentRefunds } from './payments-schema';
import type { JobHandler } from '../../jobs/job-queue';
import type { SessionPartner } from '../../plugins/auth';
import type { Clock } from '../../providers/clock';
import type { PaymentGateway } from '../../providers/payment-gateway/payment-gateway';
import { findDuplicateCaptures, findRefund } from './payments-repository';

export interface RefundsContext {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
}

/** The durable follow-up of a refund the first attempt could not finish (jobs/job-queue.ts). */
export const REFUND_JOB = 'payments.refund';
/** The job waits this long, so the attempt made right after settlement normally finishes first and the job finds it done. */
export const REFUND_JOB_DELAY_MS = 60_000;

/**
 * Asks the gateway for a recorded refund and records its answer. The gateway refunds an order at most
 * once and answers the same refund when asked again, so a retry, a replay or two racing attempts never
 * give the money back twice.
 */
export async function requestRefund(context: RefundsContext, refundId: string): Promise<void> {
  const found = await findRefund(context.db, refundId);
  if (!found || found.refund.status === 'PROCESSED') return;
  try {
    const refund = await context.gateway.refundOrder({
      orderId: found.gatewayOrderId,
      amount: found.refund.amount,
      reason: 'Duplicate payment for a proposal already paid',
    });
    await context.db
      .update(paymentRefunds)
      .set({ status: refund.status, gatewayRefundId: refund.refundId, lastError: null, updatedAt: context.clock.now() })
      .where(eq(paymentRefunds.id, refundId));
  } catch (error) {
    // Kept for the admin's view; the job tries again.
    const lastError = error instanceof Error ? error.message : String(error);
    await context.db.update(paymentRefunds).set({ lastError, updatedAt: context.clock.now() }).where(eq(paymentRefunds.id, refundId));
    throw error;
  }
}

export const refundJobHandler =
  (context: RefundsContext): JobHandler =>
  async (payload) => {
    await requestRefund(context, String(payload.refundId));
    return { done: true };
  };

/** The admin's tenant's duplicate captures and their refunds (the route lets only admins in). */
export async function listDuplicateCaptures(context: RefundsContext, admin: SessionPartner): Promise<DuplicateCapture[]> {
  return findDuplicateCaptures(context.db, admin.tenantCode);
}
