import { z } from 'zod';
import { languageSchema } from '../i18n/language-schema';
import { creditAccountTypes, repaymentStatuses } from './credit-score-fields';
import { otpFieldSchema } from './auth';
import { consentOtpVerifyBodySchema, offerSchema } from './lending';
import { customerLinkBrandSchema } from './customer-sessions';

export * from './credit-score-fields';

/** A record's brand where a partner's page reads the same answer: the customer's carries it, the partner's may not. */
const recordBrandFields = customerLinkBrandSchema.partial().shape;

/**
 * Credit score: the partner enters the customer, the customer consents by OTP, the bureau is
 * asked only then. Personal data (name, mobile, PAN) travels only in bodies, never in URLs.
 *
 *   POST /api/products/credit-score/leads/initiate-credit-check {name, mobile, pan} (OTP sent) → creditCheckSchema
 *   POST /api/credit-checks/{checkId}/consent/verify {otp}   (consent recorded, bureau pulled) → creditCheckSchema
 *   GET  /api/leads/fetchCreditScore?checkId                 (the report; 409 without consent) → creditReportSchema
 *   GET  /api/credit-checks/{checkId}/report.pdf             (the report as a PDF)
 *   POST /api/clone-lead-from-credit-score {checkId, amount} (a personal-loan lead)        → clonedLeadSchema
 *   POST /api/services/public/creditScore/revokeConsent/otp {mobileNumber} (an OTP to that mobile) → customerOtpChallengeSchema
 *   POST /api/services/public/creditScore/revokeConsent {mobileNumber, challengeId, otp} (withdraw, one screen) → revokeAnswerSchema
 */

export const creditCheckIdSchema = z.string().uuid({ message: 'Credit check not found' });

const mobileSchema = z
  .string()
  .trim()
  .regex(/^[6-9]\d{9}$/, { message: 'Enter Valid Mobile Number' });
export const creditCheckStartBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Enter Customer Name' })
    .max(100, { message: 'Enter Customer Name' })
    .regex(/^[A-Za-z][A-Za-z .']*$/, { message: 'Name should be alphabetical only' }),
  mobile: mobileSchema,
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/, { message: 'Enter valid PAN' })),
});
export type CreditCheckStartBody = z.infer<typeof creditCheckStartBodySchema>;

export const creditConsentVerifyBodySchema = consentOtpVerifyBodySchema;

export const creditCheckSchema = z.object({
  checkId: z.string(),
  customerName: z.string(),
  mobileMasked: z.string(),
  status: z.enum(['CONSENT_PENDING', 'REPORT_READY', 'CONSENT_WITHDRAWN']),
  consent: z.object({ purpose: z.string(), noticeVersion: z.string(), channel: z.string(), givenAt: z.string() }).nullable(),
  /** The notice the customer agrees to, shown beside the OTP field. */
  notice: z.string(),
  otpExpiresAt: z.string().nullable(),
  leadId: z.string().nullable(),
});
export type CreditCheck = z.infer<typeof creditCheckSchema>;

export const repaymentStatusSchema = z.enum(repaymentStatuses);

export const creditAccountSchema = z.object({
  lender: z.string(),
  type: z.enum(creditAccountTypes),
  status: z.enum(['ACTIVE', 'CLOSED']),
  openedOn: z.string(),
  /** Paise. */
  sanctioned: z.number().int(),
  /** Paise. */
  outstanding: z.number().int(),
  /** Paise. */
  overdue: z.number().int(),
});
export const creditEnquirySchema = z.object({ on: z.string(), member: z.string(), purpose: z.string() });

export const bureauReportSchema = z.object({
  bureauReference: z.string(),
  score: z.number().int().min(300).max(900),
  band: z.enum(['A', 'B', 'C', 'D']),
  accounts: z.array(creditAccountSchema),
  enquiries: z.array(creditEnquirySchema),
  /** 24 months, oldest first ("2024-12"). */
  paymentHistory: z.array(z.object({ month: z.string(), status: repaymentStatusSchema })),
  generatedAt: z.string(),
});
export type BureauReport = z.infer<typeof bureauReportSchema>;

export const creditReportSchema = bureauReportSchema.extend({
  checkId: z.string(),
  customerName: z.string(),
  mobileMasked: z.string(),
  leadId: z.string().nullable(),
  /** The customer's own report names the check's tenant (decision 0240); the partner's page takes his own. */
  ...recordBrandFields,
});
export type CreditReport = z.infer<typeof creditReportSchema>;

export const fetchCreditScoreQuerySchema = z.object({ checkId: creditCheckIdSchema });

export const cloneLeadFromCreditScoreBodySchema = z.object({
  checkId: creditCheckIdSchema,
  /** Rupees the customer would like to borrow. */
  amount: z.coerce
    .number({ message: 'Enter valid loan amount' })
    .int({ message: 'Enter valid loan amount' })
    .min(10000, { message: 'Loan amount should be at least Rs.10,000' })
    .max(5000000, { message: 'Loan amount should not exceed Rs.50,00,000' }),
});
export const clonedLeadSchema = z.object({ leadId: z.string(), productCode: z.literal('personal-loan'), created: z.boolean() });
export type ClonedLead = z.infer<typeof clonedLeadSchema>;

