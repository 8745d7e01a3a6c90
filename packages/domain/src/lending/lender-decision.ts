import { formatRupeeAmount } from '../format';
import { declineReasons } from '../i18n/messages/en-in/decline-reasons';
import type { Paise } from '../money';
import { rupeesToPaise } from '../money';
import { feeWithGst, instalmentSchedule, loanCost, type LoanCost } from './apr';
import type { LenderCode, LoanProductCode } from './lender-codes';
import type { LenderRules, ProductTerms, RateType, ScoreBand } from './lender-profile';
import { loanProductProfiles } from './loan-products';
import { sandboxBehaviour, sandboxCreditScore, scoreBand } from './sandbox-score';

/**
 * A sandbox lender's answer to an applicant, from its rules (lenders/<code>.ts) and the product's profile
 * (products/<code>.ts): eligibility, the amount it supports and the price. Pure and deterministic: the same
 * applicant always gets the same answer. docs/sandbox.md lists the rules; decisions 0076 and 0143 the design.
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

/** RBI's policy repo rate, the external benchmark of the sandbox's floating home loans. */
export const REPO_RATE_PERCENT = 5.5;

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

/** Why a sandbox lender declines: `lendingOffers.decline.<key>` in every catalogue (decision 0266). */
export type DeclineReasonKey = keyof typeof declineReasons;
export const declineReasonKeys = Object.keys(declineReasons) as DeclineReasonKey[];
export const isDeclineReasonKey = (value: string): value is DeclineReasonKey => Object.hasOwn(declineReasons, value);
export type DeclineReasonParams = Readonly<Record<string, string>>;

/** A decline's reason: its key and values (to say it in a reader's language) and its English, stored and sent. */
export interface DeclineReason {
  key: DeclineReasonKey;
  params: DeclineReasonParams;
  text: string;
}

/** The reason of `key` with its values, its English written out from the catalogue's template. */
export function declineReason(key: DeclineReasonKey, params: DeclineReasonParams = {}): DeclineReason {
  const text = declineReasons[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
  return { key, params, text };
}

export type LenderDecision =
  { kind: 'offer'; terms: OfferTerms } | { kind: 'decline'; reason: string; reasonKey: DeclineReasonKey; reasonParams: DeclineReasonParams };

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
    { label: `Processing fee (${terms.feePercent} %)`, amount: fee, payableTo: lender.name },
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

/** Why a lender will not lend to this borrower at all, from its rules and the product's kind of borrower; undefined when it may. */
function ineligibility(lender: LenderRules, applicant: Applicant): DeclineReason | undefined {
  const { borrower } = loanProductProfiles[applicant.productCode];
  if (borrower === 'person') {
    if (applicant.age !== undefined && (applicant.age < lender.minAge || applicant.age > lender.maxAge))
      return declineReason('ages', { minAge: String(lender.minAge), maxAge: String(lender.maxAge) });
    if (lender.salariedOnly && applicant.employmentType !== 'SALARIED') return declineReason('salariedOnly');
    if (applicant.monthlyIncome !== undefined && rupees(applicant.monthlyIncome) < lender.minIncome) {
      return declineReason('minIncome', { amount: formatRupeeAmount(lender.minIncome) });
    }
  }
  if (lender.pinPrefixes.length > 0 && !lender.pinPrefixes.some((p) => applicant.pinCode.startsWith(p))) return declineReason('pinCode');
  if (borrower === 'business') {
    if ((applicant.vintageYears ?? 0) < lender.minVintageYears) return declineReason('vintage', { years: String(lender.minVintageYears) });
    if (rupees(applicant.annualTurnover ?? 0) < lender.minTurnover) return declineReason('turnover', { amount: formatRupeeAmount(lender.minTurnover) });
  }
  return undefined;
}

/** The most (rupees) the lender lends this applicant: the ask within its limit, the security's and the repayment capacity's. */
function supportedRupees(lender: LenderRules, product: ProductTerms, applicant: Applicant, rate: number, tenure: number): number {
  const profile = loanProductProfiles[applicant.productCode];
  let maxRupees = Math.min(product.maxAmount, rupees(applicant.loanAmount));
  if (profile.securityCap === 'property-ltv' && applicant.propertyValue) {
    maxRupees = Math.min(maxRupees, Math.floor(rupees(applicant.propertyValue) * homeLoanMaxLtv(maxRupees)));
  }
  if (profile.securityCap === 'turnover-share' && applicant.annualTurnover) maxRupees = Math.min(maxRupees, Math.floor(rupees(applicant.annualTurnover) * 0.2));
  if (profile.securityCap === 'pledged-folios') maxRupees = Math.min(maxRupees, rupees(applicant.lamfEligibleAmount ?? 0));
  if (profile.borrower === 'person' && applicant.monthlyIncome !== undefined) {
    // The most the customer can repay: EMI at most maxFoir of income.
    const emiCap = rupees(applicant.monthlyIncome) * lender.maxFoir;
    const emiPerRupee = instalmentSchedule(10000000, rate, tenure)[0]!.payment / 10000000;
    maxRupees = Math.min(maxRupees, Math.floor(emiCap / emiPerRupee));
  }
  return maxRupees >= 100000 ? round1000(maxRupees) : maxRupees;
}

/**
 * One lender's answer to one applicant: an offer (possibly of less than asked, to keep the EMI within the
 * lender's share of income, or within the property's or turnover's limit) or a decline with its reason.
 */
export function decide(lender: LenderRules, applicant: Applicant): LenderDecision {
  const decline = ({ key, params, text }: DeclineReason): LenderDecision => ({ kind: 'decline', reason: text, reasonKey: key, reasonParams: params });
  const product = lender.products[applicant.productCode];
  if (!product) return decline(declineReason('notOffered'));
  if (sandboxBehaviour(applicant.mobile) === 'decline') return decline(declineReason('policy'));
  const refusal = ineligibility(lender, applicant);
  if (refusal) return decline(refusal);
  const band = scoreBand(sandboxCreditScore(applicant.pan, applicant.mobile));
  const rate = product.rates[band];
  if (rate === undefined) return decline(declineReason('creditScore'));
  if (applicant.tenureMonths < product.minTenure) {
    return decline(declineReason('tenure', { minTenure: String(product.minTenure), maxTenure: String(product.maxTenure) }));
  }
  const tenure = Math.min(applicant.tenureMonths, product.maxTenure);
  const amountRupees = supportedRupees(lender, product, applicant, rate, tenure);
  if (amountRupees < product.minAmount) {
    return decline(
      rupees(applicant.loanAmount) < product.minAmount
        ? declineReason('minAmount', { amount: formatRupeeAmount(product.minAmount) })
        : declineReason('capacity'),
    );
  }
  return { kind: 'offer', terms: { ...offerTerms(lender, applicant.productCode, rupeesToPaise(amountRupees), tenure, rate, product), scoreBand: band } };
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
