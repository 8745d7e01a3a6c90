import { describe, expect, it } from 'vitest';
import { calculateMobilePremiumPaise, mobile } from '../products/mobile';
import { applyCouponDiscount, couponDiscountPaise, couponProblemOf, removeCouponDiscount, type CouponDiscount, type CouponTerms } from './coupon-discount';

const percent = (value: number, maxAmount: number | null = null): CouponDiscount => ({ kind: 'PERCENT', percent: value, maxAmount });
const amount = (value: number): CouponDiscount => ({ kind: 'AMOUNT', amount: value });

describe('couponDiscountPaise', () => {
  it.each([
    { total: 400000, discount: percent(10), off: 40000, why: '10% of Rs 4,000' },
    { total: 123456, discount: percent(10), off: 12300, why: 'rounded down to the whole rupee' },
    { total: 400000, discount: percent(20, 50000), off: 50000, why: 'capped by maxAmount' },
    { total: 400000, discount: percent(20, 100000), off: 80000, why: 'under its cap' },
    { total: 120000, discount: amount(20000), off: 20000, why: 'a fixed Rs 200' },
    { total: 120000, discount: amount(500000), off: 119900, why: 'Rs 1 is always left to pay' },
    { total: 100, discount: amount(500), off: 0, why: 'nothing off a Rs 1 premium' },
  ])('$why', ({ total, discount, off }) => {
    expect(couponDiscountPaise(total, discount)).toBe(off);
  });
});

describe('applyCouponDiscount', () => {
  const premium = mobile.sale!.calculatePremium({ planCode: 'MOBILE_PROTECTION', devicePrice: '50000' });

  it('takes the discount off the mobile premium, adds its line, and splits net and GST again', () => {
    expect(premium.totalPremium).toBe(calculateMobilePremiumPaise(50000));
    const discounted = applyCouponDiscount(premium, 'save10', percent(10));
    expect(discounted.totalPremium).toBe(360000);
    expect(discounted.netPremium + discounted.gst).toBe(360000);
    expect(discounted.breakdown.at(-1)).toEqual({ label: 'Coupon SAVE10', amount: -40000 });
    expect(discounted.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(360000);
  });

  it('is undone by removeCouponDiscount', () => {
    expect(removeCouponDiscount(applyCouponDiscount(premium, 'FLAT200', amount(20000)))).toEqual(premium);
    expect(removeCouponDiscount(premium)).toBe(premium);
  });
});

describe('couponProblemOf', () => {
  const now = new Date('2026-11-23T06:00:00Z');
  const coupon: CouponTerms = {
    productCode: 'mobile',
    validFrom: new Date('2026-11-01T00:00:00Z'),
    validTo: new Date('2026-12-01T00:00:00Z'),
    useLimit: 5,
    uses: 2,
  };
  it.each([
    { name: 'a live coupon', value: coupon, productCode: 'mobile', problem: null },
    { name: 'an unknown code', value: undefined, productCode: 'mobile', problem: 'unknown' },
    { name: 'another product', value: coupon, productCode: 'shop', problem: 'otherProduct' },
    { name: 'past its period', value: { ...coupon, validTo: now }, productCode: 'mobile', problem: 'expired' },
    { name: 'before its period', value: { ...coupon, validFrom: new Date(now.getTime() + 1) }, productCode: 'mobile', problem: 'notYetValid' },
    { name: 'every use taken', value: { ...coupon, uses: 5 }, productCode: 'mobile', problem: 'usedUp' },
  ])('$name: $problem', ({ value, productCode, problem }) => {
    expect(couponProblemOf(value, productCode, now)).toBe(problem);
  });
});
