import type { ProductDefinition } from './product-definition';

// Placeholder until the catalogue helper writes the full product; replaced, not extended.
export const vectorBorne: ProductDefinition = {
  code: 'vector-borne',
  name: 'Vector Borne Disease Cover',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: ['mintpro', 'mintfin', 'mintlife'],
  startingPrice: 19900,
  plans: [{ code: 'VECTOR_BORNE', name: 'Dengue & Malaria Cover', startingPrice: 19900 }],
  requiresAuthorisation: false,
};
