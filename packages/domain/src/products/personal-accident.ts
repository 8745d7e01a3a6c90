import type { FieldConfig, FormValues } from '../fields/field-config';
import { amountOptions } from '../fields/options';
import { GST_RATE, type Paise } from '../money';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, leadNameField, nomineeFields, replaceField, sampleNominee, sampleProposer } from './common-proposer';
import type { PolicyCover, Premium, ProductDefinition, SaleDefinition } from './product-definition';
import { healthFreeLook } from './free-look';
import { mintTenants } from './product-tenants';

/**
 * Individual personal accident cover (SPEC §2: /insurance/personal-accident/v1/basic-pa, create-plan,
 * profile), docs/decisions/0100. Two plans: the ready Basic PA (accidental death, permanent total and
 * permanent partial disability, Rs 10 lakh) and a plan the partner creates from five covers modelled on
 * IRDAI's standard personal accident product. The premium follows the occupation's risk class.
 */
export const BASIC_PA_PLAN = 'BASIC_PA';
export const CUSTOM_PA_PLAN = 'CUSTOM_PA';

/** Occupational risk classes as Indian insurers group them (the former all-India PA tariff's groups I to III). */
export const riskClasses = ['I', 'II', 'III'] as const;
export type RiskClass = (typeof riskClasses)[number];

/** Occupations offered, each with its risk class; the label names the class so the partner sees why a price differs. */
export const paOccupations = [
  { value: 'SALARIED_OFFICE', label: 'Office work, teacher, doctor', riskClass: 'I' },
  { value: 'SHOP_OWNER', label: 'Shop owner or trader', riskClass: 'I' },
  { value: 'DRIVER', label: 'Driver: car, taxi, delivery', riskClass: 'II' },
  { value: 'SKILLED_MANUAL', label: 'Mechanic, carpenter, farmer', riskClass: 'II' },
  { value: 'CONSTRUCTION', label: 'Construction or heights', riskClass: 'III' },
  { value: 'HEAVY_MACHINERY', label: 'Mining or heavy machinery', riskClass: 'III' },
] as const satisfies readonly { value: string; label: string; riskClass: RiskClass }[];
export type PaOccupation = (typeof paOccupations)[number]['value'];

/** The covers of a personal accident plan. Accidental death is the base cover, always included. */
export const paCovers = [
  { code: 'AD', label: 'Accidental death', short: 'Accidental death' },
  { code: 'PTD', label: 'Permanent total disability', short: 'Total disability' },
  { code: 'PPD', label: 'Permanent partial disability', short: 'Partial disability' },
  { code: 'TTD', label: 'Temporary total disability (weekly benefit)', short: 'Weekly benefit' },
  { code: 'AME', label: 'Accident medical expenses', short: 'Medical expenses' },
] as const;
export type PaCoverCode = (typeof paCovers)[number]['code'];
/** The covers the partner may add to accidental death when creating a plan. */
export const optionalPaCovers = paCovers.filter((cover) => cover.code !== 'AD');

/** Capital sum insured (accidental death, and the base of PTD and PPD), rupees. */
export const paSumInsuredOptions = [500000, 1000000, 1500000, 2500000, 5000000] as const;
export const BASIC_PA_SUM_INSURED = 1000000;
/** TTD weekly benefit, rupees a week, paid for up to 104 weeks. */
export const paWeeklyBenefitOptions = [1000, 2500, 5000, 10000] as const;
/** Accident medical expenses, rupees a year. */
export const paMedicalExpensesOptions = [25000, 50000, 100000] as const;
/** Basic PA: accidental death, PTD and PPD. */
export const basicPaCovers: readonly PaCoverCode[] = ['AD', 'PTD', 'PPD'];

/**
 * Annual rates before GST (decision 0100). Capital covers in paise per Rs 1,000 of sum insured (per mille):
 * death 0.50/0.70/1.00 by class, each disability added on top, so death+PTD+PPD (Basic PA) is 1.00/1.40/2.00,
 * the shape of the former all-India PA tariff's tables. TTD in paise a year per Rs 100 of weekly benefit;
 * accident medical expenses in paise per Rs 1,000 of its own sum insured. Every premium is whole rupees.
 */
