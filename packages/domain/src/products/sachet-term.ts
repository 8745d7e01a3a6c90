import type { FieldConfig } from '../fields/field-config';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, nomineeFields, planCodeField, replaceField, sampleNominee, sampleProposer } from './common-proposer';
import { genericSumInsuredAmounts, genericSumInsuredOptions } from './generic-sum-insured';
import { premiumFromTotal } from './premium';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';
import { lifeFreeLook } from './free-look';

export const SACHET_TERM_PLAN = 'SACHET_TERM';

/**
 * A one-year term life cover on the generic sum-insured set (SPEC §3), at a flat Rs 1 a year per
 * Rs 1,000 of cover, GST included, whatever the age within the entry ages: small tickets sold
 * without a medical (docs/decisions/0031). Rs 3 lakh costs Rs 300, the starting price.
 */
export const SACHET_TERM_PAISE_PER_THOUSAND = 100;
export const sachetTermAges = { min: 18, max: 50 } as const;

/** Messages the spec does not word (it gives sachet term no age band). */
export const sachetTermMessages = {
  age: 'Age should be between 18 - 50 years',
} as const;

/**
 * The term mandate's declaration (decision 0092): a cover sold without a medical rests on the proposer's
 * own declaration of good health, which the customer ticks when signing the mandate on the link.
 */
export const SACHET_TERM_GOOD_HEALTH_DECLARATION =
  'I declare that I am in good health, that I have not been diagnosed with or treated for any serious illness in the last 5 years, and that I am not aware of any condition that needs treatment.';

export const sachetTermPremiumPaise = (sumInsured: number): number => (sumInsured / 1000) * SACHET_TERM_PAISE_PER_THOUSAND;

const cheapestPremium = sachetTermPremiumPaise(Math.min(...genericSumInsuredAmounts));

const quoteFields: readonly FieldConfig[] = [
  planCodeField([{ value: SACHET_TERM_PLAN, label: 'Sachet Term' }]),
  {
    name: 'sumInsured',
    kind: 'select',
    inputType: 'text',
    label: 'Sum Insured',
    mandatory: true,
    options: genericSumInsuredOptions,
    defaultValue: String(genericSumInsuredAmounts[0]),
    requiredMessage: messages.selectSumInsured,
  },
];

const proposalFields: readonly FieldConfig[] = [
  ...replaceField(commonProposerFields, 'dob', {
    name: 'dob',
    kind: 'date',
    inputType: 'text',
    label: 'Date of Birth',
    mandatory: true,
    rule: { name: 'ageBetween', min: sachetTermAges.min, max: sachetTermAges.max, message: sachetTermMessages.age },
    placeholder: 'DD/MM/YYYY',
    maxLength: 10,
  }),
  ...nomineeFields,
];

/**
 * A small-ticket term life cover. The partner sells it (quote, proposal, the customer's mandate with the
 * good-health declaration on the sachet-term redirection link, payment), or the customer activates a QR
 * code (modules/qr-codes, decision 0089).
 */
export const sachetTerm: ProductDefinition = {
  code: 'sachet-term',
  name: 'Sachet Term',
  category: 'life',
  basePath: '/products',
  sellerBrand: 'mintlife',
  tenants: mintTenants,
  startingPrice: cheapestPremium,
  plans: [
    {
      code: SACHET_TERM_PLAN,
      name: 'Sachet Term',
      startingPrice: cheapestPremium,
      description: 'One year of term life cover in small, affordable amounts.',
      benefits: ['Cover of Rs 3, 5, 7 or 10 lakh', 'Rs 1 a year per Rs 1,000 of cover', 'No medical check-up'],
    },
  ],
  requiresAuthorisation: false,
  payoutRateBps: 1000,
  // IRDAI 2024, regulation 20: 30 days to return a life policy (decision 0101).
  freeLook: lifeFreeLook,
  landing: {
    tagline: 'Bite-sized term life cover',
    faqs: [
      { question: 'Who can be covered?', answer: 'Adults from 18 to 50 years of age, without a medical check-up.' },
      { question: 'What does it cost?', answer: 'Rs 1 a year for every Rs 1,000 of cover: Rs 300 for Rs 3 lakh, Rs 1,000 for Rs 10 lakh.' },
    ],
  },
  sale: {
    insurers: ['JEEVAN_SURAKSHA_LIFE'],
    // The customer signs the proposal on a link, with the good-health declaration, before payment (decision 0092).
    needsMandate: true,
    mandateDeclaration: SACHET_TERM_GOOD_HEALTH_DECLARATION,
    quote: { fields: quoteFields },
    proposal: { fields: proposalFields },
    calculatePremium: (quote) => {
      const sumInsured = Number(quote.sumInsured);
      return premiumFromTotal({
        planCode: SACHET_TERM_PLAN,
        sumInsured,
        totalPremium: sachetTermPremiumPaise(sumInsured),
        netLabel: 'Sachet Term premium (1 year)',
      });
    },
    samples: (today) => ({
      quote: { planCode: SACHET_TERM_PLAN, sumInsured: '500000' },
      proposal: { ...sampleProposer(today), ...sampleNominee(today) },
    }),
  },
};
