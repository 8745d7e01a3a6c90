import type { ProductDefinition } from './product-definition';
import { allTenants } from './product-tenants';

/** SPEC §3: sum insured options; 10,00,000 preselected for the Mint tenants. */
export const groupPersonalAccidentSumInsured = [1000000, 1500000] as const;
export const GROUP_PA_DEFAULT_SUM_INSURED = 1000000;
export const whiteLabelGroupPersonalAccidentSumInsured = [100000, 200000, 300000, 500000, 1000000] as const;

const PLAN = 'GROUP_PA';

export const groupPersonalAccident: ProductDefinition = {
  code: 'group-personal-accident',
  name: 'Group Personal Accident',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: allTenants,
  startingPrice: 51900,
  plans: [
    {
      code: PLAN,
      name: 'Group Personal Accident',
      startingPrice: 51900,
      description: 'Accidental death and permanent disability cover of Rs 10 or 15 lakh.',
      benefits: ['Accidental death', 'Permanent total and partial disability', 'Worldwide, round the clock'],
    },
  ],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Rs 10 lakh accident cover from Rs 519 a year',
    faqs: [
      { question: 'What is covered?', answer: 'Death or permanent disability caused by an accident, anywhere in the world.' },
      { question: 'Is a medical check-up needed?', answer: 'No.' },
    ],
  },
  tenantVariants: {
    sahyadri: {
      sellerBrand: 'sahyadri',
      startingPrice: 5500,
      plans: [
        {
          code: PLAN,
          name: 'Sahyadri Group Personal Accident',
          startingPrice: 5500,
          description: 'Accident cover of Rs 1 lakh to Rs 10 lakh for bank customers.',
          benefits: ['Accidental death', 'Permanent total disability', 'Enrolment through the bank'],
        },
      ],
      landing: {
        tagline: 'Accident cover for Sahyadri Co-operative Bank customers, from Rs 55 a year',
        banners: [
          { title: 'Accident cover from Rs 55 a year', text: 'Cover of Rs 1 lakh to Rs 10 lakh for account holders.' },
          { title: 'Enrol at your branch or with your Sahyadri agent', text: 'No medical check-up; the policy certificate comes by email.' },
        ],
        brochures: [
          {
            id: 'sahyadri-personal-accident',
            title: 'Sahyadri Group Personal Accident brochure (PDF)',
            summary: 'Sahyadri Co-operative Bank offers its account holders accident cover under a group policy.',
          },
        ],
        faqs: [
          { question: 'Is a medical check-up needed?', answer: "No. Enrolment needs only the member's details and a nominee." },
          { question: 'Who can enrol?', answer: 'Account holders of Sahyadri Co-operative Bank.' },
          { question: 'How much cover can I choose?', answer: 'Rs 1, 2, 3, 5 or 10 lakh.' },
        ],
      },
    },
  },
};