export const paRates: Readonly<Record<RiskClass, { AD: number; PTD: number; PPD: number; TTD: number; AME: number }>> = {
  I: { AD: 50, PTD: 30, PPD: 20, TTD: 1800, AME: 1500 },
  II: { AD: 70, PTD: 40, PPD: 30, TTD: 2400, AME: 2000 },
  III: { AD: 100, PTD: 60, PPD: 40, TTD: 3600, AME: 3000 },
};

/** The sandbox insurer's underwriting limits (decision 0100): a weekly benefit of at most 1 % of the capital sum insured, medical expenses of at most 10 %. */
export const TTD_MAX_SHARE_OF_SUM_INSURED = 0.01;
export const AME_MAX_SHARE_OF_SUM_INSURED = 0.1;
export const ttdLimitMessage = 'Weekly benefit can be at most 1% of the sum insured';
export const ameLimitMessage = 'Medical expenses can be at most 10% of the sum insured';
export const selectOccupationMessage = 'Select Occupation';

export function riskClassOf(occupation: string): RiskClass | undefined {
  return paOccupations.find((entry) => entry.value === occupation)?.riskClass;
}

/** A plan's covers and amounts, as the premium reads them. */
export interface PaPlanChoice {
  riskClass: RiskClass;
  covers: readonly PaCoverCode[];
  /** Rupees. */
  sumInsured: number;
  /** Rupees a week, with TTD. */
  weeklyBenefit?: number;
  /** Rupees, with AME. */
  medicalExpenses?: number;
}

/** Each cover's annual premium before GST, in paise, rounded up to the whole rupee. */
export function calculatePaCoverPremiums(choice: PaPlanChoice): { code: PaCoverCode; amount: Paise }[] {
  const rates = paRates[choice.riskClass];
  const amountOf = (code: PaCoverCode): number => {
    switch (code) {
      case 'AD':
      case 'PTD':
      case 'PPD':
        return (choice.sumInsured / 1000) * rates[code];
      case 'TTD':
        return ((choice.weeklyBenefit ?? 0) / 100) * rates.TTD;
      case 'AME':
        return ((choice.medicalExpenses ?? 0) / 1000) * rates.AME;
      default: {
        const unknown: never = code;
        throw new Error(`Unknown cover ${String(unknown)}`);
      }
    }
  };
  const covers: PaCoverCode[] = ['AD', ...choice.covers.filter((code) => code !== 'AD')];
  return covers.map((code) => ({ code, amount: Math.ceil(amountOf(code) / 100) * 100 }));
}

/**
 * The premium of a plan: its covers' net premiums, then GST at 18 % on their sum. The breakdown lists the
 * covers (short names, one line each at 360 px); net premium, GST and total are shown beside it.
 */
export function calculatePaPremium(planCode: string, choice: PaPlanChoice): Premium {
  const lines = calculatePaCoverPremiums(choice);
  const netPremium = lines.reduce((sum, line) => sum + line.amount, 0);
  const gst = Math.round(netPremium * GST_RATE);
  const shortOf = (code: PaCoverCode) => paCovers.find((cover) => cover.code === code)!.short;
  return {
    planCode,
    sumInsured: choice.sumInsured,
    netPremium,
    gst,
    totalPremium: netPremium + gst,
    breakdown: lines.map((line) => ({ label: `${shortOf(line.code)}, class ${choice.riskClass}`, amount: line.amount })),
  };
}

