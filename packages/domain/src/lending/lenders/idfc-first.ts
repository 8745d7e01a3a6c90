import { homeThirdParty, sandboxGrievance, stampDuty, type LenderRules } from '../lender-profile';

const name = 'IDFC FIRST Bank';

/** IDFC FIRST Bank: its customers go through Stashfin; a score of band B or better. */
export const idfcFirst: LenderRules = {
  code: 'IDFC_FIRST',
  name,
  journeyKind: 'via-stashfin',
  amountChosenBy: 'lender',
  minAge: 23,
  maxAge: 60,
  minIncome: 25000,
  salariedOnly: false,
  pinPrefixes: [],
  maxFoir: 0.5,
  minVintageYears: 2,
  minTurnover: 2000000,
  products: {
    'personal-loan': {
      minAmount: 20000,
      maxAmount: 4000000,
      minTenure: 6,
      maxTenure: 60,
      rates: { A: 10.99, B: 13.5 },
      rateType: 'FIXED',
      feePercent: 2,
      thirdPartyFees: [stampDuty],
    },
    'home-loan': {
      minAmount: 500000,
      maxAmount: 100000000,
      minTenure: 60,
      maxTenure: 360,
      rates: { A: 8.85, B: 9.4 },
      rateType: 'FLOATING',
      feePercent: 0.5,
      thirdPartyFees: homeThirdParty,
    },
    'business-loans': {
      minAmount: 100000,
      maxAmount: 10000000,
      minTenure: 12,
      maxTenure: 48,
      rates: { A: 15.5, B: 18 },
      rateType: 'FIXED',
      feePercent: 2.5,
      thirdPartyFees: [stampDuty],
    },
  },
  fixedDeposits: { rates: { 6: 6.5, 12: 7.25, 18: 7.5, 24: 7.25, 36: 7, 60: 6.75 }, seniorExtra: 0.5 },
  penalCharge: 'Rs 500 for each instalment paid late, plus GST; no penal interest',
  foreclosureFixed: '4 % of the principal outstanding, plus GST, after 12 instalments',
  coolingOffDays: 3,
  grievance: sandboxGrievance('idfc_first', name, 'Ravi Menon', 'Mumbai'),
};
