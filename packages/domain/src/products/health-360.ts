import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

/** SPEC §3, §5, §9: daily cash allowance options, critical illness range and ages. */
export const health360DailyCashAllowance = [500, 1000] as const;
export const health360Limits = { criticalIllnessMin: 200000, criticalIllnessMax: 1000000, minAge: 18, maxAge: 100 } as const;

export const health360: ProductDefinition = {
  code: 'health-360',
  name: 'Health 360',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 50000,
  plans: [
    {
      code: 'HEALTH_360',
      name: 'Health 360',
      startingPrice: 50000,
      description: 'Daily hospital cash, critical illness cover and optional OPD in one plan.',
      benefits: ['Daily cash allowance of Rs 500 or Rs 1,000', 'Critical illness cover of Rs 2 to 10 lakh', 'Optional OPD'],
    },
  ],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Hospital cash and critical illness cover from Rs 500',
    faqs: [{ question: 'Who can buy it?', answer: 'Anyone aged 18 to 100, with spouse and up to two children.' }],
  },
};
