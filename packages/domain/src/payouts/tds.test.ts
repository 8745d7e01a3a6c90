import { describe, expect, it } from 'vitest';
import { financialYearStart, tdsOfMonth, tdsRateOn } from './tds';

describe('TDS on payouts (decision 0171)', () => {
  it.each([
    ['194D', '2025-03-31', 500, 1_500_000],
    ['194D', '2025-04-01', 200, 2_000_000],
    ['194D', '2026-11-01', 200, 2_000_000],
    ['194H', '2024-09-30', 500, 1_500_000],
    ['194H', '2024-10-01', 200, 1_500_000],
    ['194H', '2026-11-01', 200, 2_000_000],
  ] as const)('%s on %s: %i basis points above %i paise a year', (section, day, rateBps, threshold) => {
    const rate = tdsRateOn(section, day);
    expect(rate.rateBps).toBe(rateBps);
    expect(rate.threshold).toBe(threshold);
    expect(rate.source).toMatch(/Act/);
  });

  it.each([
    ['2026-11', '2026-04'],
    ['2026-04', '2026-04'],
    ['2027-03', '2026-04'],
    ['2027-01', '2026-04'],
  ])('%s is in the financial year from %s', (month, start) => {
    expect(financialYearStart(month)).toBe(start);
  });

  it.each([
    // earlier in the year, this month → base, tax (paise)
    ['below the threshold all year', 0, 1_000_000, 0, 0],
    ['exactly at the threshold', 1_000_000, 1_000_000, 0, 0],
    ['crossing it: the whole year so far', 1_500_000, 1_000_000, 2_500_000, 50_000],
    ['above it already: this month only', 3_000_000, 1_234_567, 1_234_567, 24_700],
    ['a month of reversals deducts nothing', 3_000_000, -500_000, 0, 0],
  ])('%s', (_, earlier, month, base, tax) => {
    const deduction = tdsOfMonth('194D', '2026-11', earlier, month);
    expect(deduction).toMatchObject({ section: '194D', rateBps: 200, base, amount: tax });
  });

  it('rounds the tax to the rupee (section 288B)', () => {
    // 2% of Rs 25,012.34 is Rs 500.2468 → Rs 500.
    expect(tdsOfMonth('194D', '2026-11', 0, 2_501_234).amount).toBe(50_000);
  });

  it('takes the rate of the month: 5% before April 2025', () => {
    expect(tdsOfMonth('194D', '2025-03', 2_000_000, 1_000_000)).toMatchObject({ rateBps: 500, amount: 50_000 });
  });
});
