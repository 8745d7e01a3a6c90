import { metroPins, sandboxGrievance, type LenderRules } from '../lender-profile';

const name = 'DBS Bank India';

/** DBS Bank India: salaried metro customers of band A, through Stashfin; also lends against mutual funds. */
export const dbs: LenderRules = {
  code: 'DBS',
  name,
  journeyKind: 'via-stashfin',
  amountChosenBy: 'lender',
  minAge: 23,
  maxAge: 58,
  minIncome: 35000,
  salariedOnly: true,
  pinPrefixes: metroPins,
  maxFoir: 0.45,
  minVintageYears: 99,
  minTurnover: 0,
  products: {
    'personal-loan': { minAmount: 50000, maxAmount: 1500000, minTenure: 12, maxTenure: 48, rates: { A: 11.25 }, rateType: 'FIXED', feePercent: 1 },
    lamf: { minAmount: 25000, maxAmount: 5000000, minTenure: 12, maxTenure: 24, rates: { A: 10.25 }, rateType: 'FIXED', feePercent: 0.5 },
  },
  fixedDeposits: { rates: { 6: 5.5, 12: 7, 18: 7, 24: 7, 36: 6.75, 60: 6.5 }, seniorExtra: 0.5 },
  penalCharge: 'Rs 500 for each instalment paid late, plus GST; no penal interest',
  foreclosureFixed: '3 % of the principal outstanding, plus GST',
  coolingOffDays: 3,
  grievance: sandboxGrievance('dbs', name, 'Meera Iyer', 'Mumbai'),
};