/** The withdrawal's OTP goes to the mobile typed; the same answer whether or not it has a consent (decision 0152). */
export const revokeConsentOtpBodySchema = z.object({ mobileNumber: mobileSchema });
/** Withdrawing takes the customer's OTP, as giving did: a mobile number alone withdraws nothing. */
export const revokeConsentBodySchema = z.object({
  mobileNumber: mobileSchema,
  challengeId: z.uuid({ message: 'OTP session is invalid' }),
  otp: otpFieldSchema('customer-consents'),
});
export type RevokeConsentBody = z.infer<typeof revokeConsentBodySchema>;
/** The same answer whether or not the mobile had a consent: the call reveals nothing of who is a customer. */
export const revokeAnswerSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------------------
// The customer's own way (decision 0088): the partner shares a link; the customer proves the mobile with the
// credit-check OTP, which is also the consent, and gets a customer session scoped to this check's lead.
//   POST /api/credit-checks/{checkId}/customer-link                      → creditCustomerLinkSchema
//   POST /api/credit-score/customer/otp {token}                          → customerOtpChallengeSchema
//   POST /api/credit-score/customer/verify {token, challengeId, otp}     → creditCheckSchema (+ customer cookie)
//   GET  /api/credit-score/customer/report    (customer session)         → creditReportSchema
//   GET  /api/credit-score/customer/report.pdf (customer session)

export const creditCustomerLinkSchema = z.object({ link: z.string(), linkExpiresAt: z.string() });
export type CreditCustomerLink = z.infer<typeof creditCustomerLinkSchema>;
const creditLinkToken = z
  .string({ message: 'This link is not valid' })
  .trim()
  .min(1, { message: 'This link is not valid' })
  .max(2000, { message: 'This link is not valid' });
export const creditCustomerOtpBodySchema = z.object({ token: creditLinkToken });
export const creditCustomerVerifyBodySchema = z.object({
  token: creditLinkToken,
  challengeId: z.uuid({ message: 'OTP session is invalid' }),
  otp: consentOtpVerifyBodySchema.shape.otp,
});
export type CreditCustomerVerifyBody = z.infer<typeof creditCustomerVerifyBodySchema>;
/** What the customer's landing page shows before the OTP: whose check, and the notice they agree to. */
export const creditCustomerLandingSchema = z.object({
  customerName: z.string(),
  mobileMasked: z.string(),
  notice: z.string(),
  ...customerLinkBrandSchema.shape,
});
export type CreditCustomerLanding = z.infer<typeof creditCustomerLandingSchema>;

// ---------------------------------------------------------------------------------------------------------
// PL offer (decision 0088): the customer proves the mobile by OTP and sees the personal-loan offers lenders
// made them (through any partner's application they consented to), still valid and not yet taken.
//   POST /api/pl-offer/otp {mobile}                      → customerOtpChallengeSchema
//   POST /api/pl-offer/offers {mobile, challengeId, otp} → plOffersSchema

export const plOfferOtpBodySchema = z.object({ mobile: mobileSchema });
export type PlOfferOtpBody = z.infer<typeof plOfferOtpBodySchema>;
export const plOffersBodySchema = z.object({
  mobile: mobileSchema,
  challengeId: z.uuid({ message: 'OTP session is invalid' }),
  otp: consentOtpVerifyBodySchema.shape.otp,
});
export type PlOffersBody = z.infer<typeof plOffersBodySchema>;
/**
 * The offers, and the brand of the tenant whose partner's application made them when that is one tenant
 * (decision 0240); with none, or from several tenants' applications, no brand is named.
 */
export const plOffersSchema = z.object({ mobileMasked: z.string(), offers: z.array(offerSchema), ...recordBrandFields });
export type PlOffers = z.infer<typeof plOffersSchema>;

/**
 * The customer's own consent to the credit report (customer session, decision 0091):
 *   GET  /api/credit-score/customer/consent           → customerCreditConsentSchema
 *   POST /api/credit-score/customer/consent/withdraw  (one step, again changes nothing) → customerCreditConsentSchema
 */
export const customerCreditConsentSchema = z.object({
  ...customerLinkBrandSchema.shape,
  mobileMasked: z.string(),
  givenAt: z.string().nullable().describe('When the customer consented (ISO 8601); null before'),
  withdrawnAt: z.string().nullable().describe('When the customer withdrew it (ISO 8601); null while it stands'),
});
export type CustomerCreditConsent = z.infer<typeof customerCreditConsentSchema>;

/** GET …/report.pdf: the PDF's language, the page's (a link opened in a new tab sends the browser's Accept-Language, not the page's). */
export const creditReportPdfQuerySchema = z.object({ lang: languageSchema.optional().describe('The page’s language; else Accept-Language') });
