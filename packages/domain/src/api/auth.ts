import { z } from 'zod';
import { languageSchema } from '../i18n/language-schema';
import { roles } from '../roles';
import { messages, ruleFactories } from '../validation/rules';
import { tenantCodes } from '../tenants';

export const otpChannels = ['SMS', 'EMAIL'] as const;
/** Named OTP templates; each is one purpose a challenge can serve. */
export const otpTemplates = ['PARTNER_LOGIN'] as const;
export type OtpTemplate = (typeof otpTemplates)[number];
/** Length of a partner-login OTP. */
export const OTP_LENGTH = 6;

/**
 * What an OTP proves, stored on its challenge and counted apart in the send limits (decision 0081): a
 * partner's sign-in, a customer's consent to share details with lenders (and the customer's own sign-in
 * to a loan journey), a credit-bureau check, a sachet cover's activation by QR code, and a customer's own
 * access to their consents (to see them and withdraw one, decision 0152) and to a sachet policy after activation.
 */
export const otpPurposes = ['partner-login', 'customer-consent', 'credit-check', 'sachet-activation', 'customer-consents'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];
/** Digits of each purpose's OTP: SPEC §5 'For the sachet flow exactly 4 digits'; every other OTP has 6. */
export const otpLengths: Record<OtpPurpose, number> = {
  'partner-login': OTP_LENGTH,
  'customer-consent': OTP_LENGTH,
  'credit-check': OTP_LENGTH,
  'sachet-activation': 4,
  'customer-consents': OTP_LENGTH,
};
/** The OTP field of a purpose: 'OTP should be numeric', then 'Enter valid numeric OTP' (or, for 4 digits, 'OTP should be of 4 digits'). */
export const otpFieldSchema = (purpose: OtpPurpose) =>
  z
    .string({ message: messages.otpNumeric })
    .trim()
    .pipe(ruleFactories.otp({ length: otpLengths[purpose] }));

/** The mobile rule of SPEC §5 ('Mobile is invalid'), also when the field is missing. */
const mobileSchema = z.string({ message: messages.mobile }).trim().pipe(ruleFactories.mobile());
/** The OTP rule of SPEC §5: 'OTP should be numeric', then 'Enter valid numeric OTP' for a wrong length. */
const otpSchema = otpFieldSchema('partner-login');

/** POST /api/services/public/otp/generate */
export const otpGenerateRequestSchema = z.object({
  mobile: mobileSchema,
  /** EMAIL sends the code to the partner's registered email instead of the mobile. */
  channel: z.enum(otpChannels).default('SMS'),
  template: z.enum(otpTemplates).default('PARTNER_LOGIN'),
});
export type OtpGenerateRequest = z.input<typeof otpGenerateRequestSchema>;
/** The answer of OTP generate and resend; sessionId names the challenge. */
export const otpChallengeSchema = z.object({
  sessionId: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

/** POST /api/services/public/otp/validate */
export const otpValidateRequestSchema = z.object({ sessionId: z.uuid({ message: 'OTP session is invalid' }), otp: otpSchema });
export type OtpValidateRequest = z.infer<typeof otpValidateRequestSchema>;

/** The signed-in partner, as GET /api/session and OTP validate answer. */
export const partnerSessionSchema = z.object({
  partnerId: z.string(),
  dealerHash: z.string(),
  dealerName: z.string(),
  dealerUserName: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  role: z.enum(roles),
  tenant: z.enum(tenantCodes),
  tenantName: z.string(),
  /** The language the partner chose; null: none yet, the browser's is used. */
  language: languageSchema.nullable().optional(),
});
export type PartnerSession = z.infer<typeof partnerSessionSchema>;

/** PUT /api/session/language: the signed-in partner's language, remembered on his profile. */
export const partnerLanguageBodySchema = z.object({ language: languageSchema });

/**
 * GET /api/session/status: whether a session exists, always a 200, so a signed-out visitor's page makes
 * no failed request (decision 0066). GET /api/session keeps its 401 for API clients.
 */
export const sessionStatusSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(true), partner: partnerSessionSchema }),
  z.object({ signedIn: z.literal(false) }),
]);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** Whether the signed-in partner may sell a product (SPEC §6). */
export const authorisationStatuses = ['AUTHORISED', 'NOT_AUTHORISED', 'WAITLISTED'] as const;
export type AuthorisationStatus = (typeof authorisationStatuses)[number];

/**
 * GET /api/partner-integration/public/products/{code}/authorization-status and the answer of
 * POST /api/product/{code}/waitlist.
 */
export const authorisationStatusSchema = z.object({
  productCode: z.string(),
  status: z.enum(authorisationStatuses),
});
export type AuthorisationStatusAnswer = z.infer<typeof authorisationStatusSchema>;

/** GET /api/partner-integration/public/partner: the session's partner plus their per-product authorisations. */
export const partnerDetailsSchema = partnerSessionSchema.extend({
  authorisations: z.array(z.object({ productCode: z.string(), status: z.enum(['AUTHORISED', 'WAITLISTED']) })),
});
export type PartnerDetails = z.infer<typeof partnerDetailsSchema>;
