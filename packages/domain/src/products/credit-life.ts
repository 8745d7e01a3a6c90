import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';

/** SPEC §3, §5, §9: credit life cover of a loan. */
export const creditLifePolicyRoles = ['SINGLE', 'JOINT'] as const;
export const creditLifeLimits = { sumInsuredStep: 100000, minTenureYears: 2, minAge: 18, maxAge: 60 } as const;
/** Medical questions are fetched for one fixed insurer (GET /api/products/credit-life/medicalQuestions?insurerCode). */
export const CREDIT_LIFE_INSURER_CODE = 'MINT_LIFE_CREDIT';

export const creditLife: ProductDefinition = {
  code: 'credit-life',
  name: 'Credit Life',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 72800,
  plans: [
    {
      code: 'CREDIT_LIFE',
      name: 'Credit Life',
      startingPrice: 72800,
      description: 'Pays off the outstanding loan if the borrower dies during the loan tenure.',
      benefits: ['Single or joint borrowers', 'Sum insured in multiples of Rs 1 lakh', 'Loan tenures from 2 years'],
    },
  ],
  requiresAuthorisation: true,
  landing: {
    tagline: 'Protect the family from the loan, from Rs 728',
    faqs: [
      { question: 'Who can be covered?', answer: 'Borrowers aged 18 to 60 with a loan tenure of at least 2 years.' },
      { question: 'How is the sum insured chosen?', answer: 'In multiples of Rs 1,00,000, usually the loan amount.' },
    ],
  },
};
