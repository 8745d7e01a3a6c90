import { formatRupeeAmount } from '../format';
import type { Paise } from '../money';
import { rupeesToPaise } from '../money';
import { feeWithGst, instalmentSchedule, loanCost, type LoanCost } from './apr';
import { lenderNames, type LenderCode, type LoanProductCode } from './lender-codes';

/**
 * The sandbox lenders (one per bank code of SPEC §9), each with its own eligibility, rates, fees and limits,
 * so offers really differ and some customers get none. Pure and deterministic: the same applicant always
 * gets the same answer. docs/sandbox.md lists the rules and the magic values; decision 0076 the design.
 */

/** What the lenders see of an application (after the customer's consent). Money in paise. */
export interface Applicant {
  productCode: LoanProductCode;
  pan: string;
  mobile: string;
  /** Whole years; absent for a business (the owner's age is not asked). */
  age?: number;
  employmentType?: 'SALARIED' | 'SELF_EMPLOYED';
  monthlyIncome?: Paise;
  pinCode: string;
  loanAmount: Paise;
  tenureMonths: number;
  /** Home loan */
  propertyValue?: Paise;
  /** Business loans */
  annualTurnover?: Paise;
  vintageYears?: number;
  /** LAMF: what the pledged folios allow (lending/lamf.ts). */
  lamfEligibleAmount?: Paise;
}

export type ScoreBand = 'A' | 'B' | 'C' | 'D';

/**
 * A bureau-like score, 300 to 900, from the PAN and mobile (FNV-1a hash), so a customer keeps his score.
 * Magic: a mobile ending 0009 scores 820, one ending 0008 scores 520.
 */
