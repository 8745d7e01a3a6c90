import type { FieldConfig, FormValues } from '../fields/field-config';
import { ageOn, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, planCodeField, sampleProposer } from './common-proposer';
import { checkDate, chosen, isChildAge, memberFields } from './insured-members';
import { premiumFromTotal } from './premium';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';
import { healthFreeLook } from './free-look';

export const WELLNESS_PLAN = 'WELLNESS';

/** SPEC §3, §5: OPD healthcare providers with their adult age limits. */
export const wellnessProviders = [
  { code: 'EKINCARE', name: 'eKincare', minAge: 18, maxAge: 65 },
  { code: 'HEALTHASSURE', name: 'HealthAssure', minAge: 18, maxAge: 65 },
  { code: 'SVAAS', name: 'Svaas', minAge: 18, maxAge: 60 },
] as const;
export type WellnessProviderCode = (typeof wellnessProviders)[number]['code'];
export const wellnessChildRelationships = ['SON', 'DAUGHTER'] as const;
export const WELLNESS_MAX_CHILDREN = 2;

/**
 * Messages the spec does not word (docs/decisions/0032): SVAAS's adult limit in the wording of the
 * spec's 18-to-65 message; the annual salary in the wording of 'Enter Valid Price'.
 */
export const wellnessMessages = {
  svaasAge: 'Age should be between 18 to 60 years',
  annualSalary: 'Enter Valid Annual Salary',
  annualSalaryMin: 'Annual salary should be more than Rs.100000',
} as const;
/** The lowest annual salary (rupees) the OPD cover is sold for: it is sold to earning adults. */
export const WELLNESS_MIN_ANNUAL_SALARY = 100000;

/**
 * Tariff in rupees a year, GST included (docs/decisions/0032): the proposer's cover by provider, plus a
 * flat amount for the spouse and for each child. The cheapest, EKINCARE for the proposer alone, is the
 * Rs 530 of SPEC §9.
 */
export const wellnessTariff = {
  proposer: { EKINCARE: 530, HEALTHASSURE: 590, SVAAS: 560 } as Readonly<Record<string, number>>,
  spouse: 380,
  perChild: 220,
} as const;

export function calculateWellnessPremiumPaise(quote: FormValues): number {
  const members = chosen(quote, 'membersToBeCovered');
  const children = members.filter((member) => member.startsWith('CHILD')).length;
  const rupees =
    (wellnessTariff.proposer[String(quote.provider)] ?? 0) + (members.includes('SPOUSE') ? wellnessTariff.spouse : 0) + children * wellnessTariff.perChild;
  return rupees * 100;
}

const membersField = 'membersToBeCovered';
const providerOf = (values: FormValues) => wellnessProviders.find((provider) => provider.code === values.provider);

/**
 * The quote holds every insured and their dates of birth: the adults' age limits depend on the provider,
 * and a form is checked alone, so they are asked where the provider is chosen (docs/decisions/0032).
 */
