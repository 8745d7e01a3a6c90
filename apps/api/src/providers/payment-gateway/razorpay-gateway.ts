import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { errorCodes, type GatewayOrder, type GatewayOrderStatus } from '@portal/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  GatewayRefusal,
  type CallbackVerification,
  type CreateOrderInput,
  type GatewayCallbackEvent,
  type GatewayRefund,
  type PaymentGateway,
  type RefundOrderInput,
  type SignedCallback,
} from './payment-gateway';
import {
  collectionOf,
  RAZORPAY_SIGNATURE_HEADER,
  razorpayErrorSchema,
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
  razorpayWebhookSchema,
  type RazorpayOrder,
  type RazorpayPayment,
} from './razorpay-contract';
import { razorpayOrders } from './razorpay-schema';

export interface RazorpaySettings {
  db: Database;
  /** https://api.razorpay.com (tests: a local server speaking the same contract). */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Public origin of this service: the checkout page and the return are under it. */
  publicUrl: string;
  /** Standard Checkout's script, loaded by the checkout page. */
  checkoutScriptUrl: string;
  timeoutMs?: number;
}

const gatewayUnavailable = () => new AppError(503, errorCodes.serviceUnavailable, 'The payment gateway is not answering. Please try again shortly.');

/** Hex HMAC-SHA256, compared in constant time. */
function signatureMatches(secret: string, signed: string, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(signed).digest('hex'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Standard Checkout's payment signature (razorpay.com/docs/payments/payment-gateway/web-integration/standard,
 * "Verify Payment Signature"): HMAC-SHA256 of `order_id|payment_id` with the key secret.
 */
export const verifyPaymentSignature = (keySecret: string, orderId: string, paymentId: string, signature: string) =>
  signatureMatches(keySecret, `${orderId}|${paymentId}`, signature);

const isCaptured = (payment: RazorpayPayment) => payment.captured || payment.status === 'captured' || payment.status === 'refunded';

/**
 * Razorpay's view of an order as the portal's: PAID once a payment of it is captured (the account captures
 * automatically), PENDING while one is authorised, FAILED when every attempt failed, CANCELLED when the portal
 * cancelled it and nobody paid; CREATED before any attempt.
 */
function statusOf(order: RazorpayOrder, attempts: readonly RazorpayPayment[], cancelled: boolean): GatewayOrderStatus {
  if (order.status === 'paid' || attempts.some(isCaptured)) return 'PAID';
  if (cancelled) return 'CANCELLED';
  if (attempts.some((payment) => payment.status === 'authorized' || payment.status === 'created')) return 'PENDING';
  if (attempts.length > 0 && attempts.every((payment) => payment.status === 'failed')) return 'FAILED';
  return 'CREATED';
}

/** The event a webhook carries, as the payments module takes it; null for events it does not act on. */
function eventOf(webhook: z.infer<typeof razorpayWebhookSchema>): GatewayCallbackEvent | null {
  const payment = webhook.payload.payment?.entity;
  if (!payment?.order_id) return null;
  const paid = webhook.event === 'payment.captured' || webhook.event === 'order.paid';
  if (!paid && webhook.event !== 'payment.failed') return null;
  const notes = Array.isArray(payment.notes) ? {} : (payment.notes ?? {});
  return {
    // Razorpay sends an event again until it is acknowledged (at least once): the same payment's same event is one event here.
    eventId: `${webhook.event}:${payment.id}`,
    type: paid ? 'order.paid' : 'order.failed',
    orderId: payment.order_id,
    merchantReference: notes.merchantReference ?? '',
    amount: payment.amount,
    status: paid ? 'PAID' : 'FAILED',
    failureReason: paid ? null : (payment.error_description ?? payment.error_code ?? 'Payment failed'),
    occurredAt: new Date(webhook.created_at * 1000).toISOString(),
  };
}

type RazorpayOrderRow = typeof razorpayOrders.$inferSelect;

/** One call of Razorpay's API; undefined for an id Razorpay does not know (it answers 400 BAD_REQUEST_ERROR or 404). */
type RazorpayCall = <T extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: T, body?: object) => Promise<z.infer<T> | undefined>;

