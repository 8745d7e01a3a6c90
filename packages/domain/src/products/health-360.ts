import type { FieldConfig, FormValues } from '../fields/field-config';
import { amountOptions } from '../fields/options';
import { ageOn, formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, nomineeFields, planCodeField, sampleNominee, sampleProposer } from './common-proposer';
import { capitalisedOptions, checkDate, chosen, dateValue, isChildAge, memberFields, yearsBefore } from './insured-members';
import { premiumFromTotal } from './premium';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';
import { dobMatchesQuotedAge } from './quote-consistency';
import { healthFreeLook } from './free-look';

export const HEALTH_360_PLAN = 'HEALTH_360';

/** SPEC §3, §5, §9: daily cash allowance options, critical illness range and ages. */
export const health360DailyCashAllowance = [500, 1000] as const;
export const health360Limits = { criticalIllnessMin: 200000, criticalIllnessMax: 1000000, minAge: 18, maxAge: 100 } as const;
/** Critical illness cover offered within the §9 range of Rs 2 to 10 lakh (the steps are ours). */
export const health360CriticalIllness = [200000, 300000, 500000, 750000, 1000000] as const;
/** SPEC §3: SPOUSE is always covered (default and locked); up to two children may be added. */
export const health360Members = ['SPOUSE', 'CHILD1', 'CHILD2'] as const;

/**
 * Tariff in rupees, GST included (docs/decisions/0032): a daily cash allowance base, critical illness
 * per lakh, OPD and each child a flat add-on; the sum scaled by the age band of the eldest insured and
 * loaded 25% for a pre-existing disease. The cheapest cover is the Rs 500 of SPEC §9.
 */
export const health360Tariff = {
  dailyCashAllowance: { 500: 200, 1000: 350 } as Readonly<Record<string, number>>,
  criticalIllnessPerLakh: 150,
  opd: 400,
  perChild: 150,
  pedLoading: 1.25,
  /** [highest age of the band, factor], ascending. */
  ageBands: [
    [35, 1],
    [45, 1.3],
    [55, 1.7],
    [65, 2.4],
    [100, 3.2],
  ] as const,
} as const;

export function health360AgeFactor(age: number): number {
  return health360Tariff.ageBands.find(([upTo]) => age <= upTo)?.[1] ?? health360Tariff.ageBands.at(-1)![1];
}

/** The age that prices the cover: the eldest insured's, from `age` and eldestMemberDob. */
export function health360PricingAge(quote: FormValues, today: Date = indiaToday()): number {
  const eldest = dateValue(quote, 'eldestMemberDob');
  return Math.max(Number(quote.age), eldest ? ageOn(eldest, today) : 0);
}

export function calculateHealth360PremiumPaise(quote: FormValues, today: Date = indiaToday()): number {
  const children = chosen(quote, 'membersToBeCovered').filter((member) => member.startsWith('CHILD')).length;
  const rupees =
    (health360Tariff.dailyCashAllowance[String(quote.dailyCashAllowance)] ?? 0) +
    (Number(quote.criticalIllness) / 100000) * health360Tariff.criticalIllnessPerLakh +
    (quote.opd === 'YES' ? health360Tariff.opd : 0) +
    children * health360Tariff.perChild;
  const factor = health360AgeFactor(health360PricingAge(quote, today)) * (quote.ped === 'YES' ? health360Tariff.pedLoading : 1);
  return Math.round(rupees * factor) * 100;
}

const yesNo = capitalisedOptions(['YES', 'NO']);
const adultAge = { name: 'ageBetween', min: health360Limits.minAge, max: health360Limits.maxAge, message: messages.health360Age } as const;

