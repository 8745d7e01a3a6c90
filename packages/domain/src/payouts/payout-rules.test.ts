import { describe, expect, it } from 'vitest';
import { catalogue, findProduct } from '../products/catalogue';
import { productForTenant } from '../products/product-definition';
import { calculatePayoutPaise, formatPayoutRate, monthDays, monthOf, monthRange, quoteToPaidConversion } from './payout-rules';

describe('payout rules (decision 0116)', () => {
  it.each([
    // base paise, rate bps, payout paise (rounded down)
    [16864, 1500, 2529],
    [100, 1500, 15],
    [99, 1500, 14],
    [50_000_000, 150, 750_000],
    [0, 2000, 0],
    [123_456, 0, 0],
    [1, 10_000, 1],
  ])('%i paise at %i bps pays %i paise', (base, rate, payout) => {
    expect(calculatePayoutPaise(base, rate)).toBe(payout);
  });

  it.each([
    [-1, 100],
    [10.5, 100],
    [100, -1],
    [100, 10_001],
    [100, 12.5],
  ])('refuses base %d or rate %d outside whole paise and 0-10000 bps', (base, rate) => {
    expect(() => calculatePayoutPaise(base, rate)).toThrow(RangeError);
  });

  it('has a rate for every product, lending at most 2% and insurance at most 20%, and credit score none', () => {
    for (const product of catalogue) {
      expect(Number.isInteger(product.payoutRateBps)).toBe(true);
      expect(product.payoutRateBps).toBeLessThanOrEqual(product.category === 'lending' ? 200 : 2000);
    }
    expect(findProduct('credit-score')!.payoutRateBps).toBe(0);
  });

  it.each([
    ['group-personal-accident', 'mintpro', 1500],
    ['group-personal-accident', 'sahyadri', 1000],
    ['group-hospicash', 'sahyadri', 1000],
    ['personal-loan', 'mintfin', 150],
  ] as const)('%s for %s pays %i bps (the tenant variant wins)', (code, tenant, rate) => {
    expect(productForTenant(findProduct(code)!, tenant).payoutRateBps).toBe(rate);
  });

  it.each([
    [1500, '15%'],
    [150, '1.5%'],
    [75, '0.75%'],
  ])('reads %i bps as %s', (rate, text) => expect(formatPayoutRate(rate)).toBe(text));
});

describe('months in India time', () => {
  it('puts an instant in its Indian month', () => {
    expect(monthOf(new Date('2026-10-31T18:29:59Z'))).toBe('2026-10');
    expect(monthOf(new Date('2026-10-31T18:30:00Z'))).toBe('2026-11');
  });

  it('bounds a month from its first Indian midnight to the next', () => {
    expect(monthRange('2026-12')).toEqual({ from: new Date('2026-11-30T18:30:00Z'), to: new Date('2026-12-31T18:30:00Z') });
    expect(monthDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(() => monthRange('2026-13')).toThrow(RangeError);
  });
});

describe('conversion from quote to paid (decision 0117)', () => {
  it.each([
    [{}, { quoted: 0, paid: 0, percent: null }],
    [
      { QUOTED: 3, PROPOSAL_DRAFT: 1, POLICY_ISSUED: 1 },
      { quoted: 5, paid: 1, percent: 20 },
    ],
    [
      { QUOTED: 2, PAYMENT_FAILED: 1, CONSENT_PENDING: 9, DISBURSED: 4 },
      { quoted: 3, paid: 0, percent: 0 },
    ],
    [
      { QUOTED: 1, POLICY_ISSUED: 2 },
      { quoted: 3, paid: 2, percent: 66.7 },
    ],
  ])('%o → %o', (counts, expected) => expect(quoteToPaidConversion(counts)).toEqual(expected));
});
