import { describe, expect, it } from 'vitest';
import { calculateFd, cumulativeMaturity, fdRate } from './fd';
import { lamfEligible } from './lamf';

/** Independently: add each quarter's interest to the balance, quarter by quarter. */
function quarterByQuarter(amount: number, rate: number, months: number): number {
  let balance = amount;
  for (let q = 0; q < Math.floor(months / 3); q++) balance += (balance * rate) / 400;
  return balance + (balance * rate * (months % 3)) / 1200;
}

describe('FD (compounded quarterly)', () => {
  it.each<[number, number, number, number?]>([
    // Rs 1,00,000 at 7.25 % for a year: 1,00,000 x 1.018125^4 = Rs 1,07,449.50
    [10000000, 7.25, 12, 10744950],
    [10000000, 7.5, 18],
    [50000000, 6.75, 60],
    [100000, 6.5, 7],
  ])('%i paise at %d %% for %i months', (amount, rate, months, known) => {
    const maturity = cumulativeMaturity(amount, rate, months);
    expect(maturity).toBe(Math.round(quarterByQuarter(amount, rate, months)));
    if (known) expect(maturity).toBe(known);
  });

  it('a senior citizen gets the bank’s extra', () => {
    expect(fdRate('IDFC_FIRST', 12, false)).toEqual({ rate: 7.25, seniorExtra: 0 });
    expect(fdRate('IDFC_FIRST', 12, true)).toEqual({ rate: 7.75, seniorExtra: 0.5 });
    expect(fdRate('MASHREQ', 12, false)).toBeUndefined();
  });

  it.each([
    ['MONTHLY', 60417, 725004],
    ['QUARTERLY', 181250, 725000],
  ] as const)('%s payout: the interest is paid out and the principal comes back', (payout, each, total) => {
    const fd = calculateFd(10000000, 7.25, 12, payout);
    expect(fd.periodicPayout).toBe(each);
    expect(fd.totalInterest).toBe(total);
    expect(fd.maturityAmount).toBe(10000000);
  });

  it('the effective yield of 7.25 % compounded quarterly is 7.45 %', () => {
    expect(calculateFd(10000000, 7.25, 12, 'CUMULATIVE').effectiveYieldPercent).toBe(7.45);
  });
});

describe('LAMF loan-to-value', () => {
  it.each([
    ['EQUITY', 10000000, 5000000],
    ['DEBT', 10000000, 8000000],
    ['HYBRID', 10000050, 6000000],
  ] as const)('%s worth %i paise supports %i paise', (category, value, eligible) => {
    expect(lamfEligible(category, value)).toBe(eligible);
  });
});
