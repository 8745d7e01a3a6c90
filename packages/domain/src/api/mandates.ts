import { z } from 'zod';
import { languageSchema } from '../i18n/language-schema';
import { mandateStatuses } from './mandate-links';

// The statuses, messages and the customer's path are in mandate-links.ts, without zod: a page that links to a
// mandate does not bring zod with it (decision 0277).
export * from './mandate-links';

/** GET/POST /api/products/{code}/proposals/{referenceId}/mandate: the partner's view, with the link to share. */
export const mandateSchema = z.object({
  referenceId: z.string(),
  productCode: z.string(),
  status: z.enum(mandateStatuses),
  /** The customer's page, a path on this site (prefix the origin to share it). */
  link: z.string(),
  /** The letter's PDF, a path on this site. */
  letterUrl: z.string(),
  linkExpiresAt: z.string(),
  signedAt: z.string().nullable(),
  signerName: z.string().nullable(),
});
export type Mandate = z.infer<typeof mandateSchema>;

/** GET /api/redirection-flows/public/product/{code}?token=…: what the customer sees before signing. */
export const publicMandateSchema = z.object({
  referenceId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  planName: z.string(),
  /** The insured business (fire, marine, workmen); empty for a cover of a person (sachet term). */
  businessName: z.string(),
  customerName: z.string(),
  /** A declaration the customer must tick to sign (sachet term's good health), or null. */
  declaration: z.string().nullable(),
  insurerName: z.string(),
  brokerName: z.string(),
  /** The brand of the proposal's tenant, which the customer's page shows (decision 0175), and its colour. */
  brandName: z.string(),
  brandColour: z.string().optional(),
  /**
   * The proposal's customer language (decision 0268): the page opens in it when its link has no `lang` (a link
   * sent before the link carried one, decision 0280), as the customer loan page follows its lead's.
   */
  language: languageSchema,
  /** Total premium in paise, GST included, and as shown ("Rs 1,200"). */
  amount: z.number().int(),
  amountLabel: z.string(),
  status: z.enum(mandateStatuses),
  letterUrl: z.string(),
  linkExpiresAt: z.string(),
  signedAt: z.string().nullable(),
  signerName: z.string().nullable(),
});
export type PublicMandate = z.infer<typeof publicMandateSchema>;

export const mandateTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** POST /api/redirection-flows/public/product/{code}/mandate: the customer signs by typing his full name. */
export const signMandateRequestSchema = z.object({
  token: z.string().min(1).max(200),
  fullName: z.string().max(120),
  consent: z.boolean(),
  /** Required true where the letter has a declaration (publicMandateSchema.declaration). */
  declaration: z.boolean().optional(),
});
export type SignMandateRequest = z.infer<typeof signMandateRequestSchema>;
