import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const lamf: ProductDefinition = {
  code: 'lamf',
  name: 'Loan Against Mutual Funds',
  category: 'lending',
  basePath: '/products',
  sellerBrand: 'mintfin',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Borrow against mutual funds without selling them',
    faqs: [
      { question: 'What happens to the funds?', answer: 'They stay invested and are pledged to the lender until the loan is repaid.' },
    ],
  },
};
