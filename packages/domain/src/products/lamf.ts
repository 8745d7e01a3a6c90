import type { FieldConfig, FormValues } from '../fields/field-config';
import { customerEmailField, customerMobileField, customerNameField, customerPanField, loanAmountField, sampleLoanCustomer, tenureField } from './loan-fields';
import type { LoanProductProfile } from '../lending/loan-product-profile';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

/**
 * Customer's Link (/products/lamf/share-details): who the link is for. The customer opens it, sees the
 * tenant's logo and the steps; the fund registry is asked for the folios of this PAN.
 */
export const lamfShareFields: readonly FieldConfig[] = [customerNameField, customerMobileField, customerEmailField, customerPanField];

/**
 * LAMF sell (progress 100): the customer, the amount wanted against the pledged folios (at most the eligible
 * amount, checked by the API against the registry's folios), and the tenure of the overdraft-like loan.
 */
export const lamfSellFields: readonly FieldConfig[] = [
  customerNameField,
  customerMobileField,
  customerEmailField,
  customerPanField,
  loanAmountField(10000, 20000000),
  tenureField([12, 24, 36]),
];

export function sampleLamfSell(today: Date): FormValues {
  const { fullName, mobile, email, pan } = sampleLoanCustomer(today);
  return { fullName: fullName!, mobile: mobile!, email: email!, pan: pan!, loanAmount: '100000', tenureMonths: '12' };
}

/** How lending treats a loan against mutual funds (decision 0143): the pledged folios decide, fetched after consent (decision 0150). */
export const lamfLending: LoanProductProfile = {
  borrower: 'pledge',
  securityCap: 'pledged-folios',
  customerLink: 'share-details',
  lenderJourney: false,
  fetchesFoliosOnConsent: true,
  publicSteps: [
    'Confirm your PAN and mobile',
    'See the mutual fund folios you can pledge',
    'Choose the amount and pledge the folios',
    'Get the money in your bank account',
  ],
};

export const lamf: ProductDefinition = {
  code: 'lamf',
  name: 'Loan Against Mutual Funds',
  category: 'lending',
  basePath: '/products',
  sellerBrand: 'mintfin',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  payoutRateBps: 50,
  landing: {
    tagline: 'Borrow against mutual funds without selling them',
    faqs: [{ question: 'What happens to the funds?', answer: 'They stay invested and are pledged to the lender until the loan is repaid.' }],
  },
  sell: { form: { fields: lamfSellFields }, sample: sampleLamfSell },
};