/** The plan a valid quote describes. */
export function paPlanChoiceOf(quote: FormValues): PaPlanChoice {
  const riskClass = riskClassOf(String(quote.occupation)) ?? 'I';
  if (quote.planCode !== CUSTOM_PA_PLAN) return { riskClass, covers: basicPaCovers, sumInsured: BASIC_PA_SUM_INSURED };
  const covers = (Array.isArray(quote.covers) ? quote.covers : []).filter((code): code is PaCoverCode => paCovers.some((cover) => cover.code === code));
  return {
    riskClass,
    covers,
    sumInsured: Number(quote.sumInsured),
    ...(covers.includes('TTD') ? { weeklyBenefit: Number(quote.weeklyBenefit) } : {}),
    ...(covers.includes('AME') ? { medicalExpenses: Number(quote.medicalExpenses) } : {}),
  };
}

/** The covers of a valid quote as its certificate prints them (decision 0172). */
export function paPolicyCovers(quote: FormValues): PolicyCover[] {
  const choice = paPlanChoiceOf(quote);
  const capital = choice.sumInsured;
  const covers: PaCoverCode[] = ['AD', ...choice.covers.filter((code) => code !== 'AD')];
  return covers.map((code) => {
    const cover = paCovers.find((candidate) => candidate.code === code)!.label;
    switch (code) {
      case 'AD':
      case 'PTD':
        return { cover, sumInsured: { pays: 'sumInsured', rupees: capital } };
      case 'PPD':
        return { cover, sumInsured: { pays: 'upToShare', rupees: capital } };
      case 'TTD':
        return { cover, sumInsured: { pays: 'perWeek', rupees: choice.weeklyBenefit ?? 0, weeks: 104 } };
      case 'AME':
        return { cover, sumInsured: { pays: 'upToAYear', rupees: choice.medicalExpenses ?? 0 } };
      default: {
        const unknown: never = code;
        throw new Error(`Unknown cover ${String(unknown)}`);
      }
    }
  });
}

const customPlanOnly = { field: 'planCode', equals: [CUSTOM_PA_PLAN] } as const;

const quoteFields: readonly FieldConfig[] = [
  {
    name: 'planCode',
    kind: 'radio',
    inputType: 'text',
    label: 'Plan',
    mandatory: true,
    options: [
      { value: BASIC_PA_PLAN, label: 'Basic PA' },
      { value: CUSTOM_PA_PLAN, label: 'Create Your Plan' },
    ],
    defaultValue: BASIC_PA_PLAN,
    requiredMessage: messages.selectPlanType,
  },
  leadNameField,
  {
    name: 'occupation',
    kind: 'select',
    inputType: 'text',
    label: 'Occupation of the insured',
    mandatory: true,
    options: paOccupations.map(({ value, label, riskClass }) => ({ value, label: `${label} (class ${riskClass})` })),
    requiredMessage: selectOccupationMessage,
    hint: 'Riskier work costs more: the premium follows the risk class.',
  },
  {
    name: 'sumInsured',
    kind: 'select',
    inputType: 'text',
    label: 'Sum Insured (accidental death)',
    mandatory: true,
    options: amountOptions(paSumInsuredOptions),
    defaultValue: String(BASIC_PA_SUM_INSURED),
    requiredMessage: messages.selectSumInsured,
    showWhen: customPlanOnly,
  },
  {
    name: 'covers',
    kind: 'multiselect',
    inputType: 'checkbox',
    label: 'Covers added to accidental death',
    mandatory: false,
    options: optionalPaCovers.map(({ code, label }) => ({ value: code, label })),
    showWhen: customPlanOnly,
  },
  {
    name: 'weeklyBenefit',
    kind: 'select',
    inputType: 'text',
    label: 'Weekly benefit (temporary total disability)',
    mandatory: true,
    options: amountOptions(paWeeklyBenefitOptions),
    requiredMessage: messages.selectAmount,
    showWhen: { field: 'covers', equals: ['TTD'] },
  },
  {
    name: 'medicalExpenses',
    kind: 'select',
    inputType: 'text',
    label: 'Accident medical expenses cover',
    mandatory: true,
    options: amountOptions(paMedicalExpensesOptions),
    requiredMessage: messages.selectAmount,
    showWhen: { field: 'covers', equals: ['AME'] },
  },
];

