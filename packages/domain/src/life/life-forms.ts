import type { AboutInsured, AboutProposer, LifeCoverRequest, LifeLeadStep, LifeStepRequest, SuitabilityAnswers } from '../api/life';
import { lifeMessages } from '../api/life-messages';
import type { FieldConfig, FieldOption, FormValues } from '../fields/field-config';
import { messages } from '../validation/rule-messages';
import { lifeGoalLabels, lifeGoals, type PaymentTermOption } from './life-plan';

/**
 * The life profile steps' forms as field configuration, rendered by the web's form engine (the config form)
 * and converted to the API's step bodies by `lifeStepBodyOf`, which the API checks with the schemas of api/life.ts.
 */
const incomeField: FieldConfig = {
  name: 'annualIncome',
  kind: 'amount',
  inputType: 'text',
  label: 'Yearly income (Rs)',
  mandatory: true,
  rule: { name: 'numeric', message: lifeMessages.income },
  requiredMessage: lifeMessages.income,
  maxLength: 10,
  hint: 'Before tax, from all sources. Used to check the cover and premium suit the customer.',
};

const yesNo: FieldOption[] = [
  { value: 'NO', label: 'No' },
  { value: 'YES', label: 'Yes' },
];

export const lifeStepFields = {
  'about-insured': [
    {
      name: 'firstName',
      kind: 'text',
      inputType: 'text',
      label: 'First Name',
      mandatory: true,
      rule: { name: 'firstName' },
      requiredMessage: messages.firstName,
      maxLength: 50,
    },
    {
      name: 'lastName',
      kind: 'text',
      inputType: 'text',
      label: 'Last Name',
      mandatory: true,
      rule: { name: 'lastName' },
      requiredMessage: messages.lastName,
      maxLength: 50,
    },
    { name: 'dob', kind: 'date', inputType: 'text', placeholder: 'DD/MM/YYYY', maxLength: 10, label: 'Date of Birth', mandatory: true, rule: { name: 'dob' } },
    {
      name: 'gender',
      kind: 'radio',
      inputType: 'text',
      label: 'Gender',
      mandatory: true,
      options: [
        { value: 'MALE', label: 'Male' },
        { value: 'FEMALE', label: 'Female' },
      ],
      requiredMessage: lifeMessages.gender,
    },
    {
      name: 'smoker',
      kind: 'radio',
      inputType: 'text',
      label: 'Smokes or uses tobacco?',
      mandatory: true,
      options: yesNo,
      requiredMessage: messages.chooseOption,
    },
    { name: 'pinCode', kind: 'text', inputType: 'tel', label: 'Pincode', mandatory: true, rule: { name: 'pinCode' }, maxLength: 6 },
  ],
  'about-proposer': [
    {
      name: 'relationship',
      kind: 'radio',
      inputType: 'text',
      label: 'Who pays the premium?',
      mandatory: true,
      options: [
        { value: 'SELF', label: 'The insured person' },
        { value: 'SPOUSE', label: 'Their husband or wife' },
        { value: 'PARENT', label: 'Their parent' },
      ],
      requiredMessage: lifeMessages.relationship,
    },
    {
      name: 'firstName',
      kind: 'text',
      inputType: 'text',
      label: 'Proposer First Name',
      mandatory: true,
      rule: { name: 'firstName' },
      showWhen: { field: 'relationship', equals: ['SPOUSE', 'PARENT'] },
      maxLength: 50,
    },
    {
      name: 'lastName',
      kind: 'text',
      inputType: 'text',
      label: 'Proposer Last Name',
      mandatory: true,
      rule: { name: 'lastName' },
      showWhen: { field: 'relationship', equals: ['SPOUSE', 'PARENT'] },
      maxLength: 50,
    },
    { ...incomeField, label: 'Proposer’s yearly income (Rs)' },
  ],
  suitability: [
    incomeField,
    {
      name: 'goals',
      kind: 'multiselect',
      inputType: 'checkbox',
      label: 'What is the customer saving or insuring for?',
      mandatory: true,
      options: lifeGoals.map((goal) => ({ value: goal, label: lifeGoalLabels[goal] })),
      requiredMessage: lifeMessages.goals,
    },
    {
      name: 'dependants',
      kind: 'select',
      inputType: 'text',
      label: 'People who depend on the customer’s income',
      mandatory: true,
      options: ['0', '1', '2', '3', '4', '5', '6'].map((value) => ({ value, label: value === '6' ? '6 or more' : value })),
      requiredMessage: lifeMessages.dependants,
    },
    {
      name: 'riskAppetite',
      kind: 'radio',
      inputType: 'text',
      label: 'How much risk will the customer take for higher returns?',
      mandatory: true,
      options: [
        { value: 'low', label: 'Low: wants guaranteed money back' },
        { value: 'medium', label: 'Medium: accepts some ups and downs' },
        { value: 'high', label: 'High: invests for the long term in shares' },
      ],
      requiredMessage: lifeMessages.riskAppetite,
    },
  ],
  /** investment-details and sum-assured: the cover asked of every plan of the type at once. */
  cover: [
    {
      name: 'sumAssured',
      kind: 'amount',
      inputType: 'text',
      label: 'Sum assured (Rs)',
      mandatory: true,
      rule: { name: 'numeric', message: lifeMessages.sumAssured },
      requiredMessage: lifeMessages.sumAssured,
      maxLength: 10,
      hint: 'Term plans: the cover paid on death. Savings plans: the amount paid at maturity.',
    },
    {
      name: 'policyTerm',
      kind: 'text',
      inputType: 'tel',
      label: 'Policy term (years)',
      mandatory: true,
      rule: { name: 'numeric', message: lifeMessages.policyTerm },
      requiredMessage: lifeMessages.policyTerm,
      maxLength: 2,
    },
    {
      name: 'paymentTerm',
      kind: 'select',
      inputType: 'text',
      label: 'Premium paid',
      mandatory: true,
      options: [
        { value: 'regular', label: 'Every year of the term' },
        { value: 'single', label: 'Once (single premium)' },
        ...[5, 7, 10, 12, 15].map((years) => ({ value: String(years), label: `For ${years} years` })),
      ],
      requiredMessage: lifeMessages.paymentTerm,
    },
  ],
  lead: [
    {
      name: 'mobile',
      kind: 'text',
      inputType: 'tel',
      label: 'Customer Mobile',
      mandatory: true,
      rule: { name: 'mobile' },
      maxLength: 10,
      hint: 'The insurer sends the proposal form and medical appointment here.',
    },
    { name: 'email', kind: 'text', inputType: 'email', label: 'Customer Email (optional)', mandatory: false, rule: { name: 'email' }, maxLength: 254 },
    {
      name: 'consent',
      kind: 'checkbox',
      inputType: 'checkbox',
      label: 'The customer has read the benefit illustration and agrees to send this proposal to the insurer',
      mandatory: true,
      requiredMessage: lifeMessages.consent,
    },
  ],
} as const satisfies Record<string, readonly FieldConfig[]>;
export type LifeFormStep = keyof typeof lifeStepFields;

