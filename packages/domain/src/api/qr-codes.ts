import { z } from 'zod';
import { genericSumInsuredAmounts } from '../products/generic-sum-insured';
import { messages, ruleFactories } from '../validation/rules';
import { otpFieldSchema } from './auth';
import { customerLinkBrandSchema } from './customer-sessions';
import { QR_SHEET_MAX_CODES, qrCodeMessages, SACHET_ACTIVATION_PURPOSE } from './qr-code-words';

// The words, limits, links and form fields are in qr-code-words.ts, without zod (decision 0281).
export * from './qr-code-words';

/**
 * The QR's own secret: 22 base64url characters (128 random bits). It travels in the URL's fragment,
 * so no server or proxy log ever holds it, and in request bodies (decision 0089).
 */
export const qrTokenSchema = z.string({ message: qrCodeMessages.invalid }).regex(/^[A-Za-z0-9_-]{22}$/, { message: qrCodeMessages.invalid });

/** POST /api/qr-codes/sheets: a PDF sheet of new single-use sachet-term codes. */
export const qrSheetRequestSchema = z.object({
  count: z.coerce
    .number({ message: qrCodeMessages.count })
    .int({ message: qrCodeMessages.count })
    .min(1, { message: qrCodeMessages.count })
    .max(QR_SHEET_MAX_CODES, { message: qrCodeMessages.count }),
  sumInsured: z.coerce
    .number({ message: qrCodeMessages.sumInsured })
    .refine((value) => (genericSumInsuredAmounts as readonly number[]).includes(value), { message: qrCodeMessages.sumInsured }),
});
export type QrSheetRequest = z.input<typeof qrSheetRequestSchema>;

/** One sheet in the partner's list: how many of its codes were scanned and activated. */
export const qrSheetSchema = z.object({
  sheetId: z.string(),
  sumInsured: z.number().int(),
  count: z.number().int(),
  scanned: z.number().int(),
  activated: z.number().int(),
  createdAt: z.string(),
});
export type QrSheet = z.infer<typeof qrSheetSchema>;

export const qrCodeRequestSchema = z.object({ code: qrTokenSchema });

/** POST /api/qr-codes/public/validate: what the code activates, and whether it still can. */
export const qrCodeValidationSchema = z.object({
  productCode: z.literal('sachet-term'),
  productName: z.string(),
  sumInsured: z.number().int(),
  totalPremium: z.number().int(),
  tenantCode: z.string(),
  activated: z.boolean(),
  /** The sheet's tenant's brand (decision 0240): the page names it from the scan. */
  ...customerLinkBrandSchema.shape,
});
export type QrCodeValidation = z.infer<typeof qrCodeValidationSchema>;

export const qrScanCountSchema = z.object({ scanCount: z.number().int() });

const mobileSchema = z.string({ message: messages.mobile }).trim().pipe(ruleFactories.mobile());
const emailSchema = z.string({ message: messages.email }).trim().pipe(ruleFactories.email());

/** POST /api/qr-codes/public/otp: a 4-digit OTP to the customer's mobile. */
export const qrOtpRequestSchema = z.object({ code: qrTokenSchema, mobile: mobileSchema, email: emailSchema });
/** The customer's form of it (the code comes from the QR's link): checked by the same schema. */
export const qrContactSchema = qrOtpRequestSchema.omit({ code: true });
export const qrOtpSentSchema = z.object({ challengeId: z.string(), expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() });
export type QrOtpSent = z.infer<typeof qrOtpSentSchema>;

/** POST /api/qr-codes/public/activate: the one activation of a code, issuing the sachet-term policy. */
export const qrActivateRequestSchema = z.object({
  code: qrTokenSchema,
  mobile: mobileSchema,
  email: emailSchema,
  challengeId: z.uuid({ message: 'OTP session is invalid' }),
  otp: otpFieldSchema(SACHET_ACTIVATION_PURPOSE),
  // Nothing the card does not carry (decision 0153): no external id, which no card prints.
  activationCode: z
    .string({ message: messages.activationCode })
    .trim()
    .min(1, { message: messages.activationCode })
    .max(20, { message: qrCodeMessages.wrongActivationCode })
    .transform((value) => value.toUpperCase().replace(/[\s-]/g, '')),
});
export type QrActivateRequest = z.input<typeof qrActivateRequestSchema>;

/** The cover a code activated, as its customer sees it (after activation, or again after an OTP): with its document's address. */
export const qrActivationSchema = z.object({
  policyNumber: z.string(),
  membershipId: z.string(),
  productName: z.string(),
  sumInsured: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The certificate of insurance (PDF), read with the customer session the activation or the OTP started. */
  documentUrl: z.string(),
  mobileEnding: z.string(),
});
export type QrActivation = z.infer<typeof qrActivationSchema>;

/**
 * Seeing the cover again (decision 0153): from the card (its QR's token, `code`) or from the SMS sent on
 * activation (a signed link, `link`); the OTP goes to the mobile that activated it, never to one typed.
 *   POST /api/qr-codes/public/policy/brand {code | link}                  → customerLinkBrandSchema (whose cover, before the OTP)
 *   POST /api/qr-codes/public/policy/otp {code | link}                    → qrPolicyOtpSentSchema
 *   POST /api/qr-codes/public/policy/verify {code | link, challengeId, otp} → qrActivationSchema (session cookie)
 *   GET  /api/qr-codes/public/policy, /policy.pdf                          (with that session)
 */
export const qrPolicyRequestSchema = z
  .object({ code: qrTokenSchema.optional(), link: z.string().min(10).max(600).optional() })
  .refine((value) => (value.code === undefined) !== (value.link === undefined), { message: qrCodeMessages.invalid, path: ['code'] });
export const qrPolicyOtpSentSchema = qrOtpSentSchema.extend({ mobileEnding: z.string() });
export type QrPolicyOtpSent = z.infer<typeof qrPolicyOtpSentSchema>;
export const qrPolicyVerifySchema = z
  .object({
    code: qrTokenSchema.optional(),
    link: z.string().min(10).max(600).optional(),
    challengeId: z.uuid({ message: 'OTP session is invalid' }),
    otp: otpFieldSchema(SACHET_ACTIVATION_PURPOSE),
  })
  .refine((value) => (value.code === undefined) !== (value.link === undefined), { message: qrCodeMessages.invalid, path: ['code'] });
export type QrPolicyVerify = z.infer<typeof qrPolicyVerifySchema>;
