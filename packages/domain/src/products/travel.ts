import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

/** SPEC §3: destinations, add-ons, loadings, discounts and insured member types. */
export const travelDestinations = ['WORLDWIDE', 'EXC_USA_CANADA'] as const;
export const travelAddOns = ['CRUISE_COVER', 'TERRORISM'] as const;
export const travelLoadings = ['WINTER_SPORT', 'GOLF_SPORT'] as const;
export const travelDiscounts = ['MEDEX_DISC', 'BAGGAGE_DISC'] as const;
export const travelMemberTypes = ['SPOUSE', 'CHILD', 'MOTHER', 'FATHER', 'OTHERS'] as const;

export const travel: ProductDefinition = {
  code: 'travel',
  name: 'Travel Insurance',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 65000,
  plans: [
    {
      code: 'TRAVEL',
      name: 'International Travel',
      startingPrice: 65000,
      description: 'Medical emergencies, baggage and trip troubles abroad.',
      benefits: ['Worldwide or excluding USA and Canada', 'Cruise and terrorism add-ons', 'Family cover'],
    },
  ],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Travel abroad covered from Rs 650',
    faqs: [{ question: 'Which countries are covered?', answer: 'Worldwide, or worldwide excluding the USA and Canada at a lower premium.' }],
  },
};
