import { z } from 'zod';
import { languageSchema } from '../i18n/language-schema';
import { roles } from '../roles';
import { messages, ruleFactories } from '../validation/rules';
import { tenantCodes } from '../tenants';
import { otpChannels, otpLengths, otpTemplates, type OtpPurpose } from './otp-kinds';

// The OTP kinds are constants without zod, in a module of their own, so the words of the console's messages
// (notification-words) name them without bringing zod into a page's first paint (decision 0270).
export { OTP_LENGTH, otpChannels, otpLengths, otpPurposes, otpTemplates, type OtpPurpose, type OtpTemplate } from './otp-kinds';

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
/** Sign-in's mobile step (signInMobileFields): the request's mobile rule, checked before the OTP is asked for. */
export const signInMobileSchema = otpGenerateRequestSchema.pick({ mobile: true });
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
