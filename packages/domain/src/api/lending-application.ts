import { z } from 'zod';
import { buildFormSchema } from '../fields/build-schema';
import type { FieldConfig, FormValues } from '../fields/field-config';
import { lenderCodes } from '../lending/lender-codes';
import { businessLoans } from '../products/business-loans';
import { fd } from '../products/fd';
import { homeLoan } from '../products/home-loan';
import { lamf, lamfShareFields } from '../products/lamf';
import { personalLoan } from '../products/personal-loan';
import type { FormDefinition } from '../products/product-definition';
import { formValuesSchema } from './sales';

/** Lending calls: the sell forms, the application and the customer's consent by OTP (index in api/lending.ts). */

export const lenderCodeSchema = z.enum(lenderCodes);

// ---------------------------------------------------------------------------------------------------------
// Sell forms

/** The sell form of each lending product, from its product file (the web renders these fields). */
export const lendingSellForms = {
  'personal-loan': personalLoan.sell!.form,
  'home-loan': homeLoan.sell!.form,
  'business-loans': businessLoans.sell!.form,
  FD: fd.sell!.form,
  lamf: lamf.sell!.form,
} as const satisfies Record<string, FormDefinition>;
export type LendingSellProduct = keyof typeof lendingSellForms;
export const lendingSellProducts = Object.keys(lendingSellForms) as LendingSellProduct[];
export const isLendingSellProduct = (code: string): code is LendingSellProduct => code in lendingSellForms;

/** The zod schema of a product's sell form (the same one the web's resolver runs). */
export function sellBodySchemaOf(product: LendingSellProduct): z.ZodType<FormValues> {
  const form: FormDefinition = lendingSellForms[product];
  return buildFormSchema(form.fields, form.refine);
}
/** The LAMF Customer's Link form (/share-details). */
export const lamfShareFormFields: readonly FieldConfig[] = lamfShareFields;
export const lamfShareBodySchema = buildFormSchema(lamfShareFields);

/** Request bodies are the form's answers by field name; the product's schema (sellBodySchemaOf) checks them. */
export const sellRequestSchema = formValuesSchema;

// ---------------------------------------------------------------------------------------------------------
// Applications (one per sell; its id is the aggregator id of SPEC §7)

/** Aggregator ids as issued: AG and twelve upper-case letters or digits. */
export const aggregatorIdPattern = /^AG[0-9A-Z]{12}$/;
export const aggregatorIdSchema = z.string().regex(aggregatorIdPattern, { message: 'Not a valid application id' });

export const applicationStatuses = ['CONSENT_PENDING', 'CONSENT_GIVEN', 'OFFERS_PENDING', 'OFFERS_READY', 'NO_OFFERS', 'OFFER_SELECTED'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);

/** dpFlow of SPEC §7: who drives the journey, the partner for the customer (PARTNER) or the customer from a link (CUSTOMER). */
export const dpFlowSchema = z.enum(['PARTNER', 'CUSTOMER']).default('PARTNER');

export const consentPurposes = ['loan-offers', 'fd-booking', 'lamf-folio-fetch', 'credit-report'] as const;
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

export const CONSENT_OTP_LENGTH = 6;
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
