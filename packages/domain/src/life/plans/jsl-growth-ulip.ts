import { defineLifePlan, suicideExclusion } from '../life-plan';

export const jslGrowthUlip = defineLifePlan({
  productId: 'jsl-growth-ulip',
  name: 'Growth Maximiser ULIP',
  insurer: 'JEEVAN_SURAKSHA_LIFE',
  type: 'ulip',
  uin: '901L077V02',
  kind: 'ulip',
  pos: false,
  goals: ['wealth', 'child-education'],
  // An equity-heavy fund only: for customers who accept market risk.
  minRiskAppetite: 'high',
  eligibility: { minAge: 18, maxAge: 55, maxMaturityAge: 75, minTerm: 10, maxTerm: 30, paymentTerms: ['regular', 'single', 7], minSumAssured: 500_000, maxSumAssured: 50_000_000, sumAssuredStep: 10_000 },
  pricing: { rate: 0, ageSlope: 0.075, smokerFactor: 1.5, womenFactor: 0.85 },
  ulipCharges: { allocation: [0.05, 0.04, 0.04, 0.03, 0.03], fundManagement: 0.0125 },
  medicalAbove: 20_000_000,
  freeLookDays: 30,
  tagline: 'Equity growth fund with loyalty additions from the sixth year',
  benefits: ['Fund value at maturity', 'Loyalty additions of 0.25 % of the fund each year from year 6', 'On death: the highest of the sum assured, the fund value and 105 % of premiums paid'],
  riders: [],
  exclusions: [suicideExclusion, 'The investment risk in the fund is borne by the policyholder'],
  samples: [
    { label: 'Man of 35, Rs 15 lakh cover for 20 years', age: 35, gender: 'MALE', smoker: false, sumAssured: 1_500_000, policyTerm: 20, paymentTerm: 'regular', annualPremium: 150000 },
    { label: 'Woman of 30, single premium, Rs 10 lakh cover for 10 years', age: 30, gender: 'FEMALE', smoker: false, sumAssured: 1_000_000, policyTerm: 10, paymentTerm: 'single', annualPremium: 800000 },
  ],
});
