import { defineLifePlan, suicideExclusion } from '../life-plan';

export const sanchayTermShield = defineLifePlan({
  productId: 'sanchay-term-shield',
  name: 'Term Shield with Return of Premium',
  insurer: 'SANCHAY_LIFE',
  type: 'term',
  uin: '903N210V02',
  kind: 'protection',
  pos: false,
  goals: ['protection'],
  minRiskAppetite: 'low',
  eligibility: { minAge: 21, maxAge: 55, maxMaturityAge: 75, minTerm: 10, maxTerm: 40, paymentTerms: ['regular', 10, 15], minSumAssured: 2_500_000, maxSumAssured: 100_000_000, sumAssuredStep: 100_000 },
  // Return of premium at maturity makes it about twice a pure term plan's price.
  pricing: { rate: 2.3, ageSlope: 0.06, smokerFactor: 1.6, womenFactor: 0.85 },
  medicalAbove: 7_500_000,
  freeLookDays: 30,
  tagline: 'Life cover that returns the premiums paid if the life insured survives the term',
  benefits: ['Sum assured on death during the term', 'All base premiums paid returned at the end of the term', 'Paid-up cover after two full years of premiums'],
  riders: ['Accidental death benefit', 'Waiver of premium on critical illness'],
  exclusions: [suicideExclusion, 'Return of premium excludes GST, rider premiums and extra premiums'],
  samples: [
    { label: 'Man of 30, non-smoker, Rs 1 crore for 30 years', age: 30, gender: 'MALE', smoker: false, sumAssured: 10_000_000, policyTerm: 30, paymentTerm: 'regular', annualPremium: 23000 },
    { label: 'Woman of 40, non-smoker, Rs 50 lakh for 20 years', age: 40, gender: 'FEMALE', smoker: false, sumAssured: 5_000_000, policyTerm: 20, paymentTerm: 'regular', annualPremium: 15674 },
  ],
});
