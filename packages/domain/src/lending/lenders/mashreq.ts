import { metroPins, sandboxGrievance, type LenderRules } from '../lender-profile';

const name = 'Mashreq Bank';

/** Mashreq Bank: salaried customers in the metros with the strongest scores only. */
export const mashreq: LenderRules = {
  code: 'MASHREQ',
  name,
  journeyKind: 'offer-to-kyc',
  amountChosenBy: 'lender',
  minAge: 23,
  maxAge: 58,
  minIncome: 50000,
  salariedOnly: true,
  pinPrefixes: metroPins,
  maxFoir: 0.5,
  minVintageYears: 99,
  minTurnover: 0,
  products: {
    'personal-loan': { minAmount: 100000, maxAmount: 2500000, minTenure: 12, maxTenure: 48, rates: { A: 11.5 }, rateType: 'FIXED', feePercent: 1 },
  },
  penalCharge: 'Rs 750 for each instalment paid late, plus GST; no penal interest',
  foreclosureFixed: '3 % of the principal outstanding, plus GST',
  coolingOffDays: 5,
  grievance: sandboxGrievance('mashreq', name, 'Farhan Qureshi', 'Mumbai'),
};
