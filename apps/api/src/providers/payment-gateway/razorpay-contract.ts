import { z } from 'zod';

/**
 * Razorpay's published shapes (razorpay.com/docs/api: Orders, Payments, Refunds; Webhooks), the fields this
 * portal reads. Amounts are paise; times are Unix seconds.
 */
export const razorpayOrderSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('order'),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
  notes: z.union([z.record(z.string(), z.string()), z.array(z.never())]).optional(),
  created_at: z.number().int(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

export const razorpayPaymentSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullable(),
  captured: z.boolean(),
  amount_refunded: z.number().int(),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  notes: z.union([z.record(z.string(), z.string()), z.array(z.never())]).optional(),
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

export const razorpayRefundSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: z.number().int(),
  payment_id: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  created_at: z.number().int(),
});

export const collectionOf = <T extends z.ZodType>(item: T) => z.object({ entity: z.literal('collection'), count: z.number().int(), items: z.array(item) });

/** Razorpay's error answer: `{ "error": { "code": "BAD_REQUEST_ERROR", "description": "…" } }`. */
export const razorpayErrorSchema = z.object({ error: z.object({ code: z.string(), description: z.string().optional() }) });

/** A webhook's body; `payload.payment.entity` for the payment events and order.paid. */
export const razorpayWebhookSchema = z.object({
  entity: z.literal('event'),
  account_id: z.string().optional(),
  event: z.string().min(1),
  contains: z.array(z.string()).optional(),
  payload: z.object({ payment: z.object({ entity: razorpayPaymentSchema }).optional() }).loose(),
  created_at: z.number().int(),
});
export type RazorpayWebhook = z.infer<typeof razorpayWebhookSchema>;

/** The headers Razorpay signs its webhooks with (HMAC-SHA256 of the raw body with the webhook secret, hex). */
export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