const text = (values: FormValues, name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');

/** The API body of a form step from the form's values (strings become numbers and booleans). */
export function lifeStepBodyOf(step: 'about-insured', values: FormValues): AboutInsured;
export function lifeStepBodyOf(step: 'about-proposer', values: FormValues): AboutProposer;
export function lifeStepBodyOf(step: 'suitability', values: FormValues): SuitabilityAnswers;
export function lifeStepBodyOf(step: 'lead', values: FormValues): LifeLeadStep;
export function lifeStepBodyOf(step: Exclude<LifeFormStep, 'cover'>, values: FormValues): AboutInsured | AboutProposer | SuitabilityAnswers | LifeLeadStep {
  switch (step) {
    case 'about-insured':
      return {
        firstName: text(values, 'firstName'),
        lastName: text(values, 'lastName'),
        dob: text(values, 'dob'),
        gender: text(values, 'gender') as AboutInsured['gender'],
        smoker: text(values, 'smoker') === 'YES',
        pinCode: text(values, 'pinCode'),
      };
    case 'about-proposer':
      return {
        relationship: text(values, 'relationship') as AboutProposer['relationship'],
        ...(text(values, 'relationship') === 'SELF' ? {} : { firstName: text(values, 'firstName'), lastName: text(values, 'lastName') }),
        annualIncome: Number(text(values, 'annualIncome')),
      };
    case 'suitability':
      return {
        annualIncome: Number(text(values, 'annualIncome')),
        goals: (Array.isArray(values.goals) ? values.goals : []) as SuitabilityAnswers['goals'],
        dependants: Number(text(values, 'dependants')),
        riskAppetite: text(values, 'riskAppetite') as SuitabilityAnswers['riskAppetite'],
      };
    case 'lead':
      // The form's schema let it through only ticked; the API checks it again (z.literal(true)).
      return { mobile: text(values, 'mobile'), email: text(values, 'email'), consent: (values.consent === true) as true };
  }
}

/** The form's values from answers given before (going back to a step). */
export function lifeFormValuesOf(
  step: Exclude<LifeFormStep, 'cover'>,
  answers: Partial<AboutInsured & AboutProposer & SuitabilityAnswers> | undefined,
): FormValues {
  if (!answers) return {};
  const values: FormValues = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value === undefined) continue;
    if (key === 'smoker') values.smoker = value ? 'YES' : 'NO';
    else if (typeof value === 'number') values[key] = String(value);
    else if (typeof value === 'string' || Array.isArray(value)) values[key] = value as string | string[];
  }
  return step === 'lead' ? {} : values;
}

export const paymentTermOf = (value: string): PaymentTermOption => (value === 'regular' || value === 'single' ? value : (Number(value) as PaymentTermOption));
export const lifeCoverOf = (values: FormValues): LifeCoverRequest => ({
  sumAssured: Number(text(values, 'sumAssured')),
  policyTerm: Number(text(values, 'policyTerm')),
  paymentTerm: paymentTermOf(text(values, 'paymentTerm')),
});

/** The cover form's values from a cover chosen before. */
export const lifeCoverValuesOf = (cover: LifeCoverRequest | undefined): FormValues =>
  cover ? { sumAssured: String(cover.sumAssured), policyTerm: String(cover.policyTerm), paymentTerm: String(cover.paymentTerm) } : { paymentTerm: 'regular' };

/** The PUT body of a form step (every step but the cover, whose plan is chosen on a quote). */
export function lifeStepRequestOf(step: Exclude<LifeFormStep, 'cover'>, values: FormValues): LifeStepRequest {
  switch (step) {
    case 'about-insured':
      return { step, answers: lifeStepBodyOf(step, values) };
    case 'about-proposer':
      return { step, answers: lifeStepBodyOf(step, values) };
    case 'suitability':
      return { step, answers: lifeStepBodyOf(step, values) };
    case 'lead':
      return { step, answers: lifeStepBodyOf(step, values) };
  }
}
