import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

/** Product code 'FD' as the spec and its routes spell it (/products/FD/sell). */
export const fd: ProductDefinition = {
  code: 'FD',
  name: 'Easy FD',
  category: 'lending',
  basePath: '/products',
  sellerBrand: 'mintfin',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Fixed deposits with leading banks, opened online',
    faqs: [
      { question: 'Is the deposit insured?', answer: 'Deposits in banks are insured by DICGC up to Rs 5 lakh per depositor per bank.' },
    ],
  },
};
