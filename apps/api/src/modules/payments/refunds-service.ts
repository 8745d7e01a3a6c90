import { eq } from 'drizzle-orm';
import type { DuplicateCapture } from '@portal/domain';
import type { Database } from '../../db/client';
import { paymentRefunds } from '../../db/schema/payments-schema';
import type { JobHandler } from '../../jobs/job-queue';
import type { SessionPartner } from '../../plugins/auth';
import type { Clock } from '../../providers/clock';
import type { PaymentGateway, RefundOrderInput } from '../../providers/payment-gateway/payment-gateway';
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

/** What the gateway answered a refund request: its refund, or why it failed (kept for the admin's view). */
export type RefundAnswer = { status: 'PROCESSED'; gatewayRefundId: string; lastError: null } | { lastError: string };

/**
 * Asks the gateway for a refund and records its answer with `record`; on a failure records the error and
 * throws, so the job that follows the refund tries again. The gateway refunds an order at most once and
 * answers the same refund when asked again, so a retry, a replay or two racing attempts never give the
 * money back twice.
 */
export async function askGatewayForRefund(gateway: PaymentGateway, input: RefundOrderInput, record: (answer: RefundAnswer) => Promise<void>): Promise<void> {
  try {
    const refund = await gateway.refundOrder(input);
    await record({ status: refund.status, gatewayRefundId: refund.refundId, lastError: null });
  } catch (error) {
    await record({ lastError: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/** Asks the gateway for a recorded refund of a second capture and records its answer. */
export async function requestRefund(context: RefundsContext, refundId: string): Promise<void> {
  const found = await findRefund(context.db, refundId);
  if (!found || found.refund.status === 'PROCESSED') return;
  await askGatewayForRefund(
    context.gateway,
    { orderId: found.gatewayOrderId, amount: found.refund.amount, reason: 'Duplicate payment for a proposal already paid' },
    async (answer) => {
      await context.db
        .update(paymentRefunds)
        .set({ ...answer, updatedAt: context.clock.now() })
        .where(eq(paymentRefunds.id, refundId));
    },
  );
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
