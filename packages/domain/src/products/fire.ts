import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const fire: ProductDefinition = {
  code: 'fire',
  name: 'Fire Insurance',
  category: 'insurance',
  basePath: '/insurance',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 50000,
  plans: [
    {
      code: 'FIRE',
      name: 'Fire Insurance',
      startingPrice: 50000,
      description: 'Buildings, stock and machinery against fire and allied perils.',
    },
  ],
  // Commercial covers are quoted by the insurer's underwriters; only authorised partners sell them.
  requiresAuthorisation: true,
  landing: {
    tagline: 'Fire cover for businesses from Rs 500',
    faqs: [
      { question: 'How is the premium decided?', answer: 'By the insurer, from the business details; policies start at Rs 500.' },
      { question: 'What is the mandate letter?', answer: "The customer's authorisation for us to place the policy with the insurer, signed before issuance." },
    ],
  },
};
