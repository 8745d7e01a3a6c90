import type { FieldConfig } from '../fields/field-config';

/*
 * The customer loan journey's forms (decision 0255): each step's fields, drawn by the web's form engine. Their
 * texts are field texts (fieldText.*, every language); `{{name}}` in a text is a value the page gives (the
 * lender's name, a sanctioned range). The schemas that check them are in customer-loan-forms.ts, apart, so a
 * page that draws a form does not bring zod with it; it fetches them with the form's validation (decision 0277).
 */

/** The consent box's own message: ticked before the step goes on (the step's answer may have no field for it). */
export const LOAN_CONSENT_MESSAGE = 'Tick the box to agree before you continue';
/** The screen's own check against a typo: the account number typed twice; the answer carries it once. */
export const ACCOUNTS_DIFFER_MESSAGE = 'The account numbers do not match';
export const LOAN_PIN_CODE_MESSAGE = 'Enter your 6-digit pin code';
/** An IFSC, once trimmed and in capitals: four letters, a zero, six letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** What each step's consent box says, by step. */
export const loanConsentTexts = {
  stashfin: 'I agree to share my application with {{lender}} to complete the loan.',
  offerConfirm: 'I have read the loan terms and accept this offer from {{lender}}.',
  presence: 'I agree that the lender checks with my mobile operator that this mobile number is mine and active.',
  initiateKyc: 'I agree that {{lender}} verifies my identity with UIDAI for this loan.',
  applyConfirm: 'The details I gave are true and complete.',
  mandate:
    'I authorise {{lender}} to debit my {{bank}} account {{account}} every month, up to {{amount}} each time, from {{from}} to {{to}}, for this loan’s instalments.',
  kfs: 'I have read the Key Facts Statement above and I acknowledge it.',
  kyc: 'I agree that {{lender}} uses my Aadhaar to verify my identity (KYC) for this loan.',
} as const;
export type LoanConsent = keyof typeof loanConsentTexts;

const consentField = (consent: LoanConsent): FieldConfig => ({
  name: 'consent',
  kind: 'checkbox',
  inputType: 'checkbox',
  label: loanConsentTexts[consent],
  mandatory: false,
  requiredMessage: LOAN_CONSENT_MESSAGE,
});

/** A step that asks only the consent box (its answer is fixed): the box (loanConsentFormSchema checks it). */
export const loanConsentForms = {
  stashfin: [consentField('stashfin')],
  offerConfirm: [consentField('offerConfirm')],
  presence: [consentField('presence')],
  initiateKyc: [consentField('initiateKyc')],
  applyConfirm: [consentField('applyConfirm')],
  mandate: [consentField('mandate')],
  kfs: [consentField('kfs')],
} satisfies Partial<Record<LoanConsent, readonly FieldConfig[]>>;

/** kyc-details: the Aadhaar number (the domain's Verhoeff check) and the consent to KYC. */
export const kycDetailsFields: readonly FieldConfig[] = [
  { name: 'aadhaar', kind: 'text', inputType: 'number', label: 'Aadhaar number', hint: '12 digits, as on your Aadhaar card', mandatory: false, maxLength: 14 },
  consentField('kyc'),
];

/** additional-details: how the customer earns and the monthly income, whole rupees. */
export const additionalDetailsFields: readonly FieldConfig[] = [
  {
    name: 'employmentType',
    kind: 'radio',
    inputType: 'text',
    label: 'How you earn',
    mandatory: false,
    options: [
      { value: 'SALARIED', label: 'Salaried' },
      { value: 'SELF_EMPLOYED', label: 'Self-employed' },
    ],
  },
  { name: 'monthlyIncome', kind: 'text', inputType: 'number', label: 'Monthly income (₹)', hint: 'Take-home, after tax', mandatory: false, maxLength: 9 },
];

/**
 * apply/details: the amount (rupees typed, paise sent) and tenure, with the sanction's range as their hints
 * where the lender gave one ({{minAmount}}… are the page's, formatted).
 */
export function applyDetailsFields(withLimits: boolean): readonly FieldConfig[] {
  return [
    {
      name: 'loanAmount',
      kind: 'text',
      inputType: 'number',
      label: 'Loan amount (₹)',
      ...(withLimits ? { hint: '{{minAmount}} to {{maxAmount}}' } : {}),
      mandatory: false,
      maxLength: 9,
    },
    {
      name: 'tenureMonths',
      kind: 'text',
      inputType: 'number',
      label: 'Tenure (months)',
      ...(withLimits ? { hint: '{{minMonths}} to {{maxMonths}} months' } : {}),
      mandatory: false,
      maxLength: 9,
    },
  ];
}
/** bank-details: the IFSC, the account number typed twice, and the holder's name. */
export const bankDetailsFields: readonly FieldConfig[] = [
  { name: 'ifsc', kind: 'text', inputType: 'text', label: 'IFSC', mandatory: false, maxLength: 11 },
  { name: 'accountNumber', kind: 'text', inputType: 'number', label: 'Account number', mandatory: false, maxLength: 18 },
  {
    name: 'confirmAccountNumber',
    kind: 'text',
    inputType: 'number',
    label: 'Account number again',
    mandatory: false,
    maxLength: 18,
    requiredMessage: ACCOUNTS_DIFFER_MESSAGE,
  },
  { name: 'accountHolderName', kind: 'text', inputType: 'text', label: 'Account holder’s name', mandatory: false, maxLength: 100 },
];

/** location, when the browser's is refused or not wanted: the pin code of the current address. */
export const loanPinCodeFields: readonly FieldConfig[] = [
  {
    name: 'pinCode',
    kind: 'text',
    inputType: 'number',
    label: 'Pin code of your current address',
    mandatory: false,
    maxLength: 6,
    requiredMessage: LOAN_PIN_CODE_MESSAGE,
  },
];

/** Every form of the journey, for the field-texts check. */
export const customerLoanForms: readonly (readonly FieldConfig[])[] = [
  ...Object.values(loanConsentForms),
  kycDetailsFields,
  additionalDetailsFields,
  applyDetailsFields(true),
  bankDetailsFields,
  loanPinCodeFields,
];
