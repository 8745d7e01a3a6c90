import type { FieldConfig } from '../fields/field-config';

/*
 * The credit score's words, fields and codes without zod (credit-score.ts keeps the request and answer
 * schemas and re-exports these): the pages import them and paint; a form fetches its schema with its
 * validation, after the page has painted (decision 0277).
 */

/** The repayment statuses of a report's months (the bureau's codes). */
export const repaymentStatuses = ['ON_TIME', 'LATE_30', 'LATE_60', 'LATE_90', 'NO_PAYMENT_DUE'] as const;
export type RepaymentStatus = (typeof repaymentStatuses)[number];

export const CREDIT_REPORT_NOTICE = { purpose: 'credit-report', version: 'credit-report/v1' } as const;

// The web's form engine renders these and checks them with the body schemas of credit-score.ts, so presence and format
// are the schemas' (their messages); `mandatory` stays false so the labels show no mark of their own.
/** The partner's form for a credit check: checked with creditCheckStartBodySchema. */
export const creditCheckStartFields: readonly FieldConfig[] = [
  { name: 'name', kind: 'text', inputType: 'text', label: 'Customer name', mandatory: false, hint: 'As on the PAN card.', maxLength: 100 },
  {
    name: 'mobile',
    kind: 'text',
    inputType: 'tel',
    label: 'Customer mobile number',
    mandatory: false,
    hint: 'The customer gets the consent OTP on this number.',
    maxLength: 10,
  },
  { name: 'pan', kind: 'text', inputType: 'text', label: 'PAN', mandatory: false, hint: '10 characters, e.g. ABCDE1234F.', maxLength: 10 },
];

export const repaymentStatusLabels: Record<RepaymentStatus, string> = {
  ON_TIME: 'Paid on time',
  LATE_30: 'Up to 30 days late',
  LATE_60: '31-60 days late',
  LATE_90: 'More than 60 days late',
  NO_PAYMENT_DUE: 'No payment due',
};

/** The account types of a credit report (the bureau's codes). */
export const creditAccountTypes = ['CREDIT_CARD', 'PERSONAL_LOAN', 'HOME_LOAN', 'AUTO_LOAN', 'GOLD_LOAN', 'CONSUMER_LOAN'] as const;
export type CreditAccountType = (typeof creditAccountTypes)[number];

/**
 * The catalogue key of an account type, from its code ("PERSONAL_LOAN") or the bureau's words for it ("Personal
 * loan", an enquiry's purpose): the page and the PDF say it in their language. Other words stay as sent.
 */
export function accountTypeWordKey(typeOrWords: string): `creditScore.report.accountTypes.${CreditAccountType}` | undefined {
  const code = typeOrWords.trim().toUpperCase().replace(/\s+/g, '_');
  return (creditAccountTypes as readonly string[]).includes(code) ? `creditScore.report.accountTypes.${code as CreditAccountType}` : undefined;
}

/** The amount of the personal-loan lead made from a report: checked with cloneLeadFromCreditScoreBodySchema's amount. */
export const creditLoanAmountFields: readonly FieldConfig[] = [
  {
    name: 'amount',
    kind: 'amount',
    inputType: 'number',
    label: 'Loan amount the customer needs (Rs)',
    mandatory: false,
    hint: 'Rs 10,000 to Rs 50,00,000',
    defaultValue: '200000',
  },
];

export const REVOKE_MESSAGE = 'Your consent to fetch your credit report has been withdrawn. No further report will be fetched.';

/** Bands in words for the gauge. */
export const scoreBandLabels = { A: 'Excellent', B: 'Good', C: 'Fair', D: 'Needs improvement' } as const;

/** The customer's mobile for the PL offer, as the web's form engine renders it: checked with plOfferOtpBodySchema. */
export const plOfferMobileFields: readonly FieldConfig[] = [
  { name: 'mobile', kind: 'text', inputType: 'tel', label: 'Your mobile number', mandatory: false, maxLength: 10 },
];
