import { z } from 'zod';

import { lenderCodeSchema, aggregatorIdSchema } from './lending-application';
import { offerSchema, kfsSchema } from './lending-offers';
import { lenderApplicationStatuses } from './lending-lender-status';
import { fdQuoteSchema } from './lending-deposits';
import { languageSchema } from '../i18n/language-schema';

/** Lending calls: the customers' links and pages (redirection, LAMF, public page), the providers, the lenders' callbacks. */

// ---------------------------------------------------------------------------------------------------------
// Redirection flows of §7 for FD, personal-loan and business-loans: the customer's side of a lead

/** GET /api/redirection-flows/public/product/{FD|personal-loan|business-loans}?token */
export const lendingRedirectionSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  leadId: z.string(),
  customerName: z.string(),
  /** The brand of whose lead it is (its tenant; decision 0175): the page's header names it in its colour. */
  brandName: z.string(),
  brandColour: z.string().optional(),
  /** The lead's customer language (decision 0245): the page and the lender's journey after it are in it. */
  language: languageSchema,
  /** Loans: the chosen offer and its KFS; FD: the deposit. */
  offer: offerSchema.nullable(),
  kfs: kfsSchema.nullable(),
  fd: fdQuoteSchema.nullable(),
  /** The mandate fields of §7, filled when the customer confirms. */
  mandate: z.object({ confirmedAt: z.string().nullable(), signerName: z.string().nullable() }),
  /** Set once the lender has paid the loan out: the link then says so and offers nothing further. */
  disbursed: z.boolean(),
  linkExpiresAt: z.string(),
});
export type LendingRedirection = z.infer<typeof lendingRedirectionSchema>;
/** POST /api/redirection-flows/public/product/{FD|personal-loan|business-loans}/mandate: the customer confirms (KFS acknowledged, FD booked). */
export const lendingMandateBodySchema = z.object({
  token: z.string().min(1).max(300),
  fullName: z.string().trim().min(1, { message: 'Type your full name' }).max(120),
  consent: z.literal(true, { message: 'Tick the box to give your consent' }),
});
/** The customer's form of that confirmation (the token comes from the link): checked by the same schema. */
export const lendingConfirmationSchema = lendingMandateBodySchema.omit({ token: true });
/** POST /api/leads/customerLink?leadId: a link for the customer's redirection flow (loans after choosing; FD after booking). */
export const customerLinkSchema = z.object({ link: z.string(), linkExpiresAt: z.string() });

// ---------------------------------------------------------------------------------------------------------
// LAMF

export const fundCategories = ['EQUITY', 'DEBT', 'HYBRID'] as const;
/** Loan-to-value by fund category (lending/lamf.ts documents them). */
export const folioSchema = z.object({
  folioNumber: z.string(),
  amc: z.string(),
  schemeName: z.string(),
  category: z.enum(fundCategories),
  units: z.number(),
  /** Net asset value per unit, paise. */
  nav: z.number().int(),
  value: z.number().int(),
  ltvPercent: z.number(),
  eligibleAmount: z.number().int(),
});
/** POST /api/products/lamf/folios {aggregatorId}: the folios of a LAMF application whose customer agreed by OTP to their fetch (decision 0150). */
export const lamfFoliosBodySchema = z.object({ aggregatorId: aggregatorIdSchema });
export const lamfFoliosSchema = z.object({ folios: z.array(folioSchema), totalValue: z.number().int(), eligibleAmount: z.number().int() });
export type LamfFolios = z.infer<typeof lamfFoliosSchema>;

/** POST /api/share-details (body: the LAMF share form) → the customer's link to /products/lamf/public. */
export const shareDetailsSchema = z.object({ leadId: z.string(), link: z.string(), linkExpiresAt: z.string() });
export type ShareDetails = z.infer<typeof shareDetailsSchema>;

/** GET /api/products/{lamf|personal-loan}/public?token: what the logo-only customer page shows. */
export const loanPublicPageSchema = z.object({
  productCode: z.string(),
  tenantCode: z.string(),
  brandName: z.string(),
  primaryColour: z.string(),
  /** The customer's steps, in order. */
  steps: z.array(z.string()),
  linkExpiresAt: z.string(),
  /** The lead's customer language on a customer's link (decision 0245); none on the partner's own URL. */
  language: languageSchema.optional(),
});
export type LoanPublicPage = z.infer<typeof loanPublicPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// Partner URL and providers

/** POST /api/product/{code}/generatePartnerUrl → a signed URL of /products/personal-loan/public carrying the partner. */
export const partnerUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PartnerUrl = z.infer<typeof partnerUrlSchema>;

/** GET /api/getProvider?productCode (lenders the partner's tenant may use) and GET /api/getCustomProvider (the tenant's own bank). */
export const providerQuerySchema = z.object({ productCode: z.string().max(40).optional() });
export const providerSchema = z.object({
  code: lenderCodeSchema,
  name: z.string(),
  productCodes: z.array(z.string()),
  /** The white-label tenant's own bank. */
  custom: z.boolean(),
});
export const providersSchema = z.object({ providers: z.array(providerSchema) });
export type Providers = z.infer<typeof providersSchema>;

/** The lender callback's body (POST /api/lenders/{lenderCode}/callback, HMAC-signed header x-lender-signature). */
export const lenderCallbackBodySchema = z.object({
  eventId: z.string().min(1).max(80),
  kind: z.enum(['OFFER', 'DECLINE', 'STATUS']),
  aggregatorId: aggregatorIdSchema,
  leadId: z.string().max(40).optional(),
  offer: z
    .object({
      amount: z.number().int().positive(),
      tenureMonths: z.number().int().positive(),
      annualRatePercent: z.number().positive(),
      processingFeePercent: z.number().min(0),
    })
    .optional(),
  reason: z.string().max(200).optional(),
  status: z.enum(lenderApplicationStatuses).optional(),
  /** With status DISBURSED: what the lender paid out and the bank's reference of the transfer (UTR). */
  disbursement: z.object({ amount: z.number().int().positive(), utr: z.string().regex(/^[A-Z0-9]{12,22}$/) }).optional(),
  sentAt: z.string(),
});
export type LenderCallbackBody = z.infer<typeof lenderCallbackBodySchema>;