const quoteFields: readonly FieldConfig[] = [
  planCodeField([{ value: WELLNESS_PLAN, label: 'OPD Healthcare' }]),
  {
    name: 'mobile',
    kind: 'text',
    inputType: 'tel',
    label: 'Mobile Number',
    mandatory: true,
    rule: { name: 'mobile', message: messages.wellnessMobile },
    requiredMessage: messages.wellnessMobile,
    maxLength: 10,
    placeholder: '10 digit mobile number',
  },
  {
    name: 'annualSalary',
    kind: 'amount',
    inputType: 'tel',
    label: 'Annual Salary (Rs)',
    mandatory: true,
    rule: {
      name: 'amountBetween',
      min: WELLNESS_MIN_ANNUAL_SALARY,
      invalidMessage: wellnessMessages.annualSalary,
      minMessage: wellnessMessages.annualSalaryMin,
    },
    requiredMessage: wellnessMessages.annualSalary,
  },
  {
    name: 'provider',
    kind: 'select',
    inputType: 'text',
    label: 'Provider',
    mandatory: true,
    options: wellnessProviders.map((provider) => ({ value: provider.code, label: provider.name })),
    requiredMessage: messages.chooseOption,
    hint: 'eKincare and HealthAssure cover adults 18 to 65, Svaas 18 to 60',
  },
  {
    name: 'dob',
    kind: 'date',
    inputType: 'text',
    label: 'Proposer Date of Birth',
    mandatory: true,
    rule: { name: 'dob' },
    placeholder: 'DD/MM/YYYY',
    maxLength: 10,
  },
  {
    name: membersField,
    kind: 'multiselect',
    inputType: 'checkbox',
    label: 'Family Members Covered',
    mandatory: false,
    options: [
      { value: 'SPOUSE', label: 'Spouse' },
      { value: 'CHILD1', label: 'Child 1' },
      { value: 'CHILD2', label: 'Child 2' },
    ],
    defaultValue: [],
    requiredMessage: messages.chooseOption,
  },
  ...memberFields({ prefix: 'spouse', label: 'Spouse', shownBy: { field: membersField, value: 'SPOUSE' } }),
  ...memberFields({
    prefix: 'child1',
    label: 'Child 1',
    shownBy: { field: membersField, value: 'CHILD1' },
    relationships: wellnessChildRelationships,
  }),
  ...memberFields({
    prefix: 'child2',
    label: 'Child 2',
    shownBy: { field: membersField, value: 'CHILD2' },
    relationships: wellnessChildRelationships,
  }),
];

/** The proposer's date of birth is on the quote (its limit depends on the provider), so not asked again. */
const proposalFields = commonProposerFields.filter((field) => field.name !== 'dob');

export const wellness: ProductDefinition = {
  code: 'wellness',
  name: 'Wellness',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 53000,
  plans: [
    {
      code: WELLNESS_PLAN,
      name: 'OPD Healthcare',
      startingPrice: 53000,
      description: 'Doctor consultations, diagnostics and medicines outside hospital.',
      benefits: ['Unlimited tele-consultations', 'Annual health check-up', 'Spouse and up to two children'],
    },
  ],
  requiresAuthorisation: false,
  payoutRateBps: 1000,
  // IRDAI 2024, regulation 20: 30 days to return a health policy, personal accident included (decision 0101).
  freeLook: healthFreeLook,
  landing: {
    tagline: 'OPD healthcare for the family from Rs 530',
    faqs: [
      { question: 'Who provides the care?', answer: 'eKincare, HealthAssure or Svaas, as chosen.' },
      { question: 'Who can be covered?', answer: 'The proposer, the spouse and up to two children up to 18 years of age.' },
    ],
  },
  sale: {
    insurers: ['KAVACH_GENERAL'],
    quote: {
      fields: quoteFields,
      refine: (values, ctx) => {
        const today = indiaToday();
        const provider = providerOf(values);
        if (provider) {
          const message = provider.code === 'SVAAS' ? wellnessMessages.svaasAge : messages.age18to65;
          const isAdult = (dob: Date) => {
            const age = ageOn(dob, today);
            return age >= provider.minAge && age <= provider.maxAge;
          };
          for (const name of ['dob', 'spouseDob']) checkDate(values, name, isAdult, message, ctx);
        }
        for (const name of ['child1Dob', 'child2Dob']) checkDate(values, name, (dob) => isChildAge(dob, today), messages.childAge, ctx);
      },
    },
    proposal: { fields: proposalFields },
    proposalAnswersFromQuote: { mobile: 'mobile' },
    calculatePremium: (quote) =>
      premiumFromTotal({
        planCode: WELLNESS_PLAN,
        totalPremium: calculateWellnessPremiumPaise(quote),
        netLabel: 'OPD Healthcare premium',
      }),
    // The cheapest cover (the landing's "from Rs 530"): EKINCARE for the proposer alone.
    samples: (today) => {
      const { dob, ...proposer } = sampleProposer(today);
      return {
        quote: {
          planCode: WELLNESS_PLAN,
          mobile: '9876543210',
          annualSalary: '600000',
          provider: 'EKINCARE',
          dob: dob ?? '',
          membersToBeCovered: [],
        },
        proposal: proposer,
      };
    },
  },
};
