import type { z } from 'zod';
import type { FieldConfig, FormValues } from '../fields/field-config';
import { plainOptions } from '../fields/options';
import { formatDob, indiaToday, parseDob } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { commonProposerFields, nomineeFields, fullNameField, planCodeField, replaceField, sampleNominee, sampleProposer } from './common-proposer';
import type { InsurerCode } from './insurers';
import { premiumFromTotal } from './premium';
import type { ProductDefinition } from './product-definition';
import { mintTenants } from './product-tenants';
import { dobMatchesQuotedAge } from './quote-consistency';
import { lifeFreeLook } from './free-look';

/** SPEC §3, §5, §9: credit life cover of a loan. */
export const CREDIT_LIFE_PLAN = 'CREDIT_LIFE';
export const creditLifePolicyRoles = ['SINGLE', 'JOINT'] as const;
/**
 * Limits: the spec's sum-insured step, minimum tenure and ages; our own upper bounds (docs/decisions/0031):
 * a sum insured up to Rs 1 crore, a tenure up to 30 years, and cover ending by the age of 70.
 */
export const creditLifeLimits = {
  sumInsuredStep: 100000,
  maxSumInsured: 10000000,
  minTenureYears: 2,
  maxTenureYears: 30,
  minAge: 18,
  maxAge: 60,
  maxAgeAtLoanEnd: 70,
} as const;
/** Medical questions are fetched for one fixed insurer (GET /api/products/credit-life/medicalQuestions?insurerCode). */
export const CREDIT_LIFE_INSURER_CODE: InsurerCode = 'JEEVAN_SURAKSHA_LIFE';

/** Messages the spec does not word (it states the tenure rule but not its text). */
export const creditLifeMessages = {
  tenure: 'Loan tenure should be between 2 - 30 years',
  commencementInFuture: 'Loan commencement date cannot be in the future',
  loanEnded: 'The loan tenure has already ended',
  ageAtLoanEnd: 'Age at the end of the loan tenure should not exceed 70 years',
  loanAccountNumber: 'Enter valid loan account number',
  /** A YES to a disqualifying medical question: the insurer underwrites such a life only offline. */
  medicalRefusal: 'Cover cannot be issued online with this medical history',
} as const;

/** A medical question of the insurer, asked as a YES/NO on the proposal. */
export interface MedicalQuestion {
  /** The proposal field that holds the answer. */
  code: string;
  question: string;
  /** Whether a YES refuses the proposal (the rest are declared and kept with the proposal). */
  disqualifying: boolean;
}

/** Jeevan Suraksha Life's credit-life medical questions (sandbox wording). */
export const creditLifeMedicalQuestions: readonly MedicalQuestion[] = [
  {
    code: 'medicalCriticalIllness',
    question: 'Have you ever been diagnosed with or treated for cancer, a heart condition, stroke, kidney failure, liver disease or HIV/AIDS?',
    disqualifying: true,
  },
  {
    code: 'medicalHospitalisation',
    question: 'In the last 5 years, have you been in hospital for more than 7 days in a row?',
    disqualifying: true,
  },
  {
    code: 'medicalPendingTreatment',
    question: 'Are you under treatment now, or waiting for a test result or a surgery a doctor has advised?',
    disqualifying: true,
  },
  {
    code: 'medicalFamilyHistory',
    question: 'Has a parent, brother or sister been diagnosed with heart disease, cancer or diabetes before the age of 60?',
    disqualifying: false,
  },
];

const medicalQuestionsByInsurer: Partial<Record<string, readonly MedicalQuestion[]>> = {
  [CREDIT_LIFE_INSURER_CODE]: creditLifeMedicalQuestions,
};

/** The credit-life medical questions of an insurer, or undefined for an insurer that does not underwrite credit life. */
export function creditLifeMedicalQuestionsFor(insurerCode: string): readonly MedicalQuestion[] | undefined {
  return Object.hasOwn(medicalQuestionsByInsurer, insurerCode) ? medicalQuestionsByInsurer[insurerCode] : undefined;
}

/**
 * Tariff: a single premium for the whole loan tenure, GST included, per Rs 1,000 of sum insured per year
 * of tenure, by age band; a joint cover (two borrowers) costs 1.8 times a single one. The cheapest quote
 * (Rs 1 lakh, 2 years, aged up to 30, single) is the Rs 728 starting price of SPEC §9.
 */
export const creditLifeRatePerThousandPaise: readonly { maxAge: number; rate: number }[] = [
  { maxAge: 30, rate: 364 },
  { maxAge: 40, rate: 520 },
  { maxAge: 50, rate: 845 },
  { maxAge: 60, rate: 1300 },
];
export const creditLifeJointPercent = 180;

