import { homeThirdParty, sandboxGrievance, type LenderRules } from '../lender-profile';

const name = 'YES Bank';

/** YES Bank: the customer applies first and chooses amount and tenure within the sanction. */
export const yes: LenderRules = {
  code: 'YES',
  name,
  journeyKind: 'apply-first',
  amountChosenBy: 'customer',
  minAge: 21,
  maxAge: 60,
  minIncome: 25000,
  salariedOnly: false,
  pinPrefixes: [],
  maxFoir: 0.5,
  minVintageYears: 2,
  minTurnover: 1500000,
  products: {
    'personal-loan': {
      minAmount: 100000,
      maxAmount: 4000000,
      minTenure: 12,
      maxTenure: 60,
      rates: { A: 10.99, B: 12.99 },
      rateType: 'FIXED',
      feePercent: 2.5,
    },
    'home-loan': {
      minAmount: 1000000,
      maxAmount: 100000000,
      minTenure: 60,
      maxTenure: 300,
      rates: { A: 9, B: 9.6 },
      rateType: 'FLOATING',
      feePercent: 0.75,
      thirdPartyFees: homeThirdParty,
    },
    'business-loans': { minAmount: 100000, maxAmount: 5000000, minTenure: 12, maxTenure: 48, rates: { A: 16, B: 18.5 }, rateType: 'FIXED', feePercent: 2 },
    lamf: { minAmount: 50000, maxAmount: 10000000, minTenure: 12, maxTenure: 36, rates: { A: 10.99, B: 10.99 }, rateType: 'FIXED', feePercent: 1 },
  },
  fixedDeposits: { rates: { 6: 6.35, 12: 7.25, 18: 7.75, 24: 7.75, 36: 7.25, 60: 7.25 }, seniorExtra: 0.75 },
  penalCharge: 'Rs 700 for each instalment paid late, plus GST; no penal interest',
  foreclosureFixed: '4 % of the principal outstanding, plus GST',
  coolingOffDays: 3,
  grievance: sandboxGrievance('yes', name, 'Priya Nair', 'Mumbai'),
};
