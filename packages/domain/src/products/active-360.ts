import type { FieldConfig } from '../fields/field-config';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, nomineeFields, planCodeField, replaceField, sampleNominee, sampleProposer } from './common-proposer';
import { premiumFromTotal } from './premium';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';
import { dobMatchesQuotedAge } from './quote-consistency';
import { healthFreeLook } from './free-look';

export const ACTIVE_360_PLAN = 'ACTIVE_360';
/** Entry ages of the cover (docs/decisions/0031), worded as SPEC §5 words the same band for group hospicash. */
export const active360Ages = { min: 18, max: 65 } as const;

/**
 * SPEC §3 gives active-360 no sum-insured configuration: the cover is one fixed benefit, priced by the
 * insured's age (docs/decisions/0031). Yearly premium, GST included, by age band; the youngest band is
 * the Rs 12,000 starting price of SPEC §9.
 */
export const active360PremiumByAgePaise: readonly { maxAge: number; totalPremium: number }[] = [
  { maxAge: 35, totalPremium: 1200000 },
  { maxAge: 45, totalPremium: 1550000 },
  { maxAge: 55, totalPremium: 2100000 },
  { maxAge: 65, totalPremium: 2950000 },
];

export function active360PremiumPaise(age: number): number {
  return (active360PremiumByAgePaise.find((band) => age <= band.maxAge) ?? active360PremiumByAgePaise.at(-1)!).totalPremium;
}

const quoteFields: readonly FieldConfig[] = [
  planCodeField([{ value: ACTIVE_360_PLAN, label: 'Active 360' }]),
  {
    name: 'age',
    kind: 'text',
    inputType: 'tel',
    label: 'Age of the Insured (years)',
    mandatory: true,
    rule: { name: 'ageNumber', min: active360Ages.min, max: active360Ages.max, message: messages.age18to65 },
    requiredMessage: messages.age18to65,
    maxLength: 3,
  },
];

const proposalFields: readonly FieldConfig[] = [
  ...replaceField(commonProposerFields, 'dob', {
    name: 'dob',
    kind: 'date',
    inputType: 'text',
    label: 'Date of Birth',
    mandatory: true,
    rule: { name: 'ageBetween', min: active360Ages.min, max: active360Ages.max, message: messages.age18to65 },
    placeholder: 'DD/MM/YYYY',
    maxLength: 10,
  }),
  ...nomineeFields,
];

export const active360: ProductDefinition = {
  code: 'active-360',
  name: 'Active 360',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 1200000,
  plans: [
    {
      code: ACTIVE_360_PLAN,
      name: 'Active 360',
      startingPrice: 1200000,
      description: 'Comprehensive health cover that rewards an active lifestyle.',
      benefits: ['Hospitalisation cover', 'Premium rewards for staying active', 'Annual health check-up'],
    },
  ],
  requiresAuthorisation: false,
  payoutRateBps: 1000,
  // IRDAI 2024, regulation 20: 30 days to return a health policy, personal accident included (decision 0101).
  freeLook: healthFreeLook,
  landing: {
    tagline: 'Health cover that rewards staying active, from Rs 12,000',
    faqs: [
      { question: 'How do the rewards work?', answer: 'Steps tracked on the app earn a discount on the renewal premium.' },
      { question: 'Who can be covered?', answer: 'Adults from 18 to 65; the premium depends on the age of the insured.' },
    ],
  },
  sale: {
    insurers: ['KAVACH_GENERAL'],
    needsKyc: true,
    checkAgainstQuote: dobMatchesQuotedAge,
    quote: { fields: quoteFields },
    proposal: { fields: proposalFields },
    calculatePremium: (quote) =>
      premiumFromTotal({
        planCode: ACTIVE_360_PLAN,
        totalPremium: active360PremiumPaise(Number(quote.age)),
        netLabel: `Active 360 premium (age ${String(quote.age)})`,
      }),
    // The youngest band (the starting price): the sample proposer, 35 years old.
    samples: (today) => ({
      quote: { planCode: ACTIVE_360_PLAN, age: '35' },
      proposal: { ...sampleProposer(today), ...sampleNominee(today) },
    }),
  },
};
