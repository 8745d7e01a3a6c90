import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const roadsideAssistance: ProductDefinition = {
  code: 'roadside-assistance',
  name: 'Roadside Assistance',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 9900,
  plans: [
    {
      code: 'ROADSIDE_ASSISTANCE',
      name: 'Roadside Assistance',
      startingPrice: 9900,
      description: 'Help on the road for a two- or four-wheeler, round the clock.',
      benefits: ['Towing to the nearest garage', 'Flat tyre and battery jump-start', 'Fuel delivery'],
    },
  ],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Breakdown help anywhere in India from Rs 99',
    faqs: [{ question: 'How is help called?', answer: 'On the toll-free helpline, giving the vehicle number and the breakdown point.' }],
  },
};
