import type { FieldConfig, FormValues } from '../fields/field-config';
import { messages } from '../validation/rule-messages';
import {
  customerEmailField,
  customerMobileField,
  customerNameField,
  customerPanField,
  loanAmountField,
  loanMessages,
  pinCodeField,
  sampleLoanCustomer,
  tenureField,
} from './loan-fields';
import type { LoanProductProfile } from '../lending/loan-product-profile';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const businessConstitutions = [
  { value: 'PROPRIETORSHIP', label: 'Proprietorship' },
  { value: 'PARTNERSHIP', label: 'Partnership or LLP' },
  { value: 'PRIVATE_LIMITED', label: 'Private limited company' },
] as const;

/** Business loans sell form: the owner, the business (GSTIN with its check character), turnover and vintage. */
export const businessLoanSellFields: readonly FieldConfig[] = [
  { ...customerNameField, label: 'Owner Name' },
  customerMobileField,
  customerEmailField,
  { ...customerPanField, label: "Owner's PAN" },
  {
    name: 'businessName',
    kind: 'text',
    inputType: 'text',
    label: 'Business Name',
    mandatory: true,
    requiredMessage: messages.enterBusinessName,
    maxLength: 100,
  },
  {
    name: 'constitution',
    kind: 'select',
    inputType: 'text',
    label: 'Type of Business',
    mandatory: true,
    options: businessConstitutions,
    requiredMessage: 'Select type of business',
  },
  { name: 'gstin', kind: 'text', inputType: 'text', label: 'GSTIN', mandatory: true, rule: { name: 'gstin' }, maxLength: 15, placeholder: '27AAPFU0939F1ZV' },
  {
    name: 'annualTurnover',
    kind: 'amount',
    inputType: 'tel',
    label: 'Annual Turnover (Rs)',
    mandatory: true,
    rule: { name: 'amountBetween', min: 100000, max: 10000000000, invalidMessage: loanMessages.turnover, minMessage: loanMessages.turnoverMin },
    maxLength: 11,
  },
  {
    name: 'vintageYears',
    kind: 'text',
    inputType: 'tel',
    label: 'Years in Business',
    mandatory: true,
    rule: { name: 'integerBetween', min: 0, max: 100, message: loanMessages.vintage },
    maxLength: 3,
  },
  { ...pinCodeField, hint: 'Where the business is' },
  loanAmountField(50000, 50000000),
  tenureField([12, 24, 36, 48, 60]),
];

export function sampleBusinessLoanSell(today: Date): FormValues {
  const { fullName, mobile, email, pan, pinCode } = sampleLoanCustomer(today);
  return {
    fullName: fullName!,
    mobile: mobile!,
    email: email!,
    pan: pan!,
    businessName: 'Verma Traders',
    constitution: 'PARTNERSHIP',
    gstin: '27AAPFU0939F1ZV',
    annualTurnover: '5000000',
    vintageYears: '4',
    pinCode: pinCode!,
    loanAmount: '500000',
    tenureMonths: '36',
  };
}

/** How lending treats a business loan (decision 0143): a business borrows, up to a share of its turnover. */
export const businessLoansLending: LoanProductProfile = {
  borrower: 'business',
  securityCap: 'turnover-share',
  customerLink: 'redirection',
  lenderJourney: false,
};

export const businessLoans: ProductDefinition = {
  code: 'business-loans',
  name: 'Business Loans',
  category: 'lending',
  basePath: '/products',
  sellerBrand: 'mintfin',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  payoutRateBps: 100,
  landing: {
    tagline: 'Working capital and term loans for small businesses',
    faqs: [{ question: 'Who can apply?', answer: 'Proprietors and companies with a GST registration and at least one year of business.' }],
  },
  sell: {
    form: {
      fields: businessLoanSellFields,
      refine: (values, ctx) => {
        // The PAN inside a proprietorship's GSTIN is the owner's.
        if (
          values.constitution === 'PROPRIETORSHIP' &&
          typeof values.gstin === 'string' &&
          typeof values.pan === 'string' &&
          values.gstin.slice(2, 12) !== values.pan
        ) {
          ctx.addIssue({ code: 'custom', message: "A proprietor's GSTIN carries the owner's PAN", path: ['gstin'] });
        }
      },
    },
    sample: sampleBusinessLoanSell,
  },
};
