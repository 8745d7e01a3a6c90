import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

export const workmenCompensation: ProductDefinition = {
  code: 'workmen-compensation',
  name: "Workmen's Compensation",
  category: 'insurance',
  basePath: '/insurance',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 50000,
  plans: [
    {
      code: 'WORKMEN_COMPENSATION',
      name: "Workmen's Compensation",
      startingPrice: 50000,
      description: "The employer's liability for employees injured at work.",
    },
  ],
  // Commercial covers are quoted by the insurer's underwriters; only authorised partners sell them.
  requiresAuthorisation: true,
  landing: {
    tagline: "Employer's liability cover from Rs 500",
    faqs: [
      { question: 'How is the premium decided?', answer: 'By the insurer, from the business details; policies start at Rs 500.' },
      { question: 'What is the mandate letter?', answer: "The customer's authorisation for us to place the policy with the insurer, signed before issuance." },
    ],
  },
};
