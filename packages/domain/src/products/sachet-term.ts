import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

/** A small-ticket term life cover bought by the customer directly (OTP of 4 digits, SPEC §5). */
export const sachetTerm: ProductDefinition = {
  code: 'sachet-term',
  name: 'Sachet Term',
  category: 'life',
  basePath: '/products',
  sellerBrand: 'mintlife',
  tenants: mintTenants,
  plans: [],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Bite-sized term life cover',
    faqs: [{ question: 'Who completes the purchase?', answer: 'The customer, after verifying the mobile number with a 4-digit OTP.' }],
  },
};
