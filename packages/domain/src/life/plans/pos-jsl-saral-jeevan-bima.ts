import { defineLifePlan, suicideExclusion } from '../life-plan';

/** IRDAI's standard term product (Saral Jeevan Bima) filed as a POS product: pure term, no medical examination. */
export const posJslSaralJeevanBima = defineLifePlan({
  productId: 'pos-jsl-saral-jeevan-bima',
  name: 'POS Saral Jeevan Bima',
  insurer: 'JEEVAN_SURAKSHA_LIFE',
  type: 'pos',
  uin: '901N130V01',
  kind: 'protection',
  pos: true,
  goals: ['protection'],
  minRiskAppetite: 'low',
  // IRDAI's Saral Jeevan Bima: entry 18-65, maturity up to 70, term 5-40 years, cover Rs 5 lakh to Rs 25 lakh in
  // multiples of Rs 50,000 (the POS guidelines' step for term plans).
  eligibility: {
    minAge: 18,
    maxAge: 65,
    maxMaturityAge: 70,
    minTerm: 5,
    maxTerm: 40,
    paymentTerms: ['regular', 'single', 5, 10],
    minSumAssured: 500_000,
    maxSumAssured: 2_500_000,
    sumAssuredStep: 50_000,
  },
  // Sold without medicals or income proof, so priced higher per rupee of cover than underwritten term plans.
  pricing: { rate: 1.7, ageSlope: 0.075, smokerFactor: 1.5, womenFactor: 0.85 },
  freeLookDays: 30,
  tagline: 'Simple, standard term cover that any POS person may sell, with no medical examination',
  benefits: ['Sum assured on death during the term', 'Accidental death covered from day one; other deaths after a 45-day waiting period'],
  riders: [],
  exclusions: [suicideExclusion, 'Death other than by accident in the first 45 days: premiums returned, without GST'],
  samples: [
    {
      label: 'Man of 30, non-smoker, Rs 25 lakh to 60',
      age: 30,
      gender: 'MALE',
      smoker: false,
      sumAssured: 2_500_000,
      policyTerm: 30,
      paymentTerm: 'regular',
      annualPremium: 4250,
    },
    {
      label: 'Woman of 45, non-smoker, Rs 10 lakh for 20 years',
      age: 45,
      gender: 'FEMALE',
      smoker: false,
      sumAssured: 1_000_000,
      policyTerm: 20,
      paymentTerm: 'regular',
      annualPremium: 3917,
    },
  ],
});
