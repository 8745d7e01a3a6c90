import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { GatewayOrder } from '@portal/domain';
import type { Database } from '../../db/client';
import { sandboxGatewayOrders, sandboxGatewayRefunds } from './sandbox-payment-gateway-schema';
import {
  gatewayCallbackEventSchema,
  GatewayRefusal,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signCallback,
  verifySignedCallback,
  type CallbackVerification,
  type CreateOrderInput,
  type GatewayCallbackEvent,
  type GatewayRefund,
  type PaymentGateway,
  type RefundOrderInput,
  type SignedCallback,
} from './payment-gateway';

type OrderRow = typeof sandboxGatewayOrders.$inferSelect;
type RefundRow = typeof sandboxGatewayRefunds.$inferSelect;

/**
 * Magic customer emails (docs/sandbox.md): the start of the proposal's email decides what the sandbox
 * does when the customer presses "Pay", the way test cards do on a real gateway.
 */
export const sandboxMagicEmails = {
  /** The bank declines: the order fails and a failure callback is sent. */
  fail: 'fail@',
  /** The bank never answers: the order stays PENDING, no callback; the merchant reports MISC. */
  timeout: 'timeout@',
  /** The payment succeeds but the callback is never delivered: only the browser's return settles it. */
  noCallback: 'nocallback@',
} as const;

export type CheckoutAction = 'pay' | 'fail';

export interface CheckoutCompletion {
  order: GatewayOrder;
  returnUrl: string;
  callbackUrl: string;
  /** The signed callback to deliver; absent when this completion sends none (already done, timeout, nocallback). */
  callback?: SignedCallback;
}

// Hex, not base64url: the checkout page shows the order id, and base64url's '-' can cut it into a word a person
// would read as a field key ("elIop"; the plain-words check of the page found one).
const newOrderId = () => `order_${randomBytes(9).toString('hex')}`;
const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;
const newRefundId = () => `rfnd_${randomBytes(9).toString('hex')}`;

