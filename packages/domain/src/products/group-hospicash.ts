import type { ProductDefinition } from './product-definition';
import { allTenants } from './product-tenants';

/** SPEC §3: daily cash allowance options (Rs a day in hospital) for the Mint tenants. */
export const groupHospicashDailyCash = [500, 1000, 2000, 3000] as const;

/** SPEC §5, §9: the white-label tenant's variant: sum insured Rs 2,000 to 5,000, 15 or 30 cash days, ages 18 to 65. */
export const whiteLabelHospicash = {
  sumInsuredMin: 2000,
  sumInsuredMax: 5000,
  cashDays: [15, 30],
  minAge: 18,
  maxAge: 65,
} as const;

const PLAN = 'GROUP_HOSPICASH';

export const groupHospicash: ProductDefinition = {
  code: 'group-hospicash',
  name: 'Group Hospicash',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: allTenants,
  startingPrice: 29900,
  plans: [
    {
      code: PLAN,
      name: 'Group Hospicash',
      startingPrice: 29900,
      description: 'A fixed cash amount for every day spent in hospital.',
      benefits: ['Daily cash of Rs 500 to Rs 3,000', 'No bills needed to claim', 'Covers the member under a group policy'],
    },
  ],
  requiresAuthorisation: false,
  landing: {
    tagline: 'Daily cash for every day in hospital, from Rs 299 a year',
    faqs: [
      { question: 'What is hospicash?', answer: 'A fixed amount paid for each day of hospitalisation, whatever the bill.' },
      { question: 'Are bills needed to claim?', answer: 'No. The discharge summary showing the days in hospital is enough.' },
    ],
  },
  tenantVariants: {
    sahyadri: {
      sellerBrand: 'sahyadri',
      startingPrice: 46400,
      plans: [
        {
          code: PLAN,
          name: 'Sahyadri Group Hospicash',
          startingPrice: 46400,
          description: 'Sum insured Rs 2,000 to Rs 5,000 with 15 or 30 cash days, for members aged 18 to 65.',
          benefits: ['15 or 30 days of daily cash a year', 'Enrolment through the bank', 'No medical check-up'],
        },
      ],
      landing: {
        tagline: 'Hospital cash for Sahyadri Co-operative Bank customers, from Rs 464 a year',
        banners: [
          { title: 'Cash for every day in hospital', text: 'Choose 15 or 30 cash days a year, paid whatever the bill.' },
          { title: 'Enrol at your branch or with your Sahyadri agent', text: 'No medical check-up for members aged 18 to 65.' },
        ],
        brochures: [
          {
            id: 'sahyadri-hospicash',
            title: 'Sahyadri Group Hospicash brochure (PDF)',
            summary: 'Sahyadri Co-operative Bank offers its customers a daily hospital cash benefit under a group policy.',
          },
        ],
        faqs: [
          { question: 'How is the premium paid?', answer: 'Once a year, online, when the member enrols.' },
          { question: 'Who can enrol?', answer: 'Customers of Sahyadri Co-operative Bank aged 18 to 65.' },
          { question: 'How many days are paid?', answer: 'Up to 15 or 30 days a year, as chosen at enrolment.' },
        ],
      },
    },
  },
};
