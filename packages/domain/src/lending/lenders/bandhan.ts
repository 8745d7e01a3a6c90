import { homeThirdParty, sandboxGrievance, stampDuty, type LenderRules } from '../lender-profile';

const name = 'Bandhan Bank';

/** Bandhan Bank: verifies the customer's presence and liveliness before KYC; lends down to band C. */
export const bandhan: LenderRules = {
  code: 'BANDHAN',
  name,
  journeyKind: 'presence-verification',
  amountChosenBy: 'lender',
  minAge: 21,
  maxAge: 60,
  minIncome: 15000,
  salariedOnly: false,
  pinPrefixes: [],
  maxFoir: 0.55,
  minVintageYears: 2,
  minTurnover: 1000000,
  products: {
    'personal-loan': {
      minAmount: 50000,
      maxAmount: 2500000,
      minTenure: 12,
      maxTenure: 60,
      rates: { A: 12.5, B: 15, C: 18.5 },
      rateType: 'FIXED',
      feePercent: 2.5,
      thirdPartyFees: [stampDuty],
    },
    'home-loan': {
      minAmount: 500000,
      maxAmount: 50000000,
      minTenure: 60,
      maxTenure: 300,
      rates: { A: 9.15, B: 9.9, C: 10.9 },
      rateType: 'FLOATING',
      feePercent: 1,
      thirdPartyFees: homeThirdParty,
    },
    'business-loans': {
      minAmount: 50000,
      maxAmount: 5000000,
      minTenure: 12,
      maxTenure: 36,
      rates: { A: 17, B: 19.5, C: 22 },
      rateType: 'FIXED',
      feePercent: 3,
    },
  },
  fixedDeposits: { rates: { 6: 6, 12: 7.25, 18: 7.25, 24: 7.25, 36: 7.25, 60: 5.85 }, seniorExtra: 0.75 },
  penalCharge: 'Rs 600 for each instalment paid late, plus GST; no penal interest',
  foreclosureFixed: '3 % of the principal outstanding, plus GST',
  coolingOffDays: 3,
  grievance: sandboxGrievance('bandhan', name, 'Sunita Ghosh', 'Kolkata'),
};