/** A gateway that behaves like a hosted-checkout gateway, with its orders in its own table. */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly callbackHeaders = { signature: SIGNATURE_HEADER, timestamp: TIMESTAMP_HEADER };
  readonly callbackBodySchema = gatewayCallbackEventSchema;

  constructor(
    private readonly options: {
      db: Database;
      webhookSecret: string;
      /** Public origin of this service ('' for same-origin relative links). */
      publicUrl: string;
    },
  ) {}

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    const [row] = await this.options.db
      .insert(sandboxGatewayOrders)
      .values({
        id: newOrderId(),
        amount: input.amount,
        merchantReference: input.merchantReference,
        customerName: input.customer.name,
        customerEmail: input.customer.email,
        returnUrl: input.returnUrl,
        callbackUrl: input.callbackUrl,
      })
      .returning();
    return this.toGatewayOrder(row!);
  }

  async fetchOrder(orderId: string): Promise<GatewayOrder | undefined> {
    const row = await this.findRow(orderId);
    return row && this.toGatewayOrder(row, await this.findRefund(orderId));
  }

  async cancelOrder(orderId: string): Promise<GatewayOrder | undefined> {
    // Only a CREATED order is cancelled: one the customer paid (or whose bank is answering) stays as it is.
    await this.options.db
      .update(sandboxGatewayOrders)
      .set({ status: 'CANCELLED', failureReason: 'Cancelled by the merchant', updatedAt: sql`now()` })
      .where(and(eq(sandboxGatewayOrders.id, orderId), eq(sandboxGatewayOrders.status, 'CREATED')));
    return this.fetchOrder(orderId);
  }

  async refundOrder(input: RefundOrderInput): Promise<GatewayRefund> {
    const order = await this.findRow(input.orderId);
    if (!order) throw new GatewayRefusal(`Unknown order ${input.orderId}`);
    if (order.status !== 'PAID') throw new GatewayRefusal(`Order ${input.orderId} is ${order.status}, not paid`);
    // One refund an order, in full (a second capture) or in part (a policy returned in its free-look period, less deductions).
    if (!Number.isInteger(input.amount) || input.amount <= 0 || input.amount > order.amount) {
      throw new GatewayRefusal(`Order ${input.orderId} refunds between 1 and ${order.amount} paise`);
    }
    // The unique order id makes a repeated or racing request answer the refund already made.
    await this.options.db
      .insert(sandboxGatewayRefunds)
      .values({ id: newRefundId(), orderId: order.id, amount: input.amount, status: 'PROCESSED', reason: input.reason })
      .onConflictDoNothing({ target: sandboxGatewayRefunds.orderId });
    const refund = (await this.findRefund(order.id))!;
    return { refundId: refund.id, orderId: refund.orderId, amount: refund.amount, status: refund.status, createdAt: refund.createdAt.toISOString() };
  }

  /** The refund of an order, as the sandbox's own records keep it. */
  async findRefund(orderId: string): Promise<RefundRow | undefined> {
    const [row] = await this.options.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.orderId, orderId)).limit(1);
    return row;
  }

  verifyCallback(callback: SignedCallback, now?: Date): CallbackVerification {
    return verifySignedCallback(this.options.webhookSecret, callback, now);
  }

  /** The hosted checkout page's address for an order. */
  checkoutUrl(orderId: string): string {
    return `${this.options.publicUrl}/api/sandbox/gateway/checkout/${encodeURIComponent(orderId)}`;
  }

  async findRow(orderId: string): Promise<OrderRow | undefined> {
    const [row] = await this.options.db.select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.id, orderId)).limit(1);
    return row;
  }

  /**
   * The customer pressed Pay or Fail on the checkout page. Completes the order once (a second press
   * changes nothing) and answers the callback to send, signed.
   */
  async completeCheckout(orderId: string, action: CheckoutAction, now: Date = new Date()): Promise<CheckoutCompletion | undefined> {
    const current = await this.findRow(orderId);
    if (!current) return undefined;
    const email = current.customerEmail.toLowerCase();
    const outcome: { status: 'PAID' | 'FAILED' | 'PENDING'; failureReason: string | null; sendsCallback: boolean } =
      action === 'fail'
        ? { status: 'FAILED', failureReason: 'Payment declined by the customer', sendsCallback: true }
        : email.startsWith(sandboxMagicEmails.fail)
          ? { status: 'FAILED', failureReason: 'Card declined by the issuing bank', sendsCallback: true }
          : email.startsWith(sandboxMagicEmails.timeout)
            ? { status: 'PENDING', failureReason: null, sendsCallback: false }
            : { status: 'PAID', failureReason: null, sendsCallback: !email.startsWith(sandboxMagicEmails.noCallback) };
    const eventId = outcome.status === 'PENDING' ? null : newEventId();
    // Only a CREATED order completes; a double submit or a second tab finds it done and sends nothing.
    const [updated] = await this.options.db
      .update(sandboxGatewayOrders)
      .set({ status: outcome.status, failureReason: outcome.failureReason, eventId, updatedAt: sql`now()` })
      .where(and(eq(sandboxGatewayOrders.id, orderId), eq(sandboxGatewayOrders.status, 'CREATED')))
      .returning();
    const row = updated ?? (await this.findRow(orderId))!;
    const completion: CheckoutCompletion = { order: this.toGatewayOrder(row), returnUrl: row.returnUrl, callbackUrl: row.callbackUrl };
    if (updated && outcome.sendsCallback) completion.callback = this.signedCallbackFor(row, now);
    return completion;
  }

  /** The signed callback of a completed order (the same event id on every delivery). */
  signedCallbackFor(row: OrderRow, now: Date = new Date()): SignedCallback | undefined {
    if (!row.eventId || (row.status !== 'PAID' && row.status !== 'FAILED')) return undefined;
    const event: GatewayCallbackEvent = {
      eventId: row.eventId,
      type: row.status === 'PAID' ? 'order.paid' : 'order.failed',
      orderId: row.id,
      merchantReference: row.merchantReference,
      amount: row.amount,
      status: row.status,
      failureReason: row.failureReason,
      occurredAt: row.updatedAt.toISOString(),
    };
    return signCallback(this.options.webhookSecret, event, now);
  }

  private toGatewayOrder(row: OrderRow, refund?: RefundRow): GatewayOrder {
    return {
      orderId: row.id,
      amount: row.amount,
      amountRefunded: refund?.amount ?? 0,
      currency: 'INR',
      merchantReference: row.merchantReference,
      status: row.status,
      failureReason: row.failureReason,
      checkoutUrl: this.checkoutUrl(row.id),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
