import type { FieldConfig } from '../fields/field-config';
import { genericSumInsuredAmounts } from '../products/generic-sum-insured';
import type { OtpPurpose } from './otp-kinds';

/*
 * The QR codes' words, limits, links and form fields, without zod: the partner's QR sheets page and the customer's
 * activation page paint with them and fetch their schemas later (decision 0281). qr-codes.ts re-exports them.
 */

/** The OTP purpose of a sachet activation: 4 digits (SPEC §5 'OTP should be of 4 digits'; decision 0081). */
export const SACHET_ACTIVATION_PURPOSE = 'sachet-activation' satisfies OtpPurpose;
/** Most codes one sheet holds: ten pages of six. */
export const QR_SHEET_MAX_CODES = 60;
export const QR_CODES_PER_PAGE = 6;

export const qrCodeMessages = {
  invalid: 'This QR code is not valid. Please check with the partner who gave it to you',
  alreadyActivated: 'This QR code has already been activated',
  wrongActivationCode: 'Activation code does not match this QR code',
  count: `Enter a number of codes from 1 to ${QR_SHEET_MAX_CODES}`,
  sumInsured: 'Select sum insured',
} as const;

/** The customer's mobile and email on the activation page (qrContactSchema of qr-codes.ts checks them). */
export const qrContactFields: readonly FieldConfig[] = [
  { name: 'mobile', kind: 'text', inputType: 'tel', label: 'Mobile Number', mandatory: false, maxLength: 10 },
  { name: 'email', kind: 'text', inputType: 'email', label: 'Email', mandatory: false, maxLength: 120 },
];

/** The partner's QR sheet (decision 0267): how many codes, of which sum insured (qrSheetFormSchema of qr-codes-forms.ts checks them). */
export const qrSheetFields: readonly FieldConfig[] = [
  {
    name: 'count',
    kind: 'text',
    inputType: 'number',
    label: 'Number of codes',
    hint: `From 1 to ${QR_SHEET_MAX_CODES}; six fit on a page`,
    mandatory: true,
    maxLength: 2,
    defaultValue: '6',
  },
  {
    name: 'sumInsured',
    kind: 'select',
    inputType: 'text',
    label: 'Sum insured',
    mandatory: true,
    requiredMessage: qrCodeMessages.sumInsured,
    // Numeric labels: the engine shows them with Indian digit grouping (5,00,000).
    options: genericSumInsuredAmounts.map((amount) => ({ value: String(amount), label: String(amount) })),
    defaultValue: String(genericSumInsuredAmounts[0]),
  },
];

/** The customer's page of an activated cover, from the SMS: /sachet/policy?link=… (a signed link naming the cover only). */
export const sachetPolicyPath = (link: string) => `/sachet/policy?link=${encodeURIComponent(link)}`;

/** The customer's activation page a QR opens; the token rides in the fragment, which no server sees. */
export const sachetActivationPath = (token: string) => `/sachet/activate#code=${token}`;
