import { formatRupees } from '../format';
import type { Paise } from '../money';
import { offerTerms, type OfferTerms } from './lender-decision';
import type { ScoreBand } from './lender-profile';
import { lenderRules } from './lenders';

/**
 * What a customer may choose within a lender's sanction (decision 0141): at most the sanctioned amount and
 * tenure, at least the lender's own minimums for the product. A choice within is priced by the lender at the
 * rate of the customer's own score band and becomes new terms (and a new KFS); a choice beyond is refused
 * with these limits, never quietly granted.
 */
export interface SanctionLimits {
  minAmount: Paise;
  maxAmount: Paise;
  minTenureMonths: number;
  maxTenureMonths: number;
}

export type SanctionPricing =
  { kind: 'priced'; terms: OfferTerms } | { kind: 'beyond'; limits: SanctionLimits; fields: { loanAmount?: string; tenureMonths?: string } };

function productOf(sanction: OfferTerms) {
  const product = lenderRules[sanction.lenderCode].products[sanction.productCode];
  if (!product) throw new Error(`${sanction.lenderCode} does not make ${sanction.productCode}`);
  return product;
}

export function sanctionLimits(sanction: OfferTerms): SanctionLimits {
  const product = productOf(sanction);
  return {
    minAmount: Math.min(product.minAmount * 100, sanction.amount),
    maxAmount: sanction.amount,
    minTenureMonths: Math.min(product.minTenure, sanction.tenureMonths),
    maxTenureMonths: sanction.tenureMonths,
  };
}

export const sanctionMessages = {
  amount: (limits: SanctionLimits) =>
    `Your sanctioned limit is ${formatRupees(limits.maxAmount)}. Choose an amount from ${formatRupees(limits.minAmount)} to ${formatRupees(limits.maxAmount)}`,
  tenure: (limits: SanctionLimits) => `Your sanction allows ${limits.minTenureMonths} to ${limits.maxTenureMonths} months. Choose a tenure within it`,
} as const;

/** The band a stored offer was priced for: kept on new offers, else the band whose rate it carries. */
export function bandOf(sanction: OfferTerms): ScoreBand | undefined {
  if (sanction.scoreBand) return sanction.scoreBand;
  const rates = productOf(sanction).rates;
  return (Object.keys(rates) as ScoreBand[]).find((band) => rates[band] === sanction.annualRatePercent);
}

/** The lender's price of the customer's choice within the sanction, or the limits it breaks. */
export function priceWithinSanction(sanction: OfferTerms, ask: { amount: Paise; tenureMonths: number }): SanctionPricing {
  const limits = sanctionLimits(sanction);
  const fields: { loanAmount?: string; tenureMonths?: string } = {};
  if (ask.amount > limits.maxAmount || ask.amount < limits.minAmount) fields.loanAmount = sanctionMessages.amount(limits);
  if (ask.tenureMonths > limits.maxTenureMonths || ask.tenureMonths < limits.minTenureMonths) fields.tenureMonths = sanctionMessages.tenure(limits);
  if (fields.loanAmount || fields.tenureMonths) return { kind: 'beyond', limits, fields };
  const product = productOf(sanction);
  const band = bandOf(sanction);
  const rate = (band && product.rates[band]) ?? sanction.annualRatePercent;
  const lender = lenderRules[sanction.lenderCode];
  const terms = offerTerms(lender, sanction.productCode, ask.amount, ask.tenureMonths, rate, { ...product, feePercent: sanction.processingFeePercent });
  return { kind: 'priced', terms: { ...terms, ...(band ? { scoreBand: band } : {}) } };
}

/**
 * The sanction a lender makes a customer it has no offer on record for (a lead the partner shared without
 * choosing an offer): the asked amount and tenure kept within the lender's limits, at the rate of the
 * customer's band; undefined when the lender does not lend to that band or that product.
 */
export function sanctionForBand(
  lenderCode: OfferTerms['lenderCode'],
  productCode: OfferTerms['productCode'],
  band: ScoreBand,
  ask: { amount: Paise; tenureMonths: number },
): OfferTerms | undefined {
  const lender = lenderRules[lenderCode];
  const product = lender.products[productCode];
  const rate = product?.rates[band];
  if (!product || rate === undefined) return undefined;
  const rupees = Math.min(Math.max(Math.round(ask.amount / 100), product.minAmount), product.maxAmount);
  const tenure = Math.min(Math.max(ask.tenureMonths, product.minTenure), product.maxTenure);
  return { ...offerTerms(lender, productCode, rupees * 100, tenure, rate, product), scoreBand: band };
}
