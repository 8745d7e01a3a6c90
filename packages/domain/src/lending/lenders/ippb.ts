import { sandboxGrievance, type LenderRules } from '../lender-profile';

const name = 'India Post Payments Bank';

/** India Post Payments Bank: sources its partner lenders' small loans; any score but the lowest band. */
export const ippb: LenderRules = {
  code: 'IPPB',
  name,
  journeyKind: 'presence-verification',
  amountChosenBy: 'lender',
  minAge: 21,
  maxAge: 65,
  minIncome: 10000,
  salariedOnly: false,
  pinPrefixes: [],
  maxFoir: 0.6,
  minVintageYears: 99,
  minTurnover: 0,
  products: {
    'personal-loan': { minAmount: 10000, maxAmount: 200000, minTenure: 6, maxTenure: 36, rates: { A: 18, B: 21, C: 24 }, rateType: 'FIXED', feePercent: 3 },
  },
  penalCharge: 'Rs 250 for each instalment paid late, plus GST; no penal interest',
  foreclosureFixed: 'Nil',
  coolingOffDays: 3,
  grievance: sandboxGrievance('ippb', name, 'Anil Kumar', 'New Delhi'),
};
