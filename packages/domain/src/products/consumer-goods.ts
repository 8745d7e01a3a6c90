import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

/** SPEC §3: appliance categories and the manufacturer's warranty range (years). */
export const consumerGoodsCategories = ['AC', 'LAPTOP', 'REFRIGERATOR', 'WASHING_MACHINE', 'DISHWASHER', 'TV', 'TABLET'] as const;
export const consumerGoodsManufacturersWarrantyYears = { min: 1, max: 3 } as const;

export const consumerGoods: ProductDefinition = {
  code: 'consumer-goods',
  name: 'Extended Warranty',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 65000,
  plans: [
    {
      code: 'EXTENDED_WARRANTY',
      name: 'Extended Warranty',
      startingPrice: 65000,
      description: "Repairs after the manufacturer's warranty ends, for appliances and devices.",
      benefits: ['ACs, laptops, refrigerators, washing machines, dishwashers, TVs and tablets', 'Cashless repair', 'Parts and labour'],
    },
  ],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Extend the warranty of appliances from Rs 650',
    faqs: [{ question: 'When does the cover start?', answer: "The day after the manufacturer's warranty of 1 to 3 years ends." }],
  },
};
