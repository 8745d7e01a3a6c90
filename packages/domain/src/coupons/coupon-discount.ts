import { splitGstInclusive } from '../products/premium';
import type { Premium } from '../products/product-definition';

/**
 * A digital-leader coupon's discount (decision 0090): a whole percent of the GST-inclusive premium,
 * optionally capped, or a fixed amount in paise. Either way the customer pays at least Rs 1: no cover
 * starts without a premium (Insurance Act 1938 s.64VB). Its zod schema is `couponDiscountSchema`
 * (api/coupons.ts): this module stays free of zod, since the proposal page's first paint prices with it.
 */
export type CouponDiscount = { kind: 'PERCENT'; percent: number; maxAmount: number | null } | { kind: 'AMOUNT'; amount: number };

/** The parts of a premium (or of a proposal's accepted quote) a coupon changes. */
type PremiumTotals = Pick<Premium, 'totalPremium' | 'netPremium' | 'gst' | 'breakdown'>;

/** The least a discounted premium may be, in paise. */
export const COUPON_MINIMUM_PREMIUM_PAISE = 100;

/** The label of the coupon's line in a premium's breakdown; removeCouponDiscount finds the line by it. */
const COUPON_LINE_PREFIX = 'Coupon ';
export const couponLineLabel = (couponCode: string) => `${COUPON_LINE_PREFIX}${couponCode}`;

/** A coupon code as stored and compared: trimmed, upper case. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

/**
 * What the coupon takes off a GST-inclusive total, in paise: a percent rounded down to the whole rupee
 * (screens show rupees), capped by maxAmount, and never so much that less than Rs 1 is left to pay.
 */
export function couponDiscountPaise(totalPremium: number, discount: CouponDiscount): number {
  const raw = discount.kind === 'AMOUNT' ? discount.amount : Math.floor((totalPremium * discount.percent) / 100 / 100) * 100;
  const capped = discount.kind === 'PERCENT' && discount.maxAmount !== null ? Math.min(raw, discount.maxAmount) : raw;
  return Math.max(0, Math.min(capped, totalPremium - COUPON_MINIMUM_PREMIUM_PAISE));
}

/**
 * The premium with the coupon applied: the premium's own lines, then the coupon's negative line, so the
 * lines add up to the new total; net and GST are split again from the discounted total (GST is due on
 * what is paid). Run by the browser to show the price and by the API to charge it.
 */
export function applyCouponDiscount<P extends PremiumTotals>(premium: P, couponCode: string, discount: CouponDiscount): P {
  const off = couponDiscountPaise(premium.totalPremium, discount);
  if (off === 0) return premium;
  const totalPremium = premium.totalPremium - off;
  return {
    ...premium,
    ...splitGstInclusive(totalPremium),
    totalPremium,
    breakdown: [...premium.breakdown, { label: couponLineLabel(normaliseCouponCode(couponCode)), amount: -off }],
  };
}

/** The coupon's line of a premium's breakdown (its amount is negative), if a coupon was applied. */
export const couponLineOf = (premium: Pick<Premium, 'breakdown'>) =>
  premium.breakdown.find((item) => item.label.startsWith(COUPON_LINE_PREFIX) && item.amount < 0);

/** The premium before any coupon: the coupon's line taken out and its amount added back (inverse of applyCouponDiscount). */
export function removeCouponDiscount<P extends PremiumTotals>(premium: P): P {
  const line = couponLineOf(premium);
  if (!line) return premium;
  const totalPremium = premium.totalPremium - line.amount;
  return { ...premium, ...splitGstInclusive(totalPremium), totalPremium, breakdown: premium.breakdown.filter((item) => item !== line) };
}

/** What stops a coupon being used, word for word as the partner reads it (decision 0090). */
export const couponMessages = {
  unknown: 'This coupon code does not exist',
  notYetValid: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  otherProduct: 'This coupon is not valid for this product',
  usedUp: 'This coupon has been fully used',
} as const;
export type CouponProblem = keyof typeof couponMessages;

/** The facts of a coupon its checks read. */
export interface CouponTerms {
  productCode: string;
  validFrom: Date;
  validTo: Date;
  useLimit: number;
  uses: number;
}

/**
 * Why a coupon cannot be used for a product now, or null when it can. Its period runs from validFrom
 * up to, not including, validTo. The order is the partner's: the most lasting reason first.
 */
export function couponProblemOf(coupon: CouponTerms | undefined, productCode: string, now: Date): CouponProblem | null {
  if (!coupon) return 'unknown';
  if (coupon.productCode !== productCode) return 'otherProduct';
  if (now.getTime() >= coupon.validTo.getTime()) return 'expired';
  if (now.getTime() < coupon.validFrom.getTime()) return 'notYetValid';
  if (coupon.uses >= coupon.useLimit) return 'usedUp';
  return null;
}
