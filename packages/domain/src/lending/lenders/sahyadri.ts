import { homeThirdParty, sandboxGrievance, type LenderRules } from '../lender-profile';

const name = 'Sahyadri Co-operative Bank';

/** Sahyadri Co-operative Bank: the white-label tenant's own bank; lends where it has branches (Maharashtra). */
export const sahyadri: LenderRules = {
  code: 'SAHYADRI',
  name,
  journeyKind: 'apply-first',
  amountChosenBy: 'customer',
  whiteLabelTenant: 'sahyadri',
  minAge: 21,
  maxAge: 65,
  minIncome: 12000,
  salariedOnly: false,
  pinPrefixes: ['40', '41', '42', '43', '44'],
  maxFoir: 0.55,
  minVintageYears: 1,
  minTurnover: 500000,
  products: {
    'personal-loan': {
      minAmount: 10000,
      maxAmount: 1000000,
      minTenure: 6,
      maxTenure: 60,
      rates: { A: 12.5, B: 14.5, C: 16.5 },
      rateType: 'FIXED',
      feePercent: 1,
    },
    'home-loan': {
      minAmount: 500000,
      maxAmount: 30000000,
      minTenure: 60,
      maxTenure: 240,
      rates: { A: 9.5, B: 10.25, C: 11 },
      rateType: 'FLOATING',
      feePercent: 0.5,
      thirdPartyFees: homeThirdParty,
    },
    'business-loans': {
      minAmount: 50000,
      maxAmount: 5000000,
      minTenure: 12,
      maxTenure: 60,
      rates: { A: 14, B: 15.5, C: 17 },
      rateType: 'FIXED',
      feePercent: 1,
    },
  },
  fixedDeposits: { rates: { 6: 6.75, 12: 7.5, 18: 7.75, 24: 7.75, 36: 7.5, 60: 7.25 }, seniorExtra: 0.5 },
  penalCharge: 'Rs 300 for each instalment paid late, plus GST; no penal interest',
  foreclosureFixed: '2 % of the principal outstanding, plus GST',
  coolingOffDays: 3,
  grievance: sandboxGrievance('sahyadri', name, 'Vinayak Patil', 'Pune'),
};
