import { z } from 'zod';
import { resultStatuses } from '../constants';
import { kycStatuses } from './kyc';
import { indianStates } from '../validation/indian-states';
import { languageSchema } from '../i18n/language-schema';

export const formValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]));

const premiumSchema = z.object({
  planCode: z.string(),
  sumInsured: z.number().optional(),
  netPremium: z.number().int(),
  gst: z.number().int(),
  totalPremium: z.number().int(),
  breakdown: z.array(z.object({ label: z.string(), amount: z.number().int() })),
});

/**
 * POST /api/products/{code}/quotes — the body is the product's quote fields by their spec names
 * (planCode, sumInsured, pinCode…); the product's own schema checks them.
 */
export const quoteRequestSchema = formValuesSchema;
export const quoteSchema = z.object({
  /**
   * Opaque to clients: a signed offer (well under 1 KB, URL-safe) that only the partner it was made
   * to can turn into a proposal, for 24 hours. Nothing is stored until the proposal.
   */
  quoteId: z.string(),
  productCode: z.string(),
  values: formValuesSchema,
  premium: premiumSchema,
  createdAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The `fields.quoteId` message (400 VALIDATION) of a proposal whose quoteId cannot be used. */
export const quoteMessages = {
  /** Not a quote this service signed, or changed since. */
  invalid: 'Quote is not valid. Please get a new quote.',
  /** Older than its validity, or its price or rules have changed since it was made. */
  expired: 'Quote has expired. Please get a new quote.',
} as const;

/** The message of an unticked consent (docs/decisions/0038; the spec gives none). */
export const CONSENT_REQUIRED_MESSAGE = "Please accept the customer's consent to proceed";

/**
 * POST /api/products/{code}/proposals — quoteId, the customer's consent to the tenant's consent text
 * (customerConsent: true; the text and time are stored with the proposal), the customer's language
 * (customerLanguage, optional: else the request's Accept-Language; decision 0268) and the proposal fields by
 * their spec names.
 */
export const proposalRequestSchema = z
  .object({
    quoteId: z.string({ message: 'Quote is required' }),
    customerConsent: z.literal(true, { message: CONSENT_REQUIRED_MESSAGE }),
    customerLanguage: languageSchema.optional(),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]));
export const proposalStatuses = ['DRAFT', 'PAYMENT_PENDING', 'PAID', 'PAYMENT_FAILED'] as const;
export const proposalSchema = z.object({
  referenceId: z.string(),
  productCode: z.string(),
  quoteId: z.string(),
  status: z.enum(proposalStatuses),
  quoteValues: formValuesSchema,
  values: formValuesSchema,
  /** The customer's language (decision 0268): their payment link, its status page and the policy notice are in it. */
  customerLanguage: languageSchema,
  premium: premiumSchema,
  createdAt: z.string(),
  /** The consent text the customer accepted and when; null for proposals made before consent was recorded. */
  consent: z.object({ text: z.string(), acceptedAt: z.string() }).nullable(),
  policy: z.object({ policyNumber: z.string(), issuedAt: z.string(), documentUrl: z.string(), membershipId: z.string().optional() }).nullable(),
  /** Whether the product needs a passed KYC before payment, and where the proposal's KYC stands. */
  needsKyc: z.boolean(),
  kycStatus: z.enum(kycStatuses),
});
export type Proposal = z.infer<typeof proposalSchema>;
export type ProposalStatus = (typeof proposalStatuses)[number];

/** GET /api/products/{code}/proposals — the caller's own (an admin: the tenant's), newest first. */
export const proposalListSchema = z.array(proposalSchema);

/**
 * POST /api/products/{code}/checkout {referenceId} — the review step ("Review Information & Pay"):
 * moves the proposal to PAYMENT_PENDING (idempotent) and answers what the partner confirms before paying.
 */
export const checkoutRequestSchema = z.object({ referenceId: z.string() });
export const checkoutSummarySchema = z.object({
  proposal: proposalSchema,
  productName: z.string(),
  planName: z.string(),
  insuredName: z.string(),
  /** Total premium in paise and as shown ("Rs 236"). */
  amount: z.number().int(),
  amountLabel: z.string(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

/**
 * A payment (one gateway order) as the merchant records it. CREATED: the proposal's one live order;
 * SUCCESS: it paid the proposal; FAILURE: declined; REFUNDED: captured for a proposal already paid, so
 * refunded; SUPERSEDED: an older live order set aside when the one-live-order rule came (decision 0049);
 * CANCELLED: an order the proposal's edit cancelled (its amount or customer no longer the proposal's), so
 * nobody can pay it; a capture that still comes for it is refunded (decision 0121).
 */
export const paymentStatuses = ['CREATED', 'SUCCESS', 'FAILURE', 'REFUNDED', 'SUPERSEDED', 'CANCELLED'] as const;
export type PaymentStatusValue = (typeof paymentStatuses)[number];

/** POST /api/products/{code}/payments/link (header Idempotency-Key) */
export const paymentLinkRequestSchema = z.object({ referenceId: z.string() });
export const paymentLinkSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  referenceId: z.string(),
  amount: z.number().int(),
  linkUrl: z.string(),
  status: z.enum(paymentStatuses),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** GET /api/products/{code}/payments/status?referenceId */
export const paymentStatusSchema = z.object({
  referenceId: z.string(),
  productCode: z.string(),
  status: z.enum(resultStatuses),
  amount: z.number().int().optional(),
  /** The gateway's reason for a FAILURE, in its words (e.g. 'Card declined by the issuing bank'). */
  failureReason: z.string().optional(),
  policy: z.object({ policyNumber: z.string(), issuedAt: z.string(), documentUrl: z.string(), membershipId: z.string().optional() }).nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * GET /api/payments/receipt?token — what a customer who paid through a payment link sees, with no sign-in
 * (decision 0161): the outcome, the brand of the proposal's tenant and, once issued, the policy to download
 * with the same token. The token comes with the gateway's return to the payment status page.
 */
export const paymentReceiptSchema = paymentStatusSchema.extend({
  productName: z.string(),
  /** The tenant of the proposal, whose brand the customer sees. */
  tenant: z.string(),
  brandName: z.string(),
  brandColour: z.string().optional(),
  /** Whether a failed payment may be tried again from the customer's own payment page. */
  canRetry: z.boolean(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

/** POST /api/payments/receipt/retry — the customer's own payment page (the gateway's checkout) after a failure. */
export const paymentReceiptRetrySchema = z.object({ linkUrl: z.string() });
export const paymentReceiptTokenSchema = z.object({ token: z.string().min(1).max(2048) });

/** GET /api/payments/{code}/transaction — the caller's payments for one product, newest first. */
export const transactionSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  referenceId: z.string(),
  /** The proposal's insured, so a partner finds a payment by the customer's name. */
  customerName: z.string(),
  amount: z.number().int(),
  status: z.enum(paymentStatuses),
  policyNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListSchema = z.array(transactionSchema);

/** GET /api/payment/v1/order/fetch?orderId — the gateway's view of an order the caller paid for. */
export const gatewayOrderStatuses = ['CREATED', 'PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type GatewayOrderStatus = (typeof gatewayOrderStatuses)[number];
export const gatewayOrderSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  /** Paise the gateway gave back to the customer (0 unless refunded). */
  amountRefunded: z.number().int(),
  currency: z.literal('INR'),
  merchantReference: z.string(),
  status: z.enum(gatewayOrderStatuses),
  failureReason: z.string().nullable(),
  checkoutUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GatewayOrder = z.infer<typeof gatewayOrderSchema>;

/**
 * GET /api/payments/duplicate-captures — for a tenant's admin: captures that came for a proposal already
 * paid (the customer paid twice), each with the refund the portal asked the gateway for; newest first.
 */
export const duplicateCaptureSchema = z.object({
  paymentId: z.string(),
  /** The gateway order that was paid a second time. */
  orderId: z.string(),
  referenceId: z.string(),
  productCode: z.string(),
  /** The partner who sold the proposal. */
  partnerName: z.string(),
  /** Paise captured, and refunded in full. */
  amount: z.number().int(),
  capturedAt: z.string(),
  refund: z.object({
    /** PENDING until the gateway accepts the refund (retried in the background), then PROCESSED. */
    status: z.enum(['PENDING', 'PROCESSED']),
    /** The gateway's own id of the refund, once it has one. */
    gatewayRefundId: z.string().nullable(),
    updatedAt: z.string(),
  }),
});
export type DuplicateCapture = z.infer<typeof duplicateCaptureSchema>;
export const duplicateCaptureListSchema = z.array(duplicateCaptureSchema);

/** POST /api/files/v1/upload answer */
export const uploadSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  size: z.number().int(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** GET /api/products/mobile/brands, /products/mobile/states, /products/shop/occupancy: dropdown choices. */
export const fieldOptionListSchema = z.array(z.object({ value: z.string(), label: z.string() }));

/** GET /api/products/shop/lookups/faq */
export const faqListSchema = z.array(z.object({ question: z.string(), answer: z.string() }));

/** GET /api/products/mobile/partner — the signed-in partner as the mobile journey shows him (seller block). */
export const mobilePartnerSchema = z.object({
  dealerHash: z.string(),
  dealerName: z.string(),
  dealerUserName: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  tenant: z.string(),
  tenantName: z.string(),
  /** Whether the partner may sell mobile device protection (authorisation, where the product needs one). */
  authorisedToSell: z.boolean(),
});
export type MobilePartner = z.infer<typeof mobilePartnerSchema>;

/** GET /api/lookups/pincodes/{pinCode}: where India Post puts a pin code; the forms fill city and state from it. */
export const pinCodePlaceSchema = z.object({
  pinCode: z.string(),
  /** The district, which is what the city field of an address asks for. */
  city: z.string(),
  state: z.enum(indianStates),
});
export type PinCodePlace = z.infer<typeof pinCodePlaceSchema>;

/** POST /api/products/{code}/quotes/share — a public link to one of the partner's quotes, for the customer. */
export const shareQuoteRequestSchema = z.object({ quoteId: z.string().min(1) });
export const quoteShareLinkSchema = z.object({
  /** The public page's path with its signed token (/quote/shared?token=…); the web makes it absolute. */
  path: z.string(),
  /** When the link stops working: the quote's own expiry. */
  expiresAt: z.string(),
});
export type QuoteShareLink = z.infer<typeof quoteShareLinkSchema>;

/** GET /api/quotes/public?token — what a shared quote shows the customer: the offer, never who it is for. */
export const sharedQuoteSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  planName: z.string(),
  insurerName: z.string(),
  /** Total premium in paise and as shown ("Rs 1,180"). */
  totalPremium: z.number().int(),
  totalPremiumLabel: z.string(),
  /** The quote's tenant, as every customer page names it: its name and colour (decision 0240). */
  brandName: z.string(),
  brandColour: z.string().optional(),
  expiresAt: z.string(),
});
export type SharedQuote = z.infer<typeof sharedQuoteSchema>;

/** POST /api/products/{code}/payments/link/send — the proposal's live payment link to its own customer. */
export const paymentLinkChannels = ['SMS', 'EMAIL'] as const;
export const sendPaymentLinkRequestSchema = z.object({
  referenceId: z.string().min(1),
  channel: z.enum(paymentLinkChannels, { message: 'Choose SMS or EMAIL' }),
});
export const sentPaymentLinkSchema = z.object({
  channel: z.enum(paymentLinkChannels),
  /** The recipient, masked (******3210, r****@example.com): the partner sees where it went, logs never see it. */
  sentTo: z.string(),
});
export type SentPaymentLink = z.infer<typeof sentPaymentLinkSchema>;
