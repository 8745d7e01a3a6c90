import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatWaitTime,
  formatDateTime,
  formatMonth,
  formatNumber,
  formatPercent,
  formatRupeeAmount,
  formatRupees,
  groupDigitsIN,
} from './format';

describe('the one formatter (decision 0170)', () => {
  it.each([
    [0, 'Rs 0'],
    [-0, 'Rs 0'],
    [120000, 'Rs 1,200'],
    [14737130, 'Rs 1,47,371.30'],
    [29292750, 'Rs 2,92,927.50'],
    [4150, 'Rs 41.50'],
    [4105, 'Rs 41.05'],
    [1, 'Rs 0.01'],
    [100000000, 'Rs 10,00,000'],
    [-4150, '-Rs 41.50'],
    [-120000, '-Rs 1,200'],
    [99999999999, 'Rs 99,99,99,999.99'],
  ])('%i paise is %s', (paise, shown) => {
    expect(formatRupees(paise)).toBe(shown);
  });

  it.each([
    [1000000, 'Rs 10,00,000'],
    [41.5, 'Rs 41.50'],
    [85000, 'Rs 85,000'],
    [147371.3, 'Rs 1,47,371.30'],
    [-0, 'Rs 0'],
  ])('%d rupees is %s', (rupees, shown) => {
    expect(formatRupeeAmount(rupees)).toBe(shown);
  });

  it.each([
    ['1000000', '10,00,000'],
    [500, '500'],
    ['1500000', '15,00,000'],
  ])('a sum-insured option %s groups as %s', (value, shown) => {
    expect(groupDigitsIN(value)).toBe(shown);
  });

  it.each([
    [147371, 0, '1,47,371'],
    [12.25, 2, '12.25'],
    [12.5, 1, '12.5'],
    [-0, 0, '0'],
  ])('the number %d (%i decimals) is %s', (value, decimals, shown) => {
    expect(formatNumber(value, decimals)).toBe(shown);
  });

  it.each([
    [15, '15%'],
    [1.5, '1.5%'],
    [12.345, '12.35%'],
  ])('%d percent is %s', (value, shown) => {
    expect(formatPercent(value)).toBe(shown);
  });

  it.each([
    ['2026-07-19', '19/07/2026'],
    // 23:30 UTC on 30 November is 1 December in India.
    ['2026-11-30T23:30:00.000Z', '01/12/2026'],
    [new Date('2026-01-05T04:00:00Z'), '05/01/2026'],
  ])('the date %s is %s (DD/MM/YYYY, India)', (value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });

  it('a date and time is DD/MM/YYYY and the time in India', () => {
    expect(formatDateTime('2026-11-26T09:35:00Z')).toBe('26/11/2026, 3:05 pm');
    expect(formatDateTime('2026-11-25T18:30:00Z')).toBe('26/11/2026, 12:00 am');
  });

  it.each([
    ['2026-11', {}, 'November 2026'],
    ['2024-12', { short: true }, 'Dec 2024'],
    ['2026-01', {}, 'January 2026'],
    [new Date('2026-11-30T20:00:00Z'), {}, 'December 2026'],
  ] as const)('the month %s is %s', (value, options, shown) => {
    expect(formatMonth(value, options)).toBe(shown);
  });

  it.each([
    [1, '1 policy'],
    [0, '0 policies'],
    [2, '2 policies'],
    [1500, '1,500 policies'],
  ])('counts %i as "%s"', (count, shown) => {
    expect(formatCount(count, 'policy', 'policies')).toBe(shown);
  });

  it.each([
    [0.2, 'in 1 second'],
    [30, 'in 30 seconds'],
    [60, 'in 1 minute'],
    [90, 'in 2 minutes'],
    [900, 'in 15 minutes'],
    [5400, 'in 2 hours'],
  ])('a wait of %d seconds is "%s"', (seconds, shown) => {
    expect(formatWaitTime(seconds)).toBe(shown);
  });

  it('refuses what is not a date rather than printing "Invalid Date"', () => {
    expect(() => formatDate('soon')).toThrow(RangeError);
  });
});
