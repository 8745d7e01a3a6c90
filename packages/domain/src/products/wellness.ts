import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

/** SPEC §3, §5: OPD healthcare providers with their adult age limits. */
export const wellnessProviders = [
  { code: 'EKINCARE', minAge: 18, maxAge: 65 },
  { code: 'HEALTHASSURE', minAge: 18, maxAge: 65 },
  { code: 'SVAAS', minAge: 18, maxAge: 60 },
] as const;
export const wellnessChildRelationships = ['SON', 'DAUGHTER'] as const;
export const WELLNESS_MAX_CHILDREN = 2;

export const wellness: ProductDefinition = {
  code: 'wellness',
  name: 'Wellness',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 53000,
  plans: [
    {
      code: 'WELLNESS',
      name: 'OPD Healthcare',
      startingPrice: 53000,
      description: 'Doctor consultations, diagnostics and medicines outside hospital.',
      benefits: ['Unlimited tele-consultations', 'Annual health check-up', 'Spouse and up to two children'],
    },
  ],
  requiresAuthorisation: false,
  landing: {
    tagline: 'OPD healthcare for the family from Rs 530',
    faqs: [{ question: 'Who provides the care?', answer: 'EKINCARE, HEALTHASSURE or SVAAS, as chosen.' }],
  },
};
