import { homeThirdParty, sandboxGrievance, stampDuty, type LenderRules } from '../lender-profile';

const name = 'Federal Bank';

/** Federal Bank: from the offer straight to KYC; also lends against mutual funds. */
export const federal: LenderRules = {
  code: 'FEDERAL',
  name,
  journeyKind: 'offer-to-kyc',
  amountChosenBy: 'lender',
  minAge: 21,
  maxAge: 60,
  minIncome: 20000,
  salariedOnly: false,
  pinPrefixes: [],
  maxFoir: 0.5,
  minVintageYears: 3,
  minTurnover: 2500000,
  products: {
    'personal-loan': {
      minAmount: 50000,
      maxAmount: 2000000,
      minTenure: 12,
      maxTenure: 60,
      rates: { A: 11.49, B: 13.99 },
      rateType: 'FIXED',
      feePercent: 1.5,
      thirdPartyFees: [stampDuty],
    },
    'home-loan': {
      minAmount: 500000,
      maxAmount: 75000000,
      minTenure: 60,
      maxTenure: 360,
      rates: { A: 8.8, B: 9.35 },
      rateType: 'FLOATING',
      feePercent: 0.5,
      thirdPartyFees: homeThirdParty,
    },
    'business-loans': {
      minAmount: 200000,
      maxAmount: 20000000,
      minTenure: 12,
      maxTenure: 60,
      rates: { A: 14.75, B: 16.5 },
      rateType: 'FIXED',
      feePercent: 2,
    },
    lamf: { minAmount: 25000, maxAmount: 20000000, minTenure: 12, maxTenure: 36, rates: { A: 10.5, B: 10.5, C: 11 }, rateType: 'FIXED', feePercent: 0.5 },
  },
  fixedDeposits: { rates: { 6: 6, 12: 6.8, 18: 7.1, 24: 7.1, 36: 7, 60: 6.6 }, seniorExtra: 0.5 },
  penalCharge: 'Rs 500 for each instalment paid late, plus GST; no penal interest',
  foreclosureFixed: '2 % of the principal outstanding, plus GST',
  coolingOffDays: 3,
  grievance: sandboxGrievance('federal', name, 'Thomas Kurian', 'Kochi'),
};
