import { defineLifePlan, suicideExclusion } from '../life-plan';

export const jslSmartTerm = defineLifePlan({
  productId: 'jsl-smart-term',
  name: 'Smart Term Protect',
  insurer: 'JEEVAN_SURAKSHA_LIFE',
  type: 'term',
  uin: '901N101V01',
  kind: 'protection',
  pos: false,
  goals: ['protection'],
  minRiskAppetite: 'low',
  eligibility: { minAge: 18, maxAge: 65, maxMaturityAge: 85, minTerm: 10, maxTerm: 50, paymentTerms: ['regular', 'single', 5, 10, 15], minSumAssured: 2_500_000, maxSumAssured: 200_000_000, sumAssuredStep: 100_000 },
  pricing: { rate: 1.1, ageSlope: 0.075, smokerFactor: 1.75, womenFactor: 0.82 },
  medicalAbove: 10_000_000,
  freeLookDays: 30,
  tagline: 'Pure life cover at a low premium, paid to the family as a lump sum',
  benefits: ['Sum assured paid to the nominee on death during the term', 'Terminal illness: the sum assured paid early on diagnosis', 'Tax benefits under sections 80C and 10(10D) as the law stands'],
  riders: ['Accidental death benefit (up to the base sum assured)', 'Critical illness (34 illnesses)', 'Waiver of premium on disability'],
  exclusions: [suicideExclusion, 'No maturity benefit: nothing is paid if the life insured survives the term'],
  samples: [
    { label: 'Man of 30, non-smoker, Rs 1 crore to 60', age: 30, gender: 'MALE', smoker: false, sumAssured: 10_000_000, policyTerm: 30, paymentTerm: 'regular', annualPremium: 11000 },
    { label: 'Woman of 35, non-smoker, Rs 1 crore to 70', age: 35, gender: 'FEMALE', smoker: false, sumAssured: 10_000_000, policyTerm: 35, paymentTerm: 'regular', annualPremium: 13911 },
    { label: 'Man of 40, smoker, Rs 50 lakh for 20 years', age: 40, gender: 'MALE', smoker: true, sumAssured: 5_000_000, policyTerm: 20, paymentTerm: 'regular', annualPremium: 17931 },
    { label: 'Man of 30, Rs 1 crore to 60, paid in 10 years', age: 30, gender: 'MALE', smoker: false, sumAssured: 10_000_000, policyTerm: 30, paymentTerm: 10, annualPremium: 20572 },
  ],
});
