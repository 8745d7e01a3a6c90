import { defineLifePlan, suicideExclusion } from '../life-plan';

export const amritFortuneUlip = defineLifePlan({
  productId: 'amrit-fortune-ulip',
  name: 'Fortune Online ULIP',
  insurer: 'AMRIT_LIFE',
  type: 'ulip',
  uin: '902L062V04',
  kind: 'ulip',
  pos: false,
  goals: ['wealth'],
  minRiskAppetite: 'medium',
  eligibility: { minAge: 18, maxAge: 60, maxMaturityAge: 85, minTerm: 10, maxTerm: 40, paymentTerms: ['regular', 5, 10], minSumAssured: 250_000, maxSumAssured: 100_000_000, sumAssuredStep: 10_000 },
  pricing: { rate: 0, ageSlope: 0.075, smokerFactor: 1.5, womenFactor: 0.85 },
  // Bought online: no premium allocation charge.
  ulipCharges: { allocation: [0, 0, 0, 0, 0], fundManagement: 0.0135 },
  medicalAbove: 25_000_000,
  freeLookDays: 30,
  tagline: 'No allocation charge: every rupee of premium goes into the fund chosen',
  benefits: ['Fund value at maturity', 'On death: the highest of the sum assured, the fund value and 105 % of premiums paid', 'Mortality charges returned at maturity'],
  riders: [],
  exclusions: [suicideExclusion, 'The investment risk in the fund is borne by the policyholder', 'No withdrawals in the 5-year lock-in'],
  samples: [
    { label: 'Man of 30, Rs 12 lakh cover (Rs 1.2 lakh a year) for 20 years', age: 30, gender: 'MALE', smoker: false, sumAssured: 1_200_000, policyTerm: 20, paymentTerm: 'regular', annualPremium: 120000 },
    { label: 'Woman of 50, Rs 7 lakh cover for 15 years, paid for 10', age: 50, gender: 'FEMALE', smoker: false, sumAssured: 700_000, policyTerm: 15, paymentTerm: 10, annualPremium: 100000 },
  ],
});