/** Razorpay's API with the key id and secret (HTTP Basic). */
function razorpayApi(settings: RazorpaySettings): RazorpayCall {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const base = settings.baseUrl.replace(/\/$/, '');
  return async function call<T extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: T, body?: object): Promise<z.infer<T> | undefined> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
    } catch {
      // Unreachable or too slow: the partner's request is a 503 to try again, a job's attempt is retried.
      throw gatewayUnavailable();
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok) return schema.parse(answer);
    const error = razorpayErrorSchema.safeParse(answer).data?.error;
    if (method === 'GET' && (response.status === 404 || error?.code === 'BAD_REQUEST_ERROR')) return undefined;
    if (response.status >= 400 && response.status < 500) throw new GatewayRefusal(`Razorpay refused ${method} ${path}: ${error?.code ?? response.status}`);
    throw gatewayUnavailable();
  };
}

/** The portal's view of one of its orders, from Razorpay's order and the payments made of it. */
function orderViewOf(publicUrl: string, local: RazorpayOrderRow, order: RazorpayOrder, attempts: readonly RazorpayPayment[]): GatewayOrder {
  const orderId = local.orderId;
  const status = statusOf(order, attempts, local.cancelledAt !== null);
  const lastFailure = attempts.find((payment) => payment.status === 'failed');
  const updated = Math.max(order.created_at, ...attempts.map((payment) => payment.created_at));
  return {
    orderId,
    amount: order.amount,
    amountRefunded: attempts.reduce((sum, payment) => sum + payment.amount_refunded, 0),
    currency: 'INR',
    merchantReference: local.merchantReference,
    status,
    failureReason: status === 'FAILED' ? (lastFailure?.error_description ?? 'Payment failed') : null,
    checkoutUrl: `${publicUrl}/api/payments/razorpay/checkout/${encodeURIComponent(orderId)}`,
    createdAt: new Date(order.created_at * 1000).toISOString(),
    updatedAt: new Date((local.cancelledAt ? Math.max(updated, local.cancelledAt.getTime() / 1000) : updated) * 1000).toISOString(),
  };
}

/** The refund of an order's captured payment: one per order, so a retry after a lost answer never refunds twice. */
async function refundCaptured(call: RazorpayCall, input: RefundOrderInput, captured: RazorpayPayment): Promise<GatewayRefund> {
  if (captured.amount !== input.amount) throw new GatewayRefusal(`Refund amount ${input.amount} is not the payment's ${captured.amount}`);
  // One refund per order: a refund already made is the answer (a retry after a lost answer never refunds twice).
  const made = await call('GET', `/v1/payments/${encodeURIComponent(captured.id)}/refunds`, collectionOf(razorpayRefundSchema));
  const refund =
    made?.items.find((item) => item.status !== 'failed') ??
    (await call('POST', `/v1/payments/${encodeURIComponent(captured.id)}/refund`, razorpayRefundSchema, {
      amount: input.amount,
      receipt: `refund-${input.orderId}`.slice(0, 40),
      notes: { reason: input.reason.slice(0, 200) },
    }))!;
  if (refund.status === 'failed') throw new GatewayRefusal(`Razorpay failed the refund of ${input.orderId}`);
  // Accepted (pending) or processed: Razorpay completes an accepted refund itself.
  return {
    refundId: refund.id,
    orderId: input.orderId,
    amount: refund.amount,
    status: 'PROCESSED',
    createdAt: new Date(refund.created_at * 1000).toISOString(),
  };
}

