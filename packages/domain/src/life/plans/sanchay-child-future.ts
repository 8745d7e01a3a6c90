import { defineLifePlan, suicideExclusion } from '../life-plan';

export const sanchayChildFuture = defineLifePlan({
  productId: 'sanchay-child-future',
  name: 'Child Future Guaranteed',
  insurer: 'SANCHAY_LIFE',
  type: 'saving-for-child',
  uin: '903N140V02',
  kind: 'non-par',
  pos: false,
  goals: ['child-education', 'guaranteed-income'],
  minRiskAppetite: 'low',
  eligibility: { minAge: 20, maxAge: 50, maxMaturityAge: 70, minTerm: 10, maxTerm: 21, paymentTerms: ['regular', 5, 7, 10], minSumAssured: 250_000, maxSumAssured: 10_000_000, sumAssuredStep: 10_000 },
  pricing: { rate: 0.055, ageSlope: 0.07, smokerFactor: 1.3, womenFactor: 0.85 },
  medicalAbove: 7_500_000,
  freeLookDays: 30,
  tagline: 'A guaranteed education fund for the child, fixed on the day of purchase',
  benefits: ['Guaranteed maturity sum, fixed at the start', 'On the parent’s death: a lump sum, premiums waived, and the maturity still paid'],
  riders: ['Premium waiver (built in)'],
  exclusions: [suicideExclusion],
  samples: [
    { label: 'Father of 35, Rs 20 lakh in 15 years, paid for 10', age: 35, gender: 'MALE', smoker: false, sumAssured: 2_000_000, policyTerm: 15, paymentTerm: 10, annualPremium: 114255 },
    { label: 'Mother of 28, Rs 10 lakh in 18 years', age: 28, gender: 'FEMALE', smoker: false, sumAssured: 1_000_000, policyTerm: 18, paymentTerm: 'regular', annualPremium: 32389 },
  ],
});
