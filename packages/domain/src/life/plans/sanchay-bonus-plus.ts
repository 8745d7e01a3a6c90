import { defineLifePlan, suicideExclusion } from '../life-plan';

export const sanchayBonusPlus = defineLifePlan({
  productId: 'sanchay-bonus-plus',
  name: 'Bonus Plus Participating Plan',
  insurer: 'SANCHAY_LIFE',
  type: 'participating',
  uin: '903N055V03',
  kind: 'par',
  pos: false,
  goals: ['wealth', 'guaranteed-income'],
  minRiskAppetite: 'low',
  eligibility: { minAge: 18, maxAge: 60, maxMaturityAge: 80, minTerm: 12, maxTerm: 30, paymentTerms: ['regular', 10, 12], minSumAssured: 300_000, maxSumAssured: 50_000_000, sumAssuredStep: 10_000 },
  pricing: { rate: 0.03, ageSlope: 0.07, smokerFactor: 1.3, womenFactor: 0.85 },
  bonusRates: { at4: 0.5, at8: 3.2 },
  medicalAbove: 20_000_000,
  freeLookDays: 30,
  tagline: 'Guaranteed sum assured with a share in the profits of the participating fund',
  benefits: ['Guaranteed sum assured on maturity', 'Reversionary bonuses added each year once declared, and a terminal bonus', 'Cash bonus may be taken each year instead'],
  riders: ['Accidental death benefit', 'Critical illness'],
  exclusions: [suicideExclusion, 'Bonuses are not guaranteed'],
  samples: [
    { label: 'Man of 30, Rs 10 lakh in 20 years', age: 30, gender: 'MALE', smoker: false, sumAssured: 1_000_000, policyTerm: 20, paymentTerm: 'regular', annualPremium: 36493 },
    { label: 'Woman of 40, Rs 20 lakh in 15 years, paid for 10', age: 40, gender: 'FEMALE', smoker: false, sumAssured: 2_000_000, policyTerm: 15, paymentTerm: 10, annualPremium: 148609 },
  ],
});
