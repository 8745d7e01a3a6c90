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
  formatTime,
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
    // A bug upstream shows as itself, as Intl showed it, not as "NaN.NaN" or a broken page.
    [Number.NaN, 'Rs NaN'],
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

/**
 * The formatter groups digits and keeps India's offset itself (decision 0295); Intl is the reference it must
 * agree with, over many amounts and instants from a fixed seed.
 */
describe('the formatter agrees with Intl (decision 0295)', () => {
  const seeded = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const random = seeded(2026);
  const digitsOfSize = (size: number) => Math.floor(random() * 10 ** size);
  const samples = (count: number, make: (index: number) => number) => Array.from({ length: count }, (_, index) => make(index));
  const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const upToTwo = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  const intlDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
  const intlTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });
  const partsOf = (formatter: Intl.DateTimeFormat, instant: Date) =>
    Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));

  it('rupees: every size of amount, with and without paise, as Intl groups them', () => {
    // Up to 15 digits of paise (a thousand crore crore): the amounts a double holds to the paisa.
    const paise = samples(20_000, (index) => (index % 7 === 0 ? digitsOfSize(1 + (index % 13)) * 100 : digitsOfSize(1 + (index % 15))));
    for (const amount of paise) {
      const rupees = amount / 100;
      const expected = amount % 100 === 0 ? whole.format(rupees) : withPaise.format(rupees);
      expect(formatRupees(amount)).toBe(`Rs ${expected}`);
      expect(formatRupees(-amount)).toBe(amount === 0 ? 'Rs 0' : `-Rs ${expected}`);
    }
  });

  it('numbers: whole and with up to two decimals, as Intl rounds and groups them', () => {
    for (const value of samples(20_000, (index) => (random() - 0.5) * 10 ** (index % 13))) {
      expect(formatNumber(value)).toBe(whole.format(value).replace(/^-0$/, '0'));
      expect(formatNumber(value, 2)).toBe(upToTwo.format(Number(value.toFixed(2))).replace(/^-0$/, '0'));
    }
    for (const half of [0.5, 1.5, 2.5, -2.5, 1234.5]) expect(formatNumber(half)).toBe(whole.format(half));
  });

  it('never prints "-0" for a negative that rounds to nothing (Intl would)', () => {
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatNumber(-0.001, 2)).toBe('0');
  });

  it("dates and times: instants from 1946 to 2100 on India's clock, as Intl reads the time-zone data", () => {
    const from = Date.UTC(1946, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    // Random instants, and each day's last minute before and first minute after midnight and noon in India.
    const instants = [
      ...samples(20_000, () => from + Math.floor(random() * (to - from))),
      ...samples(500, () => Date.UTC(2000 + Math.floor(random() * 60), Math.floor(random() * 12), 1 + Math.floor(random() * 28), 18, 29, 59)),
      ...samples(500, () => Date.UTC(2000 + Math.floor(random() * 60), Math.floor(random() * 12), 1 + Math.floor(random() * 28), 6, 30)),
    ].map((time) => new Date(time));
    for (const instant of instants) {
      const date = partsOf(intlDate, instant);
      const time = partsOf(intlTime, instant);
      expect(formatDate(instant)).toBe(`${date.day}/${date.month}/${date.year}`);
      expect(formatTime(instant)).toBe(`${time.hour}:${time.minute} ${time.dayPeriod!.toLowerCase()}`);
    }
  });

  it('an instant before 1946 goes by the time-zone data: India kept +06:30 in the war years', () => {
    // 19:00 UTC on 1 January 1945 was 01:30 on the 2nd at +06:30 (+05:30 would say 00:30).
    expect(formatDateTime(new Date('1945-01-01T19:00:00Z'))).toBe('02/01/1945, 1:30 am');
    expect(formatDateTime(new Date('1946-01-01T19:00:00Z'))).toBe('02/01/1946, 12:30 am');
  });
});
