import { defineLifePlan, suicideExclusion } from '../life-plan';

export const sanchayGoldenYears = defineLifePlan({
  productId: 'sanchay-golden-years',
  name: 'Golden Years Pension ULIP',
  insurer: 'SANCHAY_LIFE',
  type: 'retirement',
  uin: '903L120V01',
  kind: 'ulip',
  pos: false,
  goals: ['retirement', 'wealth'],
  minRiskAppetite: 'medium',
  eligibility: { minAge: 25, maxAge: 60, maxMaturityAge: 75, minTerm: 10, maxTerm: 35, paymentTerms: ['regular', 10], minSumAssured: 300_000, maxSumAssured: 30_000_000, sumAssuredStep: 10_000 },
  pricing: { rate: 0, ageSlope: 0.075, smokerFactor: 1.5, womenFactor: 0.85 },
  ulipCharges: { allocation: [0.04, 0.03, 0.03, 0.02, 0.02], fundManagement: 0.0135 },
  medicalAbove: 20_000_000,
  freeLookDays: 30,
  tagline: 'A market-linked pension fund, turned into a life annuity at retirement',
  benefits: ['Fund value at vesting, up to 60 % in cash and the rest as a pension', 'On death: the highest of the sum assured, the fund value and 105 % of premiums paid'],
  riders: [],
  exclusions: [suicideExclusion, 'The investment risk in the fund is borne by the policyholder'],
  samples: [
    { label: 'Man of 35, Rs 10 lakh cover to 60', age: 35, gender: 'MALE', smoker: false, sumAssured: 1_000_000, policyTerm: 25, paymentTerm: 'regular', annualPremium: 100000 },
    { label: 'Woman of 50, Rs 7 lakh cover to 65, paid for 10', age: 50, gender: 'FEMALE', smoker: false, sumAssured: 700_000, policyTerm: 15, paymentTerm: 10, annualPremium: 100000 },
  ],
});
