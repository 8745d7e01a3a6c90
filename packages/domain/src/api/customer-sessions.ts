import { z } from 'zod';
import { otpFieldSchema } from './auth';
import { languageSchema } from '../i18n/language-schema';

/**
 * A customer's own session (decision 0082): proved by an OTP to the lead's mobile, scoped to that one lead
 * (or, for a sachet cover, one activation).
 *   GET  /api/customer-sessions/lead/brand?token                  → customerLinkBrandSchema (whose link it is)
 *   POST /api/customer-sessions/lead/otp  {token}                 → customerOtpChallengeSchema
 *   POST /api/customer-sessions/lead      {token, challengeId, otp} → customerSessionSchema (+ HttpOnly cookie)
 *   GET  /api/customer-sessions/status                             → customerSessionStatusSchema (never a 401)
 *   POST /api/customer-sessions/logout                             → 204
 * The status and journey calls' paths are in customer-session-paths.ts.
 */

/** A lead's, an activation's, or a mobile's own consents (decision 0155). */
export const customerScopeKinds = ['lead', 'activation', 'consents'] as const;
export type CustomerScopeKindName = (typeof customerScopeKinds)[number];

const linkToken = z
  .string({ message: 'This link is not valid' })
  .trim()
  .min(1, { message: 'This link is not valid' })
  .max(2000, { message: 'This link is not valid' });

export const customerLeadOtpRequestSchema = z.object({ token: linkToken });
export type CustomerLeadOtpRequest = z.infer<typeof customerLeadOtpRequestSchema>;

/**
 * The brand of whose link it is (decision 0175): the lead's tenant, decided by the domain's `decideViewer`,
 * so the first page a customer opens from the link names it before any sign-in. Nothing personal.
 */
export const customerLinkBrandSchema = z.object({
  brandName: z.string(),
  brandColour: z.string().optional(),
  /** The lead's customer language (decision 0245): the sign-in opens in it when the link has no `lang`. */
  language: languageSchema.optional(),
});
export type CustomerLinkBrand = z.infer<typeof customerLinkBrandSchema>;

/** The challenge sent: its id, and the last four digits of the mobile it went to (the page says where to look). */
export const customerOtpChallengeSchema = z.object({
  challengeId: z.string(),
  mobileEnding: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type CustomerOtpChallenge = z.infer<typeof customerOtpChallengeSchema>;

export const customerLeadSessionRequestSchema = z.object({
  token: linkToken,
  challengeId: z.uuid({ message: 'OTP session is invalid' }),
  otp: otpFieldSchema('customer-consent'),
});
export type CustomerLeadSessionRequest = z.infer<typeof customerLeadSessionRequestSchema>;

export const customerSessionSchema = z.object({
  scope: z.object({ kind: z.enum(customerScopeKinds), id: z.string() }),
  /** The lead's product (a loan's journey opens under /products/{productCode}/customer/…), for a lead. */
  productCode: z.string().nullable(),
  idleExpiresAt: z.string(),
  expiresAt: z.string(),
});
export type CustomerSessionAnswer = z.infer<typeof customerSessionSchema>;

export const customerSessionStatusSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(true), session: customerSessionSchema }),
  z.object({ signedIn: z.literal(false) }),
]);
export type CustomerSessionStatus = z.infer<typeof customerSessionStatusSchema>;
