import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const businessLoans: ProductDefinition = {
  code: 'business-loans',
  name: 'Business Loans',
  category: 'lending',
  basePath: '/products',
  sellerBrand: 'mintfin',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Working capital and term loans for small businesses',
    faqs: [
      { question: 'Who can apply?', answer: 'Proprietors and companies with a GST registration and at least one year of business.' },
    ],
  },
};
