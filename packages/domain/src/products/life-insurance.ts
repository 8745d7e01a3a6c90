import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';
import { lifeFreeLook } from './free-look';

/**
 * The life plans of SPEC §1 as one product: they share one landing page, one seller brand and one
 * journey (/life-insurance/profile/{plan}/...), differing only in steps and progress, which the
 * journeys module holds. Each plan's code is its {plan} route segment. Prices come from the
 * insurers' illustrations, so no plan shows a starting price here.
 */
export const lifePlans = [
  { code: 'term', name: 'Term Insurance' },
  { code: 'investment-planning', name: 'Investment Planning' },
  { code: 'saving-for-child', name: 'Saving for Child' },
  { code: 'guaranteed-returns', name: 'Guaranteed Returns' },
  { code: 'ulip', name: 'ULIP' },
  { code: 'participating', name: 'Participating Plans' },
  { code: 'retirement', name: 'Retirement' },
  { code: 'pos', name: 'POS Plans' },
] as const;
export type LifePlanCode = (typeof lifePlans)[number]['code'];

export const lifeInsurance: ProductDefinition = {
  code: 'life-insurance',
  name: 'Life Insurance',
  category: 'life',
  basePath: '/products',
  sellerBrand: 'mintlife',
  tenants: mintTenants,
  plans: [],
  // Selling life insurance needs a licensed (POSP or specified) person: authorisation per partner.
  requiresAuthorisation: true,
  payoutRateBps: 2000,
  // IRDAI 2024, regulation 20: 30 days to return a life policy (decision 0101).
  freeLook: lifeFreeLook,
  landing: {
    tagline: 'Term, savings, child, retirement and ULIP plans from leading insurers',
    faqs: [
      { question: 'What are POS plans?', answer: 'Simple plans that a Point of Sales person may sell, with fixed benefits and no medical underwriting.' },
      { question: 'Can an application be tracked?', answer: 'Yes, on the issuance tracking page of each request.' },
    ],
  },
};