/** A webhook checked with X-Razorpay-Signature over its raw body, and read. */
function verifyWebhook(webhookSecret: string, callback: SignedCallback): CallbackVerification {
  if (!signatureMatches(webhookSecret, callback.rawBody, callback.signature)) return { ok: false, reason: 'signature' };
  let json: unknown;
  try {
    json = JSON.parse(callback.rawBody);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const webhook = razorpayWebhookSchema.safeParse(json);
  return webhook.success ? { ok: true, event: eventOf(webhook.data) } : { ok: false, reason: 'malformed' };
}

/**
 * Razorpay behind the PaymentGateway interface (decision 0203): Orders API for the order, Standard Checkout
 * on the portal's own page (razorpay-checkout-routes.ts), payments and refunds read and made through the API
 * with the key id and secret (HTTP Basic), webhooks verified with X-Razorpay-Signature.
 */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway & {
  readonly settings: Pick<RazorpaySettings, 'keyId' | 'keySecret' | 'publicUrl' | 'checkoutScriptUrl'>;
  findOrder(orderId: string): Promise<RazorpayOrderRow | undefined>;
} {
  const { db } = settings;
  const call = razorpayApi(settings);

  const findOrder = async (orderId: string) => (await db.select().from(razorpayOrders).where(eq(razorpayOrders.orderId, orderId)))[0];
  const paymentsOf = async (orderId: string) =>
    (await call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`, collectionOf(razorpayPaymentSchema)))?.items ?? [];

  async function fetchOrder(orderId: string): Promise<GatewayOrder | undefined> {
    const local = await findOrder(orderId);
    // Only the portal's own orders: an id from elsewhere is unknown here, whatever Razorpay holds.
    if (!local) return undefined;
    const order = await call('GET', `/v1/orders/${encodeURIComponent(orderId)}`, razorpayOrderSchema);
    if (!order) return undefined;
    return orderViewOf(settings.publicUrl, local, order, await paymentsOf(orderId));
  }

  return {
    name: 'razorpay',
    settings: { keyId: settings.keyId, keySecret: settings.keySecret, publicUrl: settings.publicUrl, checkoutScriptUrl: settings.checkoutScriptUrl },
    findOrder,
    callbackHeaders: { signature: RAZORPAY_SIGNATURE_HEADER },
    callbackBodySchema: razorpayWebhookSchema,

    async createOrder(input: CreateOrderInput) {
      // receipt: Razorpay's own field for the merchant's reference (at most 40 characters).
      const order = (await call('POST', '/v1/orders', razorpayOrderSchema, {
        amount: input.amount,
        currency: 'INR',
        receipt: input.merchantReference.slice(0, 40),
        notes: { merchantReference: input.merchantReference },
      }))!;
      await db
        .insert(razorpayOrders)
        .values({ orderId: order.id, merchantReference: input.merchantReference, amount: order.amount, returnUrl: input.returnUrl });
      return (await fetchOrder(order.id))!;
    },

    fetchOrder,

    async cancelOrder(orderId: string) {
      const order = await fetchOrder(orderId);
      if (!order || order.status === 'PAID' || order.status === 'CANCELLED') return order;
      // Razorpay has no call that cancels an order: the portal stops opening its checkout; a capture that still comes is refunded.
      await db.update(razorpayOrders).set({ cancelledAt: new Date() }).where(eq(razorpayOrders.orderId, orderId));
      return fetchOrder(orderId);
    },

    async refundOrder(input: RefundOrderInput): Promise<GatewayRefund> {
      if (!(await findOrder(input.orderId))) throw new GatewayRefusal(`Unknown order ${input.orderId}`);
      const captured = (await paymentsOf(input.orderId)).find(isCaptured);
      if (!captured) throw new GatewayRefusal(`Order ${input.orderId} was never paid`);
      return refundCaptured(call, input, captured);
    },

    verifyCallback: (callback: SignedCallback) => verifyWebhook(settings.webhookSecret, callback),
  };
}

export type RazorpayGateway = ReturnType<typeof createRazorpayGateway>;

export const isRazorpayGateway = (gateway: PaymentGateway): gateway is RazorpayGateway => gateway.name === 'razorpay' && 'settings' in gateway;
