import { defineLifePlan, suicideExclusion } from '../life-plan';

/** A POS non-linked non-participating endowment (IRDAI POS guidelines 2016, annexure I(b)). */
export const posAmritBachat = defineLifePlan({
  productId: 'pos-amrit-bachat',
  name: 'POS Bachat Endowment',
  insurer: 'AMRIT_LIFE',
  type: 'pos',
  uin: '902N150V01',
  kind: 'non-par',
  pos: true,
  goals: ['guaranteed-income', 'child-education', 'protection'],
  minRiskAppetite: 'low',
  // POS savings: term 5 to 20 years, maturity by 65, sum assured up to Rs 10 lakh.
  eligibility: {
    minAge: 18,
    maxAge: 55,
    maxMaturityAge: 65,
    minTerm: 5,
    maxTerm: 20,
    paymentTerms: ['regular', 5, 7, 10],
    minSumAssured: 100_000,
    maxSumAssured: 1_000_000,
    sumAssuredStep: 50_000,
  },
  pricing: { rate: 0.052, ageSlope: 0.07, smokerFactor: 1.3, womenFactor: 0.85 },
  freeLookDays: 30,
  tagline: 'A fixed, guaranteed sum at the end of the term and life cover until then',
  benefits: [
    'Guaranteed sum assured on maturity',
    'On death: 10 times the yearly premium or 105 % of premiums paid, whichever is higher',
    'Loan up to 80 % of the surrender value',
  ],
  riders: [],
  exclusions: [suicideExclusion],
  samples: [
    {
      label: 'Man of 30, Rs 5 lakh in 15 years, paid for 10',
      age: 30,
      gender: 'MALE',
      smoker: false,
      sumAssured: 500_000,
      policyTerm: 15,
      paymentTerm: 10,
      annualPremium: 29345,
    },
    {
      label: 'Woman of 40, Rs 10 lakh in 20 years',
      age: 40,
      gender: 'FEMALE',
      smoker: false,
      sumAssured: 1_000_000,
      policyTerm: 20,
      paymentTerm: 'regular',
      annualPremium: 28627,
    },
  ],
});
