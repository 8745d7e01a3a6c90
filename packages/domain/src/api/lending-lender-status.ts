import { z } from 'zod';
import { leadStatusSchema } from './leads';

import { lenderCodeSchema, aggregatorIdSchema } from './lending-application';
import { offerSchema } from './lending-offers';

/** Lending calls: what lenders say of their leads, and the pre-approved offers of the Loan Activity Summary. */

// ---------------------------------------------------------------------------------------------------------
// Lender status, callbacks and their log

/** POST /api/leads/providerApi?referenceId={leadId}&updateLeadStatus=true|false */
export const providerApiQuerySchema = z.object({
  referenceId: z.string().min(1).max(40),
  updateLeadStatus: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export const lenderApplicationStatuses = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'DISBURSED', 'REJECTED'] as const;
export const providerApiAnswerSchema = z.object({
  leadId: z.string(),
  lenderCode: lenderCodeSchema,
  lenderStatus: z.enum(lenderApplicationStatuses),
  leadStatus: leadStatusSchema,
  moved: z.boolean(),
  checkedAt: z.string(),
});
export type ProviderApiAnswer = z.infer<typeof providerApiAnswerSchema>;

/** GET /api/leads/partnerCallbackLog?leadId (or aggregatorId): lenders' callbacks as received, newest first. */
export const callbackLogQuerySchema = z.object({ leadId: z.string().min(1).max(40).optional(), aggregatorId: aggregatorIdSchema.optional() });
export const callbackLogSchema = z.object({
  entries: z.array(
    z.object({
      eventId: z.string(),
      lenderCode: lenderCodeSchema,
      kind: z.enum(['OFFER', 'DECLINE', 'STATUS']),
      aggregatorId: z.string(),
      leadId: z.string().nullable(),
      outcome: z.enum(['APPLIED', 'DUPLICATE', 'IGNORED']),
      receivedAt: z.string(),
    }),
  ),
});
export type CallbackLog = z.infer<typeof callbackLogSchema>;

// ---------------------------------------------------------------------------------------------------------
// Pre-approved offers (Loan Activity Summary)

/**
 * GET /api/products/{productCode}/preApprovedOffers: the partner's customers' open offers (decision 0151): of
 * applications still consented with no offer chosen, valid, not refused; each application's offers together,
 * newest application first, and within one ranked by the rule the page shows (rankingRule).
 */
export const preApprovedOfferSchema = z.object({
  aggregatorId: z.string(),
  customerName: z.string(),
  mobileMasked: z.string(),
  offer: offerSchema,
});
export const preApprovedOffersSchema = z.object({ productCode: z.string(), rankingRule: z.string(), offers: z.array(preApprovedOfferSchema) });
export type PreApprovedOffers = z.infer<typeof preApprovedOffersSchema>;
/** POST /api/markOfferNotInterested */
export const markNotInterestedBodySchema = z.object({ aggregatorId: aggregatorIdSchema, offerId: z.string().min(1).max(40) });
