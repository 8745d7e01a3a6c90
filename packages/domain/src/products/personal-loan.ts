import type { FieldConfig, FormValues } from '../fields/field-config';
import { employmentTypeField, loanAmountField, loanMessages, monthlyIncomeField, sampleLoanCustomer, tenureField, loanCustomerFields } from './loan-fields';
import type { LoanProductProfile } from '../lending/loan-product-profile';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const personalLoanPurposes = [
  { value: 'MEDICAL', label: 'Medical' },
  { value: 'EDUCATION', label: 'Education' },
  { value: 'WEDDING', label: 'Wedding' },
  { value: 'HOME_RENOVATION', label: 'Home renovation' },
  { value: 'TRAVEL', label: 'Travel' },
  { value: 'DEBT_CONSOLIDATION', label: 'Paying off other loans' },
  { value: 'OTHER', label: 'Other' },
] as const;

/** Enter Loan Details (SPEC §2, progress 50): the customer and the loan asked for. Rs 10,000 to Rs 40 lakh, 6 to 60 months. */
export const personalLoanSellFields: readonly FieldConfig[] = [
  ...loanCustomerFields,
  employmentTypeField,
  monthlyIncomeField,
  loanAmountField(10000, 4000000),
  tenureField([6, 12, 18, 24, 36, 48, 60]),
  {
    name: 'loanPurpose',
    kind: 'select',
    inputType: 'text',
    label: 'Loan Purpose',
    mandatory: true,
    options: personalLoanPurposes,
    requiredMessage: loanMessages.purpose,
  },
];

export function samplePersonalLoanSell(today: Date): FormValues {
  return { ...sampleLoanCustomer(today), employmentType: 'SALARIED', monthlyIncome: '60000', loanAmount: '100000', tenureMonths: '24', loanPurpose: 'MEDICAL' };
}

/** How lending treats a personal loan (decision 0143): a person borrows, and walks the chosen lender's journey. */
export const personalLoanLending: LoanProductProfile = {
  borrower: 'person',
  customerLink: 'redirection',
  lenderJourney: true,
  publicSteps: [
    'Enter your loan details',
    'Agree by OTP to share them with lenders',
    'Compare the offers and their Key Facts Statements',
    'Complete the application with the lender you choose',
  ],
};

export const personalLoan: ProductDefinition = {
  code: 'personal-loan',
  name: 'Personal Loan',
  category: 'lending',
  basePath: '/products',
  sellerBrand: 'mintfin',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  payoutRateBps: 150,
  landing: {
    tagline: 'Offers from several lenders in minutes',
    faqs: [{ question: 'Who decides the offer?', answer: 'Each lender, from the credit score and the details shared after the customer consents by OTP.' }],
  },
  sell: { form: { fields: personalLoanSellFields }, sample: samplePersonalLoanSell },
};
