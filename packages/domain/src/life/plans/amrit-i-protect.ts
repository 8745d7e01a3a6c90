import { defineLifePlan, suicideExclusion } from '../life-plan';

export const amritIProtect = defineLifePlan({
  productId: 'amrit-i-protect',
  name: 'iProtect Term',
  insurer: 'AMRIT_LIFE',
  type: 'term',
  uin: '902N044V03',
  kind: 'protection',
  pos: false,
  goals: ['protection'],
  minRiskAppetite: 'low',
  eligibility: { minAge: 18, maxAge: 60, maxMaturityAge: 80, minTerm: 5, maxTerm: 45, paymentTerms: ['regular', 5, 10, 12], minSumAssured: 5_000_000, maxSumAssured: 500_000_000, sumAssuredStep: 500_000 },
  pricing: { rate: 0.98, ageSlope: 0.08, smokerFactor: 1.8, womenFactor: 0.8 },
  medicalAbove: 15_000_000,
  freeLookDays: 30,
  tagline: 'High cover for salaried customers, with an optional payout as monthly income',
  benefits: ['Sum assured on death as a lump sum, or 10 % at once and the rest over 10 years', 'Cover rises 5 % a year for 10 years if chosen at the start', 'Special exit value: premiums returned once at 60 if the cover is ended'],
  riders: ['Accidental total and permanent disability', 'Critical illness (60 illnesses)'],
  exclusions: [suicideExclusion, 'Death from taking part in a criminal act'],
  samples: [
    { label: 'Man of 30, non-smoker, Rs 1 crore to 60', age: 30, gender: 'MALE', smoker: false, sumAssured: 10_000_000, policyTerm: 30, paymentTerm: 'regular', annualPremium: 9800 },
    { label: 'Woman of 28, non-smoker, Rs 2 crore to 65', age: 28, gender: 'FEMALE', smoker: false, sumAssured: 20_000_000, policyTerm: 37, paymentTerm: 'regular', annualPremium: 14484 },
    { label: 'Man of 45, non-smoker, Rs 75 lakh for 15 years', age: 45, gender: 'MALE', smoker: false, sumAssured: 7_500_000, policyTerm: 15, paymentTerm: 'regular', annualPremium: 20010 },
  ],
});
