import { eq } from 'drizzle-orm';
import type { DuplicateCapture } from '@portal/domain';
import type { Database } from '../../db/client';
import { paymentRefunds } from '../../db/schema/payments-schema';
import type { JobHandler } from '../../jobs/job-queue';
import type { SessionPartner } from '../../plugins/auth';
import type { Clock } from '../../providers/clock';
import type { PaymentGateway } from '../../providers/payment-gateway/payment-gateway';
import { askGatewayForRefund } from '../../providers/payment-gateway/ask-gateway-for-refund';
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
