import { defineLifePlan, suicideExclusion } from '../life-plan';

export const jslAssuredIncome = defineLifePlan({
  productId: 'jsl-assured-income',
  name: 'Assured Savings Plan',
  insurer: 'JEEVAN_SURAKSHA_LIFE',
  type: 'guaranteed-returns',
  uin: '901N115V03',
  kind: 'non-par',
  pos: false,
  goals: ['guaranteed-income', 'wealth'],
  minRiskAppetite: 'low',
  eligibility: { minAge: 18, maxAge: 60, maxMaturityAge: 75, minTerm: 10, maxTerm: 20, paymentTerms: ['regular', 5, 7, 10, 12], minSumAssured: 300_000, maxSumAssured: 50_000_000, sumAssuredStep: 10_000 },
  pricing: { rate: 0.058, ageSlope: 0.07, smokerFactor: 1.3, womenFactor: 0.85 },
  medicalAbove: 25_000_000,
  freeLookDays: 30,
  tagline: 'Every rupee of the maturity benefit guaranteed from day one',
  benefits: ['Guaranteed lump sum at maturity', 'On death: the higher of 10 times the yearly premium and 105 % of premiums paid', 'Loan against the policy after two years'],
  riders: ['Accidental death benefit'],
  exclusions: [suicideExclusion],
  samples: [
    { label: 'Man of 35, Rs 10 lakh in 15 years, paid for 10', age: 35, gender: 'MALE', smoker: false, sumAssured: 1_000_000, policyTerm: 15, paymentTerm: 10, annualPremium: 55378 },
    { label: 'Woman of 45, Rs 20 lakh in 12 years', age: 45, gender: 'FEMALE', smoker: false, sumAssured: 2_000_000, policyTerm: 12, paymentTerm: 'regular', annualPremium: 116124 },
  ],
});