export function sandboxCreditScore(pan: string, mobile: string): number {
  if (mobile.endsWith('0009')) return 820;
  if (mobile.endsWith('0008')) return 520;
  let hash = 0x811c9dc5;
  for (const ch of `${pan.toUpperCase()}|${mobile}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // Most customers land between 600 and 850, as in a real bureau's population.
  return 600 + (hash % 251) - (hash % 7 === 0 ? 150 : 0);
}

export function scoreBand(score: number): ScoreBand {
  if (score >= 750) return 'A';
  if (score >= 680) return 'B';
  if (score >= 600) return 'C';
  return 'D';
}

/** Magic mobile endings the sandbox lenders obey (docs/sandbox.md). */
export const sandboxLenderMagic = {
  /** Every lender declines. */
  decline: '0001',
  /** No lender answers: they stay pending until the offer window closes. */
  timeout: '0002',
  /** Every lender answers late, by signed callback after the deadline. */
  lateCallback: '0003',
} as const;
export type LenderBehaviour = 'answer' | 'decline' | 'timeout' | 'late';
export function sandboxBehaviour(mobile: string): LenderBehaviour {
  if (mobile.endsWith(sandboxLenderMagic.decline)) return 'decline';
  if (mobile.endsWith(sandboxLenderMagic.timeout)) return 'timeout';
  if (mobile.endsWith(sandboxLenderMagic.lateCallback)) return 'late';
  return 'answer';
}

export type RateType = 'FIXED' | 'FLOATING';

/** RBI's policy repo rate, the external benchmark of the sandbox's floating home loans. */
export const REPO_RATE_PERCENT = 5.5;

interface ProductTerms {
  minAmount: number;
  maxAmount: number;
  minTenure: number;
  maxTenure: number;
  /** Rate by score band (percent a year); a band missing is declined. */
  rates: Partial<Record<ScoreBand, number>>;
  rateType: RateType;
  /** Processing fee, percent of the amount, before GST. */
  feePercent: number;
  /** Fees paid through the lender to third parties (stamp duty, valuation…), rupees. */
  thirdPartyFees?: readonly { label: string; rupees: number; payableTo: string }[];
}

export interface LenderRules {
  code: LenderCode;
  minAge: number;
  maxAge: number;
  /** Monthly income, rupees. */
  minIncome: number;
  salariedOnly: boolean;
  /** Pincode prefixes served (empty: all India). */
  pinPrefixes: readonly string[];
  /** Largest share of monthly income all EMIs may take (fixed obligation to income ratio). */
  maxFoir: number;
  /** Business loans: the least years in business and turnover (rupees) */
  minVintageYears: number;
  minTurnover: number;
  products: Partial<Record<LoanProductCode, ProductTerms>>;
  /** Contingent charges as the KFS words them. */
  penalCharge: string;
  foreclosureFixed: string;
  coolingOffDays: number;
  grievance: { name: string; designation: string; phone: string; email: string; address: string };
}

const metroPins = ['11', '40', '41', '50', '56', '60', '70'] as const;
const stampDuty = { label: 'Stamp duty', rupees: 500, payableTo: 'State government' } as const;
const homeThirdParty = [
  { label: 'Property valuation', rupees: 3000, payableTo: 'Empanelled valuer' },
  { label: 'Legal opinion', rupees: 2500, payableTo: 'Empanelled advocate' },
  { label: 'Stamp duty', rupees: 1000, payableTo: 'State government' },
] as const;
const grievance = (code: string, name: string, city: string) => ({
  name,
  designation: 'Principal Nodal Officer, grievance redressal',
  phone: '1800 000 0000',
  email: `grievance@${code}.sandbox.example`,
  address: `${lenderNames[code.toUpperCase() as LenderCode] ?? code}, ${city}`,
});

export const lenderRules: Record<LenderCode, LenderRules> = {
  IDFC_FIRST: {
    code: 'IDFC_FIRST',
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
    penalCharge: 'Rs 500 for each instalment paid late, plus GST; no penal interest',
    foreclosureFixed: '4 % of the principal outstanding, plus GST, after 12 instalments',
    coolingOffDays: 3,
    grievance: grievance('idfc_first', 'Ravi Menon', 'Mumbai'),
  },
  BANDHAN: {
    code: 'BANDHAN',
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
    penalCharge: 'Rs 600 for each instalment paid late, plus GST; no penal interest',
    foreclosureFixed: '3 % of the principal outstanding, plus GST',
    coolingOffDays: 3,
    grievance: grievance('bandhan', 'Sunita Ghosh', 'Kolkata'),
  },
  MASHREQ: {
    code: 'MASHREQ',
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
    grievance: grievance('mashreq', 'Farhan Qureshi', 'Mumbai'),
  },
  IPPB: {
    code: 'IPPB',
    minAge: 21,
    maxAge: 65,
    minIncome: 10000,
    salariedOnly: false,
    pinPrefixes: [],
    maxFoir: 0.6,
    minVintageYears: 99,
    minTurnover: 0,
    products: {
      // A payments bank sources small loans of its partner lenders: small amounts, any score but the lowest band.
      'personal-loan': { minAmount: 10000, maxAmount: 200000, minTenure: 6, maxTenure: 36, rates: { A: 18, B: 21, C: 24 }, rateType: 'FIXED', feePercent: 3 },
    },
    penalCharge: 'Rs 250 for each instalment paid late, plus GST; no penal interest',
    foreclosureFixed: 'Nil',
    coolingOffDays: 3,
    grievance: grievance('ippb', 'Anil Kumar', 'New Delhi'),
  },
  FEDERAL: {
    code: 'FEDERAL',
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
    penalCharge: 'Rs 500 for each instalment paid late, plus GST; no penal interest',
    foreclosureFixed: '2 % of the principal outstanding, plus GST',
    coolingOffDays: 3,
    grievance: grievance('federal', 'Thomas Kurian', 'Kochi'),
  },
  YES: {
    code: 'YES',
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
    penalCharge: 'Rs 700 for each instalment paid late, plus GST; no penal interest',
    foreclosureFixed: '4 % of the principal outstanding, plus GST',
    coolingOffDays: 3,
    grievance: grievance('yes', 'Priya Nair', 'Mumbai'),
  },
  DBS: {
    code: 'DBS',
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
    penalCharge: 'Rs 500 for each instalment paid late, plus GST; no penal interest',
    foreclosureFixed: '3 % of the principal outstanding, plus GST',
    coolingOffDays: 3,
    grievance: grievance('dbs', 'Meera Iyer', 'Mumbai'),
  },
  SAHYADRI: {
    code: 'SAHYADRI',
    minAge: 21,
    maxAge: 65,
    minIncome: 12000,
    salariedOnly: false,
    // A co-operative bank of Maharashtra lends where it has branches.
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
    penalCharge: 'Rs 300 for each instalment paid late, plus GST; no penal interest',
    foreclosureFixed: '2 % of the principal outstanding, plus GST',
    coolingOffDays: 3,
    grievance: grievance('sahyadri', 'Vinayak Patil', 'Pune'),
  },
};

/** The RBI's loan-to-value caps on housing loans, by loan size (rupees). */
export function homeLoanMaxLtv(loanRupees: number): number {
  if (loanRupees <= 3000000) return 0.9;
  if (loanRupees <= 7500000) return 0.8;
  return 0.75;
}

/** What a lender proposes: the terms, before the KFS turns them into a statement. */
export interface OfferTerms {
  lenderCode: LenderCode;
  productCode: LoanProductCode;
  amount: Paise;
  tenureMonths: number;
  annualRatePercent: number;
  rateType: RateType;
  /** Floating: the benchmark and the spread over it. */
  benchmark: string | null;
  spreadPercent: number | null;
  processingFeePercent: number;
  lenderFees: { label: string; amount: Paise; payableTo: string }[];
  thirdPartyFees: { label: string; amount: Paise; payableTo: string }[];
  cost: LoanCost;
  /** The customer's score band the rate was priced for (absent on offers stored before it was kept). */
  scoreBand?: ScoreBand;
}

export type LenderDecision = { kind: 'offer'; terms: OfferTerms } | { kind: 'decline'; reason: string };

const rupees = (paise: Paise) => Math.floor(paise / 100);
const round1000 = (r: number) => Math.floor(r / 1000) * 1000;

/** Builds the terms of an offer of `amount` (paise) at a rate; fees split lender vs third parties. */
export function offerTerms(
  lender: LenderRules,
  productCode: LoanProductCode,
  amount: Paise,
  tenureMonths: number,
  annualRatePercent: number,
  terms: Pick<ProductTerms, 'rateType' | 'feePercent' | 'thirdPartyFees'>,
): OfferTerms {
  const { fee, gst } = feeWithGst(amount, terms.feePercent);
  const lenderFees = [
    { label: `Processing fee (${terms.feePercent} %)`, amount: fee, payableTo: lenderNames[lender.code] },
    { label: 'GST on processing fee (18 %)', amount: gst, payableTo: 'Government of India' },
  ];
  const thirdPartyFees = (terms.thirdPartyFees ?? []).map((f) => ({ label: f.label, amount: rupeesToPaise(f.rupees), payableTo: f.payableTo }));
  const upfront = [...lenderFees, ...thirdPartyFees].reduce((sum, f) => sum + f.amount, 0);
  const floating = terms.rateType === 'FLOATING';
  return {
    lenderCode: lender.code,
    productCode,
    amount,
    tenureMonths,
    annualRatePercent,
    rateType: terms.rateType,
    benchmark: floating ? 'RBI policy repo rate' : null,
    spreadPercent: floating ? Math.round((annualRatePercent - REPO_RATE_PERCENT) * 100) / 100 : null,
    processingFeePercent: terms.feePercent,
    lenderFees,
    thirdPartyFees,
    cost: loanCost(amount, annualRatePercent, tenureMonths, upfront),
  };
}

/**
 * One lender's answer to one applicant: an offer (possibly of less than asked, to keep the EMI within the
 * lender's share of income, or within the property's or turnover's limit) or a decline with its reason.
 */
export function decide(lender: LenderRules, applicant: Applicant): LenderDecision {
  const decline = (reason: string): LenderDecision => ({ kind: 'decline', reason });
  const product = lender.products[applicant.productCode];
  if (!product) return decline('Does not offer this loan');
  if (sandboxBehaviour(applicant.mobile) === 'decline') return decline('Declined by the lender’s policy');
  const business = applicant.productCode === 'business-loans';
  const lamf = applicant.productCode === 'lamf';
  if (!business && !lamf && applicant.age !== undefined && (applicant.age < lender.minAge || applicant.age > lender.maxAge)) {
    return decline(`Lends to ages ${lender.minAge} to ${lender.maxAge} only`);
  }
  if (!business && !lamf && lender.salariedOnly && applicant.employmentType !== 'SALARIED') return decline('Lends to salaried customers only');
  if (!business && !lamf && applicant.monthlyIncome !== undefined && rupees(applicant.monthlyIncome) < lender.minIncome) {
    return decline(`Needs a monthly income of at least ${formatRupeeAmount(lender.minIncome)}`);
  }
  if (lender.pinPrefixes.length > 0 && !lender.pinPrefixes.some((p) => applicant.pinCode.startsWith(p))) return decline('Does not lend in this pincode');
  if (business) {
    if ((applicant.vintageYears ?? 0) < lender.minVintageYears) return decline(`Needs at least ${lender.minVintageYears} years in business`);
    if (rupees(applicant.annualTurnover ?? 0) < lender.minTurnover)
      return decline(`Needs an annual turnover of at least ${formatRupeeAmount(lender.minTurnover)}`);
  }
  const band = scoreBand(sandboxCreditScore(applicant.pan, applicant.mobile));
  const rate = product.rates[band];
  if (rate === undefined) return decline('Credit score below the lender’s minimum');
  if (applicant.tenureMonths < product.minTenure) return decline(`Lends for ${product.minTenure} to ${product.maxTenure} months`);
  const tenure = Math.min(applicant.tenureMonths, product.maxTenure);

  let maxRupees = Math.min(product.maxAmount, rupees(applicant.loanAmount));
  if (applicant.productCode === 'home-loan' && applicant.propertyValue) {
    maxRupees = Math.min(maxRupees, Math.floor(rupees(applicant.propertyValue) * homeLoanMaxLtv(maxRupees)));
  }
  if (business && applicant.annualTurnover) maxRupees = Math.min(maxRupees, Math.floor(rupees(applicant.annualTurnover) * 0.2));
  if (lamf) maxRupees = Math.min(maxRupees, rupees(applicant.lamfEligibleAmount ?? 0));
  if (!business && !lamf && applicant.monthlyIncome !== undefined) {
    // The most the customer can repay: EMI at most maxFoir of income.
    const emiCap = rupees(applicant.monthlyIncome) * lender.maxFoir;
    const emiPerRupee = instalmentSchedule(10000000, rate, tenure)[0]!.payment / 10000000;
    maxRupees = Math.min(maxRupees, Math.floor(emiCap / emiPerRupee));
  }
  const amountRupees = maxRupees >= 100000 ? round1000(maxRupees) : maxRupees;
  if (amountRupees < product.minAmount) {
    return decline(
      rupees(applicant.loanAmount) < product.minAmount
        ? `Lends at least ${formatRupeeAmount(product.minAmount)}`
        : 'The income or security does not support the least amount this lender lends',
    );
  }
  return { kind: 'offer', terms: { ...offerTerms(lender, applicant.productCode, rupeesToPaise(amountRupees), tenure, rate, product), scoreBand: band } };
}

/** Lenders that make this product at all (the ones asked). */
export function lendersFor(productCode: LoanProductCode): LenderRules[] {
  return Object.values(lenderRules).filter((lender) => lender.products[productCode] !== undefined);
}

/**
 * The ranking rule shown to the partner (OFFER_RANKING_RULE in api/lending.ts): APR lowest first, then
 * the larger amount, then the lower EMI, then the lender's code (so ties are stable).
 */
export function compareOffers(
  a: { aprPercent: number; amount: number; emi: number; lenderCode: string },
  b: { aprPercent: number; amount: number; emi: number; lenderCode: string },
): number {
  return a.aprPercent - b.aprPercent || b.amount - a.amount || a.emi - b.emi || a.lenderCode.localeCompare(b.lenderCode);
}