const quoteFields: readonly FieldConfig[] = [
  planCodeField([{ value: HEALTH_360_PLAN, label: 'Health 360' }]),
  {
    name: 'age',
    kind: 'text',
    inputType: 'tel',
    label: 'Age (years)',
    mandatory: true,
    rule: { name: 'ageNumber', min: health360Limits.minAge, max: health360Limits.maxAge, message: messages.health360Age },
    requiredMessage: messages.health360Age,
    maxLength: 3,
  },
  {
    name: 'dailyCashAllowance',
    kind: 'select',
    inputType: 'text',
    label: 'Daily Cash Allowance (Rs)',
    mandatory: true,
    options: amountOptions(health360DailyCashAllowance),
    requiredMessage: messages.selectCashAllowance,
  },
  {
    name: 'criticalIllness',
    kind: 'select',
    inputType: 'text',
    label: 'Critical Illness Cover (Rs)',
    mandatory: true,
    options: amountOptions(health360CriticalIllness),
    requiredMessage: messages.selectAmount,
  },
  { name: 'opd', kind: 'radio', inputType: 'text', label: 'OPD Cover', mandatory: true, options: yesNo, requiredMessage: messages.chooseOption },
  {
    name: 'ped',
    kind: 'radio',
    inputType: 'text',
    label: 'Any Pre-existing Disease?',
    mandatory: true,
    options: yesNo,
    requiredMessage: messages.chooseOption,
  },
  {
    name: 'membersToBeCovered',
    kind: 'multiselect',
    inputType: 'checkbox',
    label: 'Members to be Covered',
    mandatory: true,
    options: [
      { value: 'SPOUSE', label: 'Spouse' },
      { value: 'CHILD1', label: 'Child 1' },
      { value: 'CHILD2', label: 'Child 2' },
    ],
    defaultValue: ['SPOUSE'],
    locked: true,
    requiredMessage: messages.chooseOption,
  },
  ...memberFields({ prefix: 'child1', label: 'Child 1', shownBy: { field: 'membersToBeCovered', value: 'CHILD1' } }),
  ...memberFields({ prefix: 'child2', label: 'Child 2', shownBy: { field: 'membersToBeCovered', value: 'CHILD2' } }),
  {
    name: 'eldestMemberDob',
    kind: 'date',
    inputType: 'text',
    label: 'Eldest Member Date of Birth',
    mandatory: true,
    rule: adultAge,
    requiredMessage: messages.eldestMemberAgeRequired,
    placeholder: 'DD/MM/YYYY',
    maxLength: 10,
  },
];

/** The spouse is always insured, so always named on the proposal. */
const spouseFields: readonly FieldConfig[] = [
  {
    name: 'spouseName',
    kind: 'text',
    inputType: 'text',
    label: 'Spouse Name',
    mandatory: true,
    rule: { name: 'personName' },
    requiredMessage: messages.nameRequired,
    maxLength: 60,
  },
  {
    name: 'spouseDob',
    kind: 'date',
    inputType: 'text',
    label: 'Spouse Date of Birth',
    mandatory: true,
    rule: adultAge,
    placeholder: 'DD/MM/YYYY',
    maxLength: 10,
  },
];

export const health360: ProductDefinition = {
  code: 'health-360',
  name: 'Health 360',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: 50000,
  plans: [
    {
      code: HEALTH_360_PLAN,
      name: 'Health 360',
      startingPrice: 50000,
      description: 'Daily hospital cash, critical illness cover and optional OPD in one plan.',
      benefits: ['Daily cash allowance of Rs 500 or Rs 1,000', 'Critical illness cover of Rs 2 to 10 lakh', 'Optional OPD'],
    },
  ],
  requiresAuthorisation: false,
  payoutRateBps: 1500,
  // IRDAI 2024, regulation 20: 30 days to return a health policy, personal accident included (decision 0101).
  freeLook: healthFreeLook,
  landing: {
    tagline: 'Hospital cash and critical illness cover from Rs 500',
    faqs: [
      { question: 'Who can buy it?', answer: 'Anyone aged 18 to 100, with spouse and up to two children.' },
      {
        question: 'What decides the price?',
        answer: 'The cash allowance, the critical illness cover, OPD, the children covered, pre-existing disease and the age of the eldest member.',
      },
    ],
  },
  sale: {
    insurers: ['KAVACH_GENERAL'],
    checkAgainstQuote: dobMatchesQuotedAge,
    quote: {
      fields: quoteFields,
      refine: (values, ctx) => {
        const today = indiaToday();
        for (const child of ['child1', 'child2']) checkDate(values, `${child}Dob`, (dob) => isChildAge(dob, today), messages.childAge, ctx);
      },
    },
    proposal: { fields: [...commonProposerFields, ...spouseFields, ...nomineeFields] },
    calculatePremium: (quote) =>
      premiumFromTotal({
        planCode: HEALTH_360_PLAN,
        totalPremium: calculateHealth360PremiumPaise(quote),
        netLabel: 'Health 360 premium',
      }),
    // The cheapest cover (the landing's "from Rs 500"), the spouse alone beside the proposer.
    samples: (today) => ({
      quote: {
        planCode: HEALTH_360_PLAN,
        age: '35',
        dailyCashAllowance: '500',
        criticalIllness: '200000',
        opd: 'NO',
        ped: 'NO',
        membersToBeCovered: ['SPOUSE'],
        eldestMemberDob: formatDob(yearsBefore(today, 35)),
      },
      proposal: { ...sampleProposer(today), spouseName: 'Rahul Patil', spouseDob: formatDob(yearsBefore(today, 34)), ...sampleNominee(today) },
    }),
  },
};
