import { defineLifePlan, suicideExclusion } from '../life-plan';

export const amritWealthBuilder = defineLifePlan({
  productId: 'amrit-wealth-builder',
  name: 'Wealth Builder Participating Endowment',
  insurer: 'AMRIT_LIFE',
  type: 'investment-planning',
  uin: '902N071V02',
  kind: 'par',
  pos: false,
  goals: ['wealth', 'protection'],
  minRiskAppetite: 'low',
  eligibility: { minAge: 18, maxAge: 55, maxMaturityAge: 75, minTerm: 10, maxTerm: 30, paymentTerms: ['regular', 7, 10, 12], minSumAssured: 200_000, maxSumAssured: 50_000_000, sumAssuredStep: 10_000 },
  pricing: { rate: 0.03, ageSlope: 0.07, smokerFactor: 1.3, womenFactor: 0.85 },
  bonusRates: { at4: 0.4, at8: 3.0 },
  medicalAbove: 20_000_000,
  freeLookDays: 30,
  tagline: 'Guaranteed maturity sum with yearly bonuses from the insurer’s participating fund',
  benefits: ['Guaranteed sum assured on maturity', 'Simple reversionary bonuses each year and a terminal bonus at maturity, when declared', 'On death: the death sum assured plus bonuses accrued'],
  riders: ['Accidental death benefit', 'Waiver of premium on death of the proposer'],
  exclusions: [suicideExclusion, 'Bonuses depend on the fund’s performance and are not guaranteed'],
  samples: [
    { label: 'Man of 35, Rs 10 lakh in 20 years, paid for 10', age: 35, gender: 'MALE', smoker: false, sumAssured: 1_000_000, policyTerm: 20, paymentTerm: 10, annualPremium: 63911 },
    { label: 'Woman of 30, Rs 25 lakh in 25 years', age: 30, gender: 'FEMALE', smoker: false, sumAssured: 2_500_000, policyTerm: 25, paymentTerm: 'regular', annualPremium: 67138 },
  ],
});