export function calculateCreditLifePremiumPaise(p: { sumInsured: number; tenureYears: number; age: number; policyRole: string }): number {
  const band = creditLifeRatePerThousandPaise.find((b) => p.age <= b.maxAge) ?? creditLifeRatePerThousandPaise.at(-1)!;
  const rolePercent = p.policyRole === 'JOINT' ? creditLifeJointPercent : 100;
  const paise = (p.sumInsured / 1000) * p.tenureYears * band.rate * rolePercent;
  // Whole rupees, rounded up: paise × percent / 100, then up to the next 100 paise.
  return Math.ceil(paise / 100 / 100) * 100;
}

const quoteFields: readonly FieldConfig[] = [
  planCodeField([{ value: CREDIT_LIFE_PLAN, label: 'Credit Life' }]),
  // The borrower the cover is for (SPEC §3 fullName).
  fullNameField,
  {
    name: 'loanCommencementDate',
    kind: 'date',
    inputType: 'text',
    label: 'Loan Commencement Date',
    mandatory: true,
    rule: { name: 'notAfterToday', message: creditLifeMessages.commencementInFuture },
    placeholder: 'DD/MM/YYYY',
    maxLength: 10,
  },
  {
    name: 'policyRole',
    kind: 'radio',
    inputType: 'text',
    label: 'Borrowers Covered',
    mandatory: true,
    options: [
      { value: 'SINGLE', label: 'Single' },
      { value: 'JOINT', label: 'Joint' },
    ],
    defaultValue: 'SINGLE',
    requiredMessage: messages.chooseOption,
  },
  {
    name: 'sumInsured',
    kind: 'amount',
    inputType: 'tel',
    label: 'Sum Insured (Rs)',
    mandatory: true,
    rule: {
      name: 'multipleOf',
      step: creditLifeLimits.sumInsuredStep,
      max: creditLifeLimits.maxSumInsured,
      invalidMessage: messages.sumInsured,
      stepMessage: messages.sumInsuredMultiple,
    },
    requiredMessage: messages.sumInsured,
    placeholder: 'Usually the loan amount',
    hint: 'Rs 1,00,000 to Rs 1,00,00,000, in multiples of Rs 1,00,000',
  },
  {
    name: 'loanTenure',
    kind: 'text',
    inputType: 'tel',
    label: 'Loan Tenure (years)',
    mandatory: true,
    rule: {
      name: 'integerBetween',
      min: creditLifeLimits.minTenureYears,
      max: creditLifeLimits.maxTenureYears,
      message: creditLifeMessages.tenure,
    },
    requiredMessage: creditLifeMessages.tenure,
    maxLength: 2,
  },
  {
    name: 'age',
    kind: 'text',
    inputType: 'tel',
    label: 'Age of the Borrower (years)',
    mandatory: true,
    rule: { name: 'ageNumber', min: creditLifeLimits.minAge, max: creditLifeLimits.maxAge, message: messages.creditLifeAge },
    requiredMessage: messages.creditLifeAge,
    maxLength: 3,
  },
];

/** YES/NO radios from the insurer's questions: the proposal asks exactly what the lookup serves. */
const medicalQuestionFields: readonly FieldConfig[] = creditLifeMedicalQuestions.map((question): FieldConfig => ({
  name: question.code,
  kind: 'radio',
  inputType: 'text',
  label: question.question,
  mandatory: true,
  options: plainOptions(['YES', 'NO']),
  requiredMessage: messages.chooseOption,
  ...(question.disqualifying ? { rule: { name: 'rejectValues', values: ['YES'], message: creditLifeMessages.medicalRefusal } } : {}),
}));

/** The co-borrower of a JOINT cover (policyRole on the quote), 18 to 60 like the borrower; not asked for a SINGLE one. */
const jointCover = { field: 'policyRole', equals: ['JOINT'] } as const;
const coBorrowerFields: readonly FieldConfig[] = [
  {
    name: 'coBorrowerFirstName',
    kind: 'text',
    inputType: 'text',
    label: 'Co-borrower First Name',
    mandatory: true,
    rule: { name: 'firstName' },
    showWhen: jointCover,
  },
  {
    name: 'coBorrowerLastName',
    kind: 'text',
    inputType: 'text',
    label: 'Co-borrower Last Name',
    mandatory: true,
    rule: { name: 'lastName' },
    showWhen: jointCover,
  },
  {
    name: 'coBorrowerDob',
    kind: 'date',
    inputType: 'text',
    label: 'Co-borrower Date of Birth',
    mandatory: true,
    rule: { name: 'ageBetween', min: creditLifeLimits.minAge, max: creditLifeLimits.maxAge, message: messages.creditLifeAge },
    placeholder: 'DD/MM/YYYY',
    maxLength: 10,
    showWhen: jointCover,
  },
];

