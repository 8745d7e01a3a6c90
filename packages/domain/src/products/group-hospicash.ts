import type { FieldConfig } from '../fields/field-config';
import { amountOptions } from '../fields/options';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, replaceField, sampleProposer } from './common-proposer';
import { premiumFromTotal } from './premium';
import type { Premium, ProductDefinition, SaleDefinition } from './product-definition';
import { allTenants } from './product-tenants';
import { dobMatchesQuotedAge } from './quote-consistency';
import { healthFreeLook } from './free-look';

/** SPEC §3: daily cash allowance options (Rs a day in hospital) for the Mint tenants. */
export const groupHospicashDailyCash = [500, 1000, 2000, 3000] as const;

/** SPEC §5, §9: the white-label tenant's variant: sum insured Rs 2,000 to 5,000, 15 or 30 cash days, ages 18 to 65. */
export const whiteLabelHospicash = {
  sumInsuredMin: 2000,
  sumInsuredMax: 5000,
  /** The sum insured (Rs of cash a day in hospital) offered from 2,000 to 5,000, in steps of Rs 1,000. */
  sumInsuredOptions: [2000, 3000, 4000, 5000],
  cashDays: [15, 30],
  minAge: 18,
  maxAge: 65,
} as const;

export const GROUP_HOSPICASH_PLAN = 'GROUP_HOSPICASH';
const PLAN = GROUP_HOSPICASH_PLAN;

/**
 * Tariffs (docs/decisions/0030), GST included, per Rs 1,000 of daily cash (the sum insured is the cash
 * paid for each day in hospital), linear in the daily cash:
 * - Mint tenants: Rs 598 a year, cash paid for up to 30 days a year: Rs 500 a day → Rs 299 (§9).
 * - White-label (the bank's group policy): Rs 232 for 15 cash days, Rs 418 for 30 (the second fortnight
 *   of a stay is rarer, so it costs less than the first): Rs 2,000 a day for 15 days → Rs 464 (§9).
 */
export const GROUP_HOSPICASH_DAYS = 30;
export const groupHospicashRatePerThousandPaise = 59800;
export const whiteLabelHospicashRatePerThousandPaise: Record<number, number> = { 15: 23200, 30: 41800 };

export function calculateGroupHospicashPremiumPaise(dailyCash: number): number {
  return (dailyCash / 1000) * groupHospicashRatePerThousandPaise;
}

export function calculateWhiteLabelHospicashPremiumPaise(dailyCash: number, cashDays: number): number {
  const rate = whiteLabelHospicashRatePerThousandPaise[cashDays];
  if (rate === undefined) throw new Error(`No white-label hospicash tariff for ${cashDays} cash days`);
  return (dailyCash / 1000) * rate;
}

const planField: FieldConfig = {
  name: 'planCode',
  kind: 'select',
  inputType: 'text',
  label: 'Plan',
  mandatory: true,
  options: [{ value: PLAN, label: 'Group Hospicash' }],
  defaultValue: PLAN,
  requiredMessage: messages.selectPlanType,
};

/**
 * The daily cash is the product's sum-insured configuration (SPEC §3 lists group hospicash among the
 * sum-insured options, §9 calls the white-label range "sum insured"), so its dropdown says
 * 'Select Valid Sum Insured'; 'Select Valid Cash Allowance' is Health360's dailyCashAllowance field.
 */
const sumInsuredField = (amounts: readonly number[]): FieldConfig => ({
  name: 'sumInsured',
  kind: 'select',
  inputType: 'text',
  label: 'Sum Insured (daily cash, Rs)',
  mandatory: true,
  options: amountOptions(amounts),
  requiredMessage: messages.selectSumInsured,
  hint: 'Paid for each day in hospital',
});

const hospicashPremium = (dailyCash: number, totalPremium: number, label: string): Premium =>
  premiumFromTotal({ planCode: PLAN, sumInsured: dailyCash, totalPremium, netLabel: label });

const mintSale: SaleDefinition = {
  insurers: ['KAVACH_GENERAL'],
  quote: { fields: [planField, sumInsuredField(groupHospicashDailyCash)] },
  proposal: { fields: commonProposerFields },
  calculatePremium: (quote) => {
    const dailyCash = Number(quote.sumInsured);
    return hospicashPremium(dailyCash, calculateGroupHospicashPremiumPaise(dailyCash), `Group Hospicash premium (up to ${GROUP_HOSPICASH_DAYS} days)`);
  },
  samples: (today) => ({
    quote: { planCode: PLAN, sumInsured: '500' },
    proposal: sampleProposer(today),
  }),
};

const ageMessage = messages.age18to65;

const whiteLabelSale: SaleDefinition = {
  insurers: ['KAVACH_GENERAL'],
  checkAgainstQuote: dobMatchesQuotedAge,
  quote: {
    fields: [
      planField,
      sumInsuredField(whiteLabelHospicash.sumInsuredOptions),
      {
        name: 'cashDays',
        kind: 'radio',
        inputType: 'text',
        label: 'Cash Days a Year',
        mandatory: true,
        options: whiteLabelHospicash.cashDays.map((days) => ({ value: String(days), label: `${days} days` })),
        defaultValue: '15',
        requiredMessage: messages.chooseOption,
      },
      {
        name: 'age',
        kind: 'text',
        inputType: 'tel',
        label: 'Age of the Member (years)',
        mandatory: true,
        rule: { name: 'ageNumber', min: whiteLabelHospicash.minAge, max: whiteLabelHospicash.maxAge, message: ageMessage },
        requiredMessage: ageMessage,
        maxLength: 3,
      },
    ],
  },
  // The member enrolled is the proposer: the same age band holds on the date of birth.
  proposal: {
    fields: replaceField(commonProposerFields, 'dob', {
      ...commonProposerFields.find((field) => field.name === 'dob')!,
      rule: { name: 'ageBetween', min: whiteLabelHospicash.minAge, max: whiteLabelHospicash.maxAge, message: ageMessage },
    }),
  },
  calculatePremium: (quote) => {
    const dailyCash = Number(quote.sumInsured);
    const cashDays = Number(quote.cashDays);
    return hospicashPremium(dailyCash, calculateWhiteLabelHospicashPremiumPaise(dailyCash, cashDays), `Group Hospicash premium (${cashDays} days)`);
  },
  // The sample is the cheapest case (15 days), so the catalogue's starting-price check finds Rs 464.
  samples: (today) => ({
    quote: { planCode: PLAN, sumInsured: '2000', cashDays: '15', age: '35' },
    proposal: sampleProposer(today),
  }),
};

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
  payoutRateBps: 1500,
  // IRDAI 2024, regulation 20: 30 days to return a health policy, personal accident included (decision 0101).
  freeLook: healthFreeLook,
  landing: {
    tagline: 'Daily cash for every day in hospital, from Rs 299 a year',
    faqs: [
      { question: 'What is hospicash?', answer: 'A fixed amount paid for each day of hospitalisation, whatever the bill.' },
      { question: 'Are bills needed to claim?', answer: 'No. The discharge summary showing the days in hospital is enough.' },
    ],
  },
  sale: mintSale,
  tenantVariants: {
    sahyadri: {
      sale: whiteLabelSale,
      sellerBrand: 'sahyadri',
      payoutRateBps: 1000,
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
