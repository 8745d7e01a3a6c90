import type { FieldConfig, FormValues } from '../fields/field-config';
import { employmentTypeField, loanAmountField, loanMessages, monthlyIncomeField, sampleLoanCustomer, tenureField, loanCustomerFields } from './loan-fields';
import type { LoanProductProfile } from '../lending/loan-product-profile';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

/** The highest loan-to-value a home loan form accepts (RBI caps housing LTV at 75-90 % by loan size; lenders apply theirs). */
export const HOME_LOAN_MAX_LTV = 0.9;

export const propertyTypes = [
  { value: 'READY', label: 'Ready to move in' },
  { value: 'UNDER_CONSTRUCTION', label: 'Under construction' },
  { value: 'PLOT_AND_CONSTRUCTION', label: 'Plot and construction' },
  { value: 'BALANCE_TRANSFER', label: 'Transfer an existing home loan' },
] as const;

/** Enter Loan Details for a home loan: Rs 5 lakh to Rs 10 crore, 5 to 30 years, with the property. */
export const homeLoanSellFields: readonly FieldConfig[] = [
  ...loanCustomerFields,
  employmentTypeField,
  monthlyIncomeField,
  loanAmountField(500000, 100000000),
  tenureField([60, 120, 180, 240, 300, 360]),
  {
    name: 'propertyType',
    kind: 'select',
    inputType: 'text',
    label: 'Property Type',
    mandatory: true,
    options: propertyTypes,
    requiredMessage: 'Select property type',
  },
  {
    name: 'propertyValue',
    kind: 'amount',
    inputType: 'tel',
    label: 'Property Value (Rs)',
    mandatory: true,
    rule: { name: 'amountBetween', min: 500000, max: 1000000000, invalidMessage: loanMessages.propertyValue, minMessage: loanMessages.propertyValueMin },
    maxLength: 10,
  },
];

export function sampleHomeLoanSell(today: Date): FormValues {
  return {
    ...sampleLoanCustomer(today),
    employmentType: 'SALARIED',
    monthlyIncome: '150000',
    loanAmount: '3000000',
    tenureMonths: '240',
    propertyType: 'READY',
    propertyValue: '4500000',
  };
}

/** How lending treats a home loan (decision 0143): a person borrows, up to RBI's loan-to-value of the property. */
export const homeLoanLending: LoanProductProfile = { borrower: 'person', securityCap: 'property-ltv', customerLink: 'redirection', lenderJourney: false };

export const homeLoan: ProductDefinition = {
  code: 'home-loan',
  name: 'Home Loan',
  category: 'lending',
  basePath: '/products',
  sellerBrand: 'mintfin',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  payoutRateBps: 50,
  landing: {
    tagline: 'Compare home loan offers from leading lenders',
    faqs: [{ question: 'What is needed to apply?', answer: 'The loan amount, the property details and the customer consent by OTP.' }],
  },
  sell: {
    form: {
      fields: homeLoanSellFields,
      refine: (values, ctx) => {
        const loan = Number(values.loanAmount);
        const property = Number(values.propertyValue);
        if (values.loanAmount && values.propertyValue && loan > property * HOME_LOAN_MAX_LTV) {
          ctx.addIssue({ code: 'custom', message: loanMessages.homeLoanOverValue, path: ['loanAmount'] });
        }
      },
    },
    sample: sampleHomeLoanSell,
  },
};
