import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const homeLoan: ProductDefinition = {
  code: 'home-loan',
  name: 'Home Loan',
  category: 'lending',
  basePath: '/products',
  sellerBrand: 'mintfin',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Compare home loan offers from leading lenders',
    faqs: [
      { question: 'What is needed to apply?', answer: 'The loan amount, the property details and the customer consent by OTP.' },
    ],
  },
};
