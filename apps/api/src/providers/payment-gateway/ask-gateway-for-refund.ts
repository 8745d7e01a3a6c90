import type { PaymentGateway, RefundOrderInput } from './payment-gateway';

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
