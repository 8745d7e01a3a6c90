import { describe, expect, it } from 'vitest';
import { lifeStepRequestSchema } from '../api/life';
import { buildFormSchema } from '../fields/build-schema';
import type { FormValues } from '../fields/field-config';
import { lifeCoverOf, lifeCoverValuesOf, lifeFormValuesOf, lifeStepFields, lifeStepRequestOf, type LifeFormStep } from './life-forms';

const rows: [Exclude<LifeFormStep, 'cover'>, FormValues, Record<string, unknown>][] = [
  ['about-insured', { firstName: 'Asha', lastName: 'Verma', dob: '01/01/1990', gender: 'FEMALE', smoker: 'YES', pinCode: '411001' }, { smoker: true }],
  ['about-proposer', { relationship: 'SPOUSE', firstName: 'Ravi', lastName: 'Verma', annualIncome: '1200000' }, { annualIncome: 1_200_000, firstName: 'Ravi' }],
  ['about-proposer', { relationship: 'SELF', annualIncome: '900000' }, { annualIncome: 900_000 }],
  [
    'suitability',
    { annualIncome: '1500000', goals: ['wealth', 'retirement'], dependants: '6', riskAppetite: 'medium' },
    { dependants: 6, goals: ['wealth', 'retirement'] },
  ],
  ['lead', { mobile: '9876543210', email: '', consent: true }, { consent: true }],
];

describe('the life step forms', () => {
  it.each(rows)('%s: what the form accepts, the API accepts', (step, values, expected) => {
    expect(buildFormSchema(lifeStepFields[step]).safeParse(values).success).toBe(true);
    const request = lifeStepRequestOf(step, values);
    expect(lifeStepRequestSchema.safeParse(request).success).toBe(true);
    expect(request.answers).toMatchObject(expected);
  });

  it('refuses in the form what the API would refuse, with the spec’s messages', () => {
    const result = buildFormSchema(lifeStepFields['about-insured']).safeParse({
      firstName: 'A1',
      lastName: 'V',
      dob: '31/02/1990',
      gender: 'FEMALE',
      smoker: 'NO',
      pinCode: '011001',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(['First name should be alphabetical only', 'Invalid date', 'Enter Valid Pincode']));
    expect(buildFormSchema(lifeStepFields.lead).safeParse({ mobile: '9876543210', consent: false }).success).toBe(false);
  });

  it('takes answers given before back into the form, and the cover both ways', () => {
    expect(lifeFormValuesOf('about-insured', { firstName: 'Asha', smoker: false } as never)).toEqual({ firstName: 'Asha', smoker: 'NO' });
    const cover = { sumAssured: 1_000_000, policyTerm: 15, paymentTerm: 10 as const };
    expect(lifeCoverOf(lifeCoverValuesOf(cover))).toEqual(cover);
    expect(lifeCoverOf({ sumAssured: '500000', policyTerm: '10', paymentTerm: 'single' })).toEqual({
      sumAssured: 500_000,
      policyTerm: 10,
      paymentTerm: 'single',
    });
  });
});
