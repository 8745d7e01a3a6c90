import { defineLifePlan, suicideExclusion } from '../life-plan';

export const jslYoungScholar = defineLifePlan({
  productId: 'jsl-young-scholar',
  name: 'Young Scholar Child Plan',
  insurer: 'JEEVAN_SURAKSHA_LIFE',
  type: 'saving-for-child',
  uin: '901N122V01',
  kind: 'par',
  pos: false,
  goals: ['child-education'],
  minRiskAppetite: 'low',
  // The parent is the life insured; the maturity pays for the child's education.
  eligibility: { minAge: 21, maxAge: 50, maxMaturityAge: 70, minTerm: 10, maxTerm: 25, paymentTerms: ['regular', 7, 10], minSumAssured: 300_000, maxSumAssured: 20_000_000, sumAssuredStep: 10_000 },
  pricing: { rate: 0.032, ageSlope: 0.07, smokerFactor: 1.3, womenFactor: 0.85 },
  bonusRates: { at4: 0.5, at8: 3.0 },
  medicalAbove: 15_000_000,
  freeLookDays: 30,
  tagline: 'Money for the child’s college, even if the parent is not there to pay',
  benefits: ['Guaranteed sum assured at maturity, paid over the last 4 years for college fees', 'On the parent’s death: the death sum assured at once, future premiums waived, the policy continues', 'Bonuses when declared'],
  riders: ['Premium waiver (built in)'],
  exclusions: [suicideExclusion, 'Bonuses are not guaranteed'],
  samples: [
    { label: 'Father of 32, Rs 15 lakh in 18 years', age: 32, gender: 'MALE', smoker: false, sumAssured: 1_500_000, policyTerm: 18, paymentTerm: 'regular', annualPremium: 61666 },
    { label: 'Mother of 30, Rs 10 lakh in 15 years, paid for 10', age: 30, gender: 'FEMALE', smoker: false, sumAssured: 1_000_000, policyTerm: 15, paymentTerm: 10, annualPremium: 72154 },
  ],
});