/** The insured is the proposer, 18 to 65 on the day of the proposal (the sandbox insurer's entry ages, decision 0100). */
const proposalFields = replaceField(commonProposerFields, 'dob', {
  ...commonProposerFields.find((field) => field.name === 'dob')!,
  rule: { name: 'ageBetween', min: 18, max: 65, message: messages.age18to65 },
});

const sale: SaleDefinition = {
  insurers: ['KAVACH_GENERAL'],
  quote: {
    fields: quoteFields,
    // The weekly benefit and medical expenses are capped against the capital sum insured (decision 0100).
    // Basic PA asks neither (hidden fields are dropped before this runs).
    refine: (values, ctx) => {
      const sumInsured = Number(values.sumInsured);
      const covers = Array.isArray(values.covers) ? values.covers : [];
      if (covers.includes('TTD') && Number(values.weeklyBenefit) > sumInsured * TTD_MAX_SHARE_OF_SUM_INSURED) {
        ctx.addIssue({ code: 'custom', message: ttdLimitMessage, path: ['weeklyBenefit'] });
      }
      if (covers.includes('AME') && Number(values.medicalExpenses) > sumInsured * AME_MAX_SHARE_OF_SUM_INSURED) {
        ctx.addIssue({ code: 'custom', message: ameLimitMessage, path: ['medicalExpenses'] });
      }
    },
  },
  proposal: { fields: [...proposalFields, ...nomineeFields] },
  calculatePremium: (quote) => calculatePaPremium(String(quote.planCode), paPlanChoiceOf(quote)),
  covers: (quote) => paPolicyCovers(quote),
  samples: (today) => ({
    // The cheapest choice (class I, accidental death alone), so the catalogue test finds the starting prices.
    quote: { planCode: CUSTOM_PA_PLAN, leadName: 'Asha Patil', occupation: 'SALARIED_OFFICE', sumInsured: '500000', covers: [] },
    proposal: { ...sampleProposer(today), ...sampleNominee(today) },
  }),
};

/** Basic PA for risk class I; a created plan's lowest: accidental death alone, Rs 5 lakh, class I. */
const basicPaStartingPrice = calculatePaPremium(BASIC_PA_PLAN, { riskClass: 'I', covers: basicPaCovers, sumInsured: BASIC_PA_SUM_INSURED }).totalPremium;
const customPaStartingPrice = calculatePaPremium(CUSTOM_PA_PLAN, { riskClass: 'I', covers: ['AD'], sumInsured: paSumInsuredOptions[0] }).totalPremium;

export const personalAccident: ProductDefinition = {
  code: 'personal-accident',
  name: 'Personal Accident',
  category: 'insurance',
  basePath: '/insurance',
  sellerBrand: 'mintpro',
  tenants: mintTenants,
  startingPrice: customPaStartingPrice,
  plans: [
    {
      code: BASIC_PA_PLAN,
      name: 'Basic PA',
      startingPrice: basicPaStartingPrice,
      description: 'A ready plan: Rs 10 lakh for accidental death, permanent total and permanent partial disability.',
      benefits: ['Accidental death: Rs 10 lakh', 'Permanent total disability: Rs 10 lakh', 'Permanent partial disability: a share of Rs 10 lakh by the injury'],
    },
    {
      code: CUSTOM_PA_PLAN,
      name: 'Create Your Plan',
      startingPrice: customPaStartingPrice,
      description: 'Choose the sum insured and add disability, weekly benefit and medical expenses covers.',
      benefits: paCovers.map((cover) => cover.label),
    },
  ],
  requiresAuthorisation: false,
  payoutRateBps: 1500,
  // Personal accident is health insurance business: 30 days (decision 0101).
  freeLook: healthFreeLook,
  landing: {
    tagline: 'Create an accident cover that fits',
    faqs: [
      { question: 'What is covered?', answer: 'Accidental death and disability, with optional covers chosen while creating the plan.' },
      {
        question: 'Why does the occupation change the price?',
        answer: 'Insurers group occupations into risk classes I, II and III; riskier work pays a higher rate.',
      },
    ],
  },
  sale,
};
