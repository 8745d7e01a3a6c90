import { z } from 'zod';
import { revokeConsentBodySchema, revokeConsentOtpBodySchema } from './credit-score';
import { consentPurposes } from './lending-application';

export * from './customer-consents-fields';

/**
 * A customer's own consents and withdrawals (DPDP Act 2023 s.6(4) and s.11; DPDP Rules 2025; decision 0155):
 * after an OTP to their mobile, the customer sees every consent the ledger holds for it and withdraws one still
 * in force with the same session. No partner session reads or changes these; personal data only in bodies.
 *
 *   POST /api/customer-consents/otp {mobileNumber}                     → customerOtpChallengeSchema (alike for any mobile)
 *   POST /api/customer-consents/session {mobileNumber, challengeId, otp} → customerConsentsSchema (+ HttpOnly cookie)
 *   GET  /api/customer-consents                                         → customerConsentsSchema (customer session)
 *   POST /api/customer-consents/{consentId}/withdraw                    → customerConsentEntrySchema (another's: 404)
 */

/** The OTP goes to the mobile typed, never to another. */
export const customerConsentsOtpBodySchema = revokeConsentOtpBodySchema;
/** The OTP of the mobile proves it, as the credit report's withdrawal does (one OTP purpose: customer-consents). */
export const customerConsentsSignInBodySchema = revokeConsentBodySchema;
export type CustomerConsentsSignInBody = z.infer<typeof customerConsentsSignInBodySchema>;

export const customerConsentIdSchema = z.uuid({ message: 'Consent not found' });

/** One consent as its customer reads it: the purpose, product, recipients and data items as keys the page words. */
export const customerConsentEntrySchema = z.object({
  id: z.string(),
  purpose: z.enum(consentPurposes),
  /** The product it was given for, by name (a loan product, or the credit score); null when the ledger does not say. */
  productName: z.string().nullable(),
  /** The brand that asked for it. */
  brandName: z.string(),
  /** Who receives the data, by name: lenders, registrars, the credit bureau. */
  recipients: z.array(z.string()),
  /** The data items shared, as keys of the catalogue's `consents.item` (a form field's name, or `folios`). */
  dataItems: z.array(z.string()),
  /** The notice's words as shown when it was given (null for rows older than decision 0150). */
  noticeText: z.string().nullable(),
  /** Whether the notice shown then is the one in force now (its words unchanged). The version code is never sent. */
  noticeIsCurrent: z.boolean(),
  channel: z.enum(['SMS_OTP', 'LINK']),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type CustomerConsentEntry = z.infer<typeof customerConsentEntrySchema>;

export const customerConsentsSchema = z.object({
  /** The last four digits of the mobile whose consents these are. */
  mobileEnding: z.string(),
  /** Newest first. */
  consents: z.array(customerConsentEntrySchema),
});
export type CustomerConsents = z.infer<typeof customerConsentsSchema>;