const proposalFields: readonly FieldConfig[] = [
  {
    name: 'loanAccountNumber',
    kind: 'text',
    inputType: 'text',
    label: 'Loan Account Number',
    mandatory: true,
    rule: { name: 'alphanumeric', message: creditLifeMessages.loanAccountNumber },
    maxLength: 20,
  },
  ...replaceField(commonProposerFields, 'dob', {
    name: 'dob',
    kind: 'date',
    inputType: 'text',
    label: 'Date of Birth',
    mandatory: true,
    rule: { name: 'ageBetween', min: creditLifeLimits.minAge, max: creditLifeLimits.maxAge, message: messages.creditLifeAge },
    placeholder: 'DD/MM/YYYY',
    maxLength: 10,
  }),
  ...nomineeFields,
  ...coBorrowerFields,
  ...medicalQuestionFields,
];

/** Checks across quote fields: the loan must still be running, and the cover must end by the age of 70. */
function refineQuote(values: FormValues, ctx: z.RefinementCtx) {
  const tenure = typeof values.loanTenure === 'string' ? Number(values.loanTenure) : undefined;
  if (tenure === undefined) return;
  const commenced = typeof values.loanCommencementDate === 'string' ? parseDob(values.loanCommencementDate) : null;
  if (commenced) {
    const ends = new Date(commenced.getFullYear() + tenure, commenced.getMonth(), commenced.getDate());
    if (ends.getTime() <= indiaToday().getTime()) {
      ctx.addIssue({ code: 'custom', message: creditLifeMessages.loanEnded, path: ['loanCommencementDate'] });
    }
  }
  if (typeof values.age === 'string' && Number(values.age) + tenure > creditLifeLimits.maxAgeAtLoanEnd) {
    ctx.addIssue({ code: 'custom', message: creditLifeMessages.ageAtLoanEnd, path: ['loanTenure'] });
  }
}

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
      code: CREDIT_LIFE_PLAN,
      name: 'Credit Life',
      startingPrice: 72800,
      description: 'Pays off the outstanding loan if the borrower dies during the loan tenure.',
      benefits: ['Single or joint borrowers', 'Sum insured in multiples of Rs 1 lakh', 'Loan tenures from 2 years'],
    },
  ],
  requiresAuthorisation: true,
  payoutRateBps: 1500,
  // IRDAI 2024, regulation 20: 30 days to return a life policy (decision 0101).
  freeLook: lifeFreeLook,
  landing: {
    tagline: 'Protect the family from the loan, from Rs 728',
    faqs: [
      { question: 'Who can be covered?', answer: 'Borrowers aged 18 to 60 with a loan tenure of at least 2 years.' },
      { question: 'How is the sum insured chosen?', answer: 'In multiples of Rs 1,00,000, usually the loan amount.' },
      {
        question: 'What if the borrower has an illness?',
        answer: 'A serious illness, a long hospital stay or a pending treatment is underwritten by the insurer offline, not online.',
      },
    ],
  },
  sale: {
    insurers: [CREDIT_LIFE_INSURER_CODE],
    needsKyc: true,
    checkAgainstQuote: dobMatchesQuotedAge,
    quote: { fields: quoteFields, refine: refineQuote },
    proposal: { fields: proposalFields },
    calculatePremium: (quote) => {
      const sumInsured = Number(quote.sumInsured);
      return premiumFromTotal({
        planCode: CREDIT_LIFE_PLAN,
        sumInsured,
        totalPremium: calculateCreditLifePremiumPaise({
          sumInsured,
          tenureYears: Number(quote.loanTenure),
          age: Number(quote.age),
          policyRole: String(quote.policyRole),
        }),
        netLabel: `Credit Life premium (${quote.policyRole === 'JOINT' ? 'joint' : 'single'}, ${String(quote.loanTenure)} years)`,
      });
    },
    // The cheapest cover (the starting price): Rs 1 lakh over 2 years for a 30-year-old single borrower.
    samples: (today) => ({
      quote: {
        planCode: CREDIT_LIFE_PLAN,
        fullName: 'Asha Patil',
        loanCommencementDate: formatDob(today),
        policyRole: 'SINGLE',
        sumInsured: '100000',
        loanTenure: '2',
        age: '30',
      },
      proposal: {
        loanAccountNumber: 'HL0012345678',
        ...sampleProposer(today),
        dob: formatDob(new Date(today.getFullYear() - 30, today.getMonth(), today.getDate())),
        ...sampleNominee(today),
        ...Object.fromEntries(creditLifeMedicalQuestions.map((question) => [question.code, 'NO'])),
      },
    }),
  },
};
