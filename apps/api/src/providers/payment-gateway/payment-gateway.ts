import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { GatewayOrder } from '@portal/domain';
import { verifyCallback } from '../signed-callback';

/** The headers a gateway signs its callbacks with. */
export const SIGNATURE_HEADER = 'x-gateway-signature';
export const TIMESTAMP_HEADER = 'x-gateway-timestamp';
/** Callbacks older (or newer) than this are refused, so a captured callback cannot be replayed later. */

export interface CreateOrderInput {
  /** Paise. */
  amount: number;
  /** The merchant's own reference (the proposal's reference id). */
  merchantReference: string;
  customer: { name: string; email: string };
  /** Where the gateway sends the browser after checkout (the order id is appended as ?orderId=). */
  returnUrl: string;
  /** Where the gateway POSTs its signed callback. */
  callbackUrl: string;
}

export interface RefundOrderInput {
  orderId: string;
  /** Paise, at most the order's amount; one refund per order. */
  amount: number;
  reason: string;
}

/** A refund as the gateway reports it, under the gateway's own id. */
export interface GatewayRefund {
  refundId: string;
  orderId: string;
  amount: number;
  status: 'PROCESSED';
  createdAt: string;
}

/** The gateway refused a request (e.g. a refund of an order that was never paid); the message says why. */
export class GatewayRefusal extends Error {}

/** What the gateway tells the merchant when an order completes. */
export const gatewayCallbackEventSchema = z.object({
  eventId: z.string().min(1),
  type: z.enum(['order.paid', 'order.failed']),
  orderId: z.string().min(1),
  merchantReference: z.string(),
  amount: z.number().int(),
  status: z.enum(['PAID', 'FAILED']),
  failureReason: z.string().nullable(),
  occurredAt: z.string(),
});
export type GatewayCallbackEvent = z.infer<typeof gatewayCallbackEventSchema>;

export interface SignedCallback {
  rawBody: string;
  signature: string;
  timestamp: string;
}

/** `event: null`: a genuine callback about something the merchant does not act on (a refund processed, say). */
export type CallbackVerification = { ok: true; event: GatewayCallbackEvent | null } | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

/**
 * A payment gateway as the merchant sees it. The sandbox implements it; a real gateway is one more
 * implementation of the same interface.
 */
export interface PaymentGateway {
  readonly name: string;
  /** The headers its callbacks carry their signature (and, where it signs one, timestamp) in. */
  readonly callbackHeaders: { signature: string; timestamp?: string };
  /** Its callbacks' body, for the callback route's schema and the OpenAPI document. */
  readonly callbackBodySchema: z.ZodType;
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  /** The gateway's current view of an order; undefined when it does not know the id. */
  fetchOrder(orderId: string): Promise<GatewayOrder | undefined>;
  /**
   * Cancels an order nobody has paid, so its checkout can no longer take money; answers the order as it
   * then stands (a customer who paid first keeps it PAID), undefined when the gateway does not know it.
   */
  cancelOrder(orderId: string): Promise<GatewayOrder | undefined>;
  /**
   * Refunds a paid order. Idempotent per order: asking again answers the refund already made, never a
   * second one. Throws GatewayRefusal when the order is unknown, unpaid, or the amount is not its own.
   */
  refundOrder(input: RefundOrderInput): Promise<GatewayRefund>;
  /** Checks a callback's signature and age and parses it. */
  verifyCallback(callback: SignedCallback, now?: Date): CallbackVerification;
}

/** HMAC-SHA256 over `${timestamp}.${rawBody}`, hex. */
export function signCallbackBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Verifies an HMAC-signed callback in constant time, then its age, then its shape (providers/signed-callback.ts). */
export function verifySignedCallback(secret: string, callback: SignedCallback, now: Date = new Date()): CallbackVerification {
  const verified = verifyCallback(Buffer.from(secret), callback, now, gatewayCallbackEventSchema);
  return verified.ok ? { ok: true, event: verified.body } : verified;
}

/** Builds the signed callback a gateway sends for an event. */
export function signCallback(secret: string, event: GatewayCallbackEvent, now: Date = new Date()): SignedCallback {
  const rawBody = JSON.stringify(event);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { rawBody, timestamp, signature: signCallbackBody(secret, timestamp, rawBody) };
}
