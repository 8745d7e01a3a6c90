import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

/**
 * Individual personal accident cover, built by the customer under /insurance/personal-accident/v1
 * (basic-pa, create-plan, profile). The spec gives it no starting price, so it shows none.
 */
export const personalAccident: ProductDefinition = {
  code: 'personal-accident',
  name: 'Personal Accident',
  category: 'insurance',
  basePath: '/insurance',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  payoutRateBps: 1500,
  landing: {
    tagline: 'Create an accident cover that fits',
    faqs: [{ question: 'What is covered?', answer: 'Accidental death and disability, with optional covers chosen while creating the plan.' }],
  },
};
