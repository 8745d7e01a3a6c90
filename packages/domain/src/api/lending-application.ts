import { z } from 'zod';
import { buildFormSchema } from '../fields/build-schema';
import type { FormValues } from '../fields/field-config';
import { lenderCodes } from '../lending/lender-codes';
import { lamfShareFields } from '../products/lamf';
import type { FormDefinition } from '../products/product-definition';
import {
  aggregatorIdPattern,
  applicationStatuses,
  CONSENT_OTP_LENGTH,
  consentPurposes,
  lendingSellForms,
  type LendingSellProduct,
} from './lending-application-fields';
import { formValuesSchema } from './sales';

// The forms' fields and the codes are in lending-application-fields.ts, without zod (decision 0281).
export * from './lending-application-fields';

/** Lending calls: the sell forms, the application and the customer's consent by OTP (index in api/lending.ts). */

export const lenderCodeSchema = z.enum(lenderCodes);

// ---------------------------------------------------------------------------------------------------------
// Sell forms

/** The zod schema of a product's sell form (the same one the web's resolver runs). */
export function sellBodySchemaOf(product: LendingSellProduct): z.ZodType<FormValues> {
  const form: FormDefinition = lendingSellForms[product];
  return buildFormSchema(form.fields, form.refine);
}
/** The LAMF Customer's Link form's body (/share-details). */
export const lamfShareBodySchema = buildFormSchema(lamfShareFields);

/** Request bodies are the form's answers by field name; the product's schema (sellBodySchemaOf) checks them. */
export const sellRequestSchema = formValuesSchema;

// ---------------------------------------------------------------------------------------------------------
// Applications (one per sell; its id is the aggregator id of SPEC §7)

export const aggregatorIdSchema = z.string().regex(aggregatorIdPattern, { message: 'Not a valid application id' });

export const applicationStatusSchema = z.enum(applicationStatuses);

/** dpFlow of SPEC §7: who drives the journey, the partner for the customer (PARTNER) or the customer from a link (CUSTOMER). */
export const dpFlowSchema = z.enum(['PARTNER', 'CUSTOMER']).default('PARTNER');

/**
 * The DPDP notice the customer consents to by OTP, per product (decision 0150): its words, who receives the
 * data and which items, in plain words; the version is for the ledger, never shown.
 */
export const consentNoticeSchema = z.object({
  version: z.string(),
  purpose: z.enum(consentPurposes),
  text: z.string(),
  recipients: z.array(z.string()).default([]),
  dataItems: z.array(z.string()).default([]),
});
export type ConsentNotice = z.infer<typeof consentNoticeSchema>;

export const consentRecordSchema = z.object({
  purpose: z.enum(consentPurposes),
  noticeVersion: z.string(),
  channel: z.enum(['SMS_OTP', 'LINK']),
  givenAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** What the consent page and the offers page need to know about an application. */
export const loanApplicationSchema = z.object({
  aggregatorId: z.string(),
  productCode: z.string(),
  status: applicationStatusSchema,
  /** e.g. "Asha Verma"; mobile masked as "XXXXXX3210". */
  customerName: z.string(),
  mobileMasked: z.string(),
  /** paise */
  amount: z.number().int(),
  tenureMonths: z.number().int(),
  consentNotice: consentNoticeSchema,
  consent: consentRecordSchema.nullable(),
  createdAt: z.string(),
});
export type LoanApplication = z.infer<typeof loanApplicationSchema>;

// ---------------------------------------------------------------------------------------------------------
// Consent OTP (DPDP): 6 digits, the login OTP's limits; purpose 'customer-consent'

export const consentOtpSendBodySchema = z.object({}).strict().optional();
export const consentOtpSentSchema = z.object({
  mobileMasked: z.string(),
  expiresAt: z.string(),
  /** Seconds before another OTP may be sent. */
  resendAfterSeconds: z.number().int(),
});
export type ConsentOtpSent = z.infer<typeof consentOtpSentSchema>;
export const consentOtpVerifyBodySchema = z.object({
  otp: z.string().regex(/^\d+$/, { message: 'OTP should be numeric' }).length(CONSENT_OTP_LENGTH, { message: 'Enter valid numeric OTP' }),
});
export type ConsentOtpVerifyBody = z.infer<typeof consentOtpVerifyBodySchema>;
