import { defineLifePlan, suicideExclusion } from '../life-plan';

export const sanchayInvestSmart = defineLifePlan({
  productId: 'sanchay-invest-smart',
  name: 'Invest Smart ULIP',
  insurer: 'SANCHAY_LIFE',
  type: 'investment-planning',
  uin: '903L088V01',
  kind: 'ulip',
  pos: false,
  goals: ['wealth'],
  minRiskAppetite: 'medium',
  eligibility: { minAge: 18, maxAge: 60, maxMaturityAge: 80, minTerm: 10, maxTerm: 30, paymentTerms: ['regular', 'single', 5, 10], minSumAssured: 300_000, maxSumAssured: 50_000_000, sumAssuredStep: 10_000 },
  pricing: { rate: 0, ageSlope: 0.075, smokerFactor: 1.5, womenFactor: 0.85 },
  ulipCharges: { allocation: [0.06, 0.04, 0.03, 0.02, 0.02], fundManagement: 0.0135 },
  medicalAbove: 20_000_000,
  freeLookDays: 30,
  tagline: 'Invest in equity, debt or balanced funds with life cover; switch funds free 12 times a year',
  benefits: ['Fund value on maturity', 'On death: the higher of the sum assured, the fund value and 105 % of premiums paid', 'Partial withdrawals after the 5-year lock-in'],
  riders: [],
  exclusions: [suicideExclusion, 'The investment risk in the fund is borne by the policyholder'],
  samples: [
    { label: 'Man of 30, Rs 10 lakh cover (Rs 1 lakh a year) for 15 years', age: 30, gender: 'MALE', smoker: false, sumAssured: 1_000_000, policyTerm: 15, paymentTerm: 'regular', annualPremium: 100000 },
    { label: 'Woman of 48, Rs 7 lakh cover for 10 years, paid for 5', age: 48, gender: 'FEMALE', smoker: false, sumAssured: 700_000, policyTerm: 10, paymentTerm: 5, annualPremium: 100000 },
  ],
});
