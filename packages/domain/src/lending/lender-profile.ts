import type { JourneyKind } from '../journeys/customer-loan-journey';
import type { TenantCode } from '../tenants';
import type { LenderCode, LoanProductCode } from './lender-codes';

/**
 * What a lender is, as data (decision 0143): one file per lender in lenders/, each with its customer's path,
 * eligibility, rate bands, limits, fees, contingent charges and grievance officer. Code reads these fields and
 * never branches on a lender's code.
 */

export type ScoreBand = 'A' | 'B' | 'C' | 'D';
export type RateType = 'FIXED' | 'FLOATING';

export interface ProductTerms {
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
  /** The bank's name as the KFS, the offers and the customer's pages print it. */
  name: string;
  /** The customer's path of SPEC §2 steps (journeys/customer-loan-journey.ts). */
  journeyKind: JourneyKind;
  /**
   * Who sets the amount and tenure the customer accepts: the lender (its sanction as offered) or the customer
   * (apply/details, within the sanction, priced anew with a new KFS; decision 0141).
   */
  amountChosenBy: 'lender' | 'customer';
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
  /** Fixed deposits the bank takes: rate (percent a year) by tenure in months, and the senior citizen's extra. */
  fixedDeposits?: { rates: Record<number, number>; seniorExtra: number };
  /** The white-label tenant whose own bank this is (its partners see it as their custom provider). */
  whiteLabelTenant?: TenantCode;
  /** Contingent charges as the KFS words them. */
  penalCharge: string;
  foreclosureFixed: string;
  coolingOffDays: number;
  grievance: { name: string; designation: string; phone: string; email: string; address: string };
}

/** Pincode prefixes of the metros (Delhi, Mumbai, Pune, Hyderabad, Bengaluru, Chennai, Kolkata). */
export const metroPins = ['11', '40', '41', '50', '56', '60', '70'] as const;
export const stampDuty = { label: 'Stamp duty', rupees: 500, payableTo: 'State government' } as const;
export const homeThirdParty = [
  { label: 'Property valuation', rupees: 3000, payableTo: 'Empanelled valuer' },
  { label: 'Legal opinion', rupees: 2500, payableTo: 'Empanelled advocate' },
  { label: 'Stamp duty', rupees: 1000, payableTo: 'State government' },
] as const;

/** The sandbox grievance officer of a lender (the KFS prints these). */
export const sandboxGrievance = (emailCode: string, bankName: string, officer: string, city: string) => ({
  name: officer,
  designation: 'Principal Nodal Officer, grievance redressal',
  phone: '1800 000 0000',
  email: `grievance@${emailCode}.sandbox.example`,
  address: `${bankName}, ${city}`,
});
