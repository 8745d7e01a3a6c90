import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const personalLoan: ProductDefinition = {
  code: 'personal-loan',
  name: 'Personal Loan',
  category: 'lending',
  basePath: '/products',
  sellerBrand: 'mintfin',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Offers from several lenders in minutes',
    faqs: [
      { question: 'Who decides the offer?', answer: 'Each lender, from the credit score and the details shared after the customer consents by OTP.' },
    ],
  },
};
