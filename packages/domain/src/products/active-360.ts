import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const active360: ProductDefinition = {
  code: 'active-360',
  name: 'Active 360',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 1200000,
  plans: [
    {
      code: 'ACTIVE_360',
      name: 'Active 360',
      startingPrice: 1200000,
      description: 'Comprehensive health cover that rewards an active lifestyle.',
      benefits: ['Hospitalisation cover', 'Premium rewards for staying active', 'Annual health check-up'],
    },
  ],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Health cover that rewards staying active, from Rs 12,000',
    faqs: [{ question: 'How do the rewards work?', answer: 'Steps tracked on the app earn a discount on the renewal premium.' }],
  },
};
