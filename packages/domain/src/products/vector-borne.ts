import type { FieldConfig } from '../fields/field-config';
import { amountOptions } from '../fields/options';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, nomineeFields, planCodeField, sampleNominee, sampleProposer } from './common-proposer';
import { premiumFromTotal } from './premium';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';
import { healthFreeLook } from './free-look';

export const VECTOR_BORNE_PLAN = 'VECTOR_BORNE';
/** SPEC §9: the one sum insured, Rs 10,000. */
export const VECTOR_BORNE_SUM_INSURED = 10000;
/** SPEC §9: Rs 199 a year including GST, the same for every insured. */
const VECTOR_BORNE_TOTAL_PAISE = 19900;

const quoteFields: readonly FieldConfig[] = [
  planCodeField([{ value: VECTOR_BORNE_PLAN, label: 'Dengue & Malaria Cover' }]),
  {
    name: 'sumInsured',
    kind: 'select',
    inputType: 'text',
    label: 'Sum Insured',
    mandatory: true,
    options: amountOptions([VECTOR_BORNE_SUM_INSURED]),
    defaultValue: String(VECTOR_BORNE_SUM_INSURED),
    requiredMessage: messages.selectSumInsured,
  },
  {
    name: 'pinCode',
    kind: 'text',
    inputType: 'tel',
    label: 'Pincode',
    mandatory: true,
    rule: { name: 'pinCode', message: messages.quotePinCode },
    requiredMessage: messages.pinCodeRequired,
    maxLength: 6,
    placeholder: 'Pincode of the insured',
  },
];

export const vectorBorne: ProductDefinition = {
  code: 'vector-borne',
  name: 'Vector Borne Disease Cover',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: VECTOR_BORNE_TOTAL_PAISE,
  plans: [
    {
      code: VECTOR_BORNE_PLAN,
      name: 'Dengue & Malaria Cover',
      startingPrice: VECTOR_BORNE_TOTAL_PAISE,
      description: 'Pays the sum insured in one lump sum on diagnosis of a vector-borne disease.',
      benefits: [
        'Rs 10,000 paid on diagnosis and hospitalisation',
        'Covers dengue, malaria, chikungunya, zika, filariasis, kala-azar and Japanese encephalitis',
        'No medical check-up',
      ],
    },
  ],
  requiresAuthorisation: false,
  payoutRateBps: 1500,
  // IRDAI 2024, regulation 20: 30 days to return a health policy, personal accident included (decision 0101).
  freeLook: healthFreeLook,
  landing: {
    tagline: 'Dengue and malaria cover for Rs 199 a year',
    faqs: [
      {
        question: 'What does the cover pay?',
        answer: 'Rs 10,000 in one lump sum when the insured is hospitalised with a covered vector-borne disease.',
      },
      { question: 'Is there a waiting period?', answer: 'Claims for illness diagnosed in the first 15 days of the policy are not paid.' },
      { question: 'Who can be insured?', answer: 'Anyone from 1 to 65 years of age; one policy covers one person.' },
    ],
  },
  sale: {
    insurers: ['KAVACH_GENERAL'],
    quote: { fields: quoteFields },
    proposal: { fields: [...commonProposerFields, ...nomineeFields] },
    proposalAnswersFromQuote: { pinCode: 'pinCode' },
    calculatePremium: () =>
      premiumFromTotal({
        planCode: VECTOR_BORNE_PLAN,
        sumInsured: VECTOR_BORNE_SUM_INSURED,
        totalPremium: VECTOR_BORNE_TOTAL_PAISE,
        netLabel: 'Dengue & Malaria Cover premium',
      }),
    samples: (today) => ({
      quote: { planCode: VECTOR_BORNE_PLAN, sumInsured: String(VECTOR_BORNE_SUM_INSURED), pinCode: '411001' },
      proposal: { ...sampleProposer(today), ...sampleNominee(today) },
    }),
  },
};
