import { defineLifePlan, suicideExclusion } from '../life-plan';

export const amritGuaranteedSavings = defineLifePlan({
  productId: 'amrit-guaranteed-savings',
  name: 'Guaranteed Maturity Plus',
  insurer: 'AMRIT_LIFE',
  type: 'guaranteed-returns',
  uin: '902N099V01',
  kind: 'non-par',
  pos: false,
  goals: ['guaranteed-income'],
  minRiskAppetite: 'low',
  eligibility: { minAge: 25, maxAge: 55, maxMaturityAge: 70, minTerm: 10, maxTerm: 15, paymentTerms: [5, 7, 10], minSumAssured: 500_000, maxSumAssured: 25_000_000, sumAssuredStep: 50_000 },
  pricing: { rate: 0.061, ageSlope: 0.07, smokerFactor: 1.3, womenFactor: 0.85 },
  medicalAbove: 15_000_000,
  freeLookDays: 30,
  tagline: 'Pay for 5 to 10 years, receive a guaranteed sum at the end of 10 to 15 years',
  benefits: ['Guaranteed maturity sum', 'Life cover of at least 10 times the yearly premium until maturity'],
  riders: [],
  exclusions: [suicideExclusion, 'Surrender in the first two years pays nothing'],
  samples: [
    { label: 'Man of 40, Rs 15 lakh in 12 years, paid for 7', age: 40, gender: 'MALE', smoker: false, sumAssured: 1_500_000, policyTerm: 12, paymentTerm: 7, annualPremium: 127401 },
    { label: 'Woman of 30, Rs 10 lakh in 15 years, paid for 10', age: 30, gender: 'FEMALE', smoker: false, sumAssured: 1_000_000, policyTerm: 15, paymentTerm: 10, annualPremium: 53383 },
  ],
});
