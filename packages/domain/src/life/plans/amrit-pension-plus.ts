import { defineLifePlan, suicideExclusion } from '../life-plan';

export const amritPensionPlus = defineLifePlan({
  productId: 'amrit-pension-plus',
  name: 'Pension Plus Deferred Annuity',
  insurer: 'AMRIT_LIFE',
  type: 'retirement',
  uin: '902N081V02',
  kind: 'par',
  pos: false,
  goals: ['retirement'],
  minRiskAppetite: 'low',
  // The vesting benefit (sum assured plus bonuses) buys an annuity; a third may be taken tax-free in cash.
  eligibility: { minAge: 25, maxAge: 65, maxMaturityAge: 80, minTerm: 10, maxTerm: 35, paymentTerms: ['regular', 'single', 10], minSumAssured: 500_000, maxSumAssured: 50_000_000, sumAssuredStep: 10_000 },
  pricing: { rate: 0.03, ageSlope: 0.07, smokerFactor: 1.3, womenFactor: 0.85 },
  bonusRates: { at4: 0.3, at8: 2.6 },
  medicalAbove: 25_000_000,
  freeLookDays: 30,
  tagline: 'Build a retirement corpus with bonuses, then draw a pension for life',
  benefits: ['Guaranteed vesting sum assured plus bonuses at the chosen retirement age', 'Up to 60 % commuted in cash; the rest buys a life annuity', 'On death before vesting: premiums paid with bonuses, at least 105 % of premiums'],
  riders: [],
  exclusions: [suicideExclusion, 'Bonuses are not guaranteed', 'The annuity rate is the one on the vesting date'],
  samples: [
    { label: 'Man of 35, Rs 30 lakh at 60', age: 35, gender: 'MALE', smoker: false, sumAssured: 3_000_000, policyTerm: 25, paymentTerm: 'regular', annualPremium: 81021 },
    { label: 'Woman of 45, Rs 20 lakh at 60, paid for 10', age: 45, gender: 'FEMALE', smoker: false, sumAssured: 2_000_000, policyTerm: 15, paymentTerm: 10, annualPremium: 149657 },
  ],
});
