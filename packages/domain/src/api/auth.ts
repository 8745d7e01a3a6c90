import { z } from 'zod';
import { roles } from '../roles';
import { tenantCodes } from '../tenants';

/** POST /api/services/public/otp/generate */
export const otpGenerateRequestSchema = z.object({
  mobile: z.string(),
  channel: z.enum(['SMS', 'EMAIL']).default('SMS'),
  template: z.string().default('PARTNER_LOGIN'),
});
export const otpChallengeSchema = z.object({
  sessionId: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

/** POST /api/services/public/otp/validate */
export const otpValidateRequestSchema = z.object({ sessionId: z.string(), otp: z.string() });

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
});
export type PartnerSession = z.infer<typeof partnerSessionSchema>;
