import { defineLifePlan, suicideExclusion } from '../life-plan';

export const jslParEndowment = defineLifePlan({
  productId: 'jsl-par-endowment',
  name: 'Jeevan Labh Endowment',
  insurer: 'JEEVAN_SURAKSHA_LIFE',
  type: 'participating',
  uin: '901N060V05',
  kind: 'par',
  pos: false,
  goals: ['wealth', 'protection', 'guaranteed-income'],
  minRiskAppetite: 'low',
  eligibility: { minAge: 18, maxAge: 59, maxMaturityAge: 75, minTerm: 16, maxTerm: 25, paymentTerms: [10, 15], minSumAssured: 200_000, maxSumAssured: 30_000_000, sumAssuredStep: 10_000 },
  pricing: { rate: 0.028, ageSlope: 0.07, smokerFactor: 1.3, womenFactor: 0.85 },
  bonusRates: { at4: 0.4, at8: 2.8 },
  medicalAbove: 15_000_000,
  freeLookDays: 30,
  tagline: 'Limited pay endowment: pay for 10 or 15 years, covered for up to 25',
  benefits: ['Guaranteed sum assured on maturity plus bonuses', 'On death: the death sum assured plus bonuses accrued', 'Loan after two years'],
  riders: ['Accidental death and disability benefit', 'Term rider'],
  exclusions: [suicideExclusion, 'Bonuses are not guaranteed'],
  samples: [
    { label: 'Man of 30, Rs 10 lakh in 21 years, paid for 15', age: 30, gender: 'MALE', smoker: false, sumAssured: 1_000_000, policyTerm: 21, paymentTerm: 15, annualPremium: 45419 },
    { label: 'Woman of 35, Rs 5 lakh in 16 years, paid for 10', age: 35, gender: 'FEMALE', smoker: false, sumAssured: 500_000, policyTerm: 16, paymentTerm: 10, annualPremium: 36719 },
  ],
});
