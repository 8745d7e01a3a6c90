import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const creditScore: ProductDefinition = {
  code: 'credit-score',
  name: 'Credit Score',
  category: 'lending',
  basePath: '/products',
  sellerBrand: 'mintfin',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  payoutRateBps: 0,
  landing: {
    tagline: 'Free credit score and report',
    faqs: [{ question: 'Does checking lower the score?', answer: 'No. A check made by the customer is a soft enquiry.' }],
  },
};
