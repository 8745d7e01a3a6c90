import { describe, expect, it } from 'vitest';
import { ageOn, formatDob, indiaClockOf, indiaIsoDateOf, indiaToday, parseDob } from './dates';

describe("India's calendar", () => {
  it.each([
    ['2026-11-21T18:29:00Z', '21/11/2026'], // 23:59 IST
    ['2026-11-21T18:30:00Z', '22/11/2026'], // midnight IST, still the 21st in UTC
    ['2026-12-31T20:00:00Z', '01/01/2027'],
  ])('at %s it is %s in India', (instant, expected) => {
    expect(formatDob(indiaToday(new Date(instant)))).toBe(expected);
  });
});

describe('dates of birth', () => {
  it.each(['31/02/2000', '00/01/2000', '29/02/2023', '12/13/1990'])('%s is not a real date', (value) => {
    expect(parseDob(value)).toBeNull();
  });
  it('counts whole years, turning a year older on the birthday', () => {
    const birth = parseDob('22/11/2000')!;
    expect(ageOn(birth, parseDob('21/11/2026')!)).toBe(25);
    expect(ageOn(birth, parseDob('22/11/2026')!)).toBe(26);
  });
});

describe("India's clock (decision 0295)", () => {
  it.each([
    ['2026-11-30T18:29:59Z', { year: 2026, month: 11, day: 30, hour: 23, minute: 59 }],
    ['2026-11-30T18:30:00Z', { year: 2026, month: 12, day: 1, hour: 0, minute: 0 }],
    ['2028-02-28T18:30:00Z', { year: 2028, month: 2, day: 29, hour: 0, minute: 0 }],
    // Before 1946 by the time-zone data: +06:30 in the war years.
    ['1945-01-01T19:00:00Z', { year: 1945, month: 1, day: 2, hour: 1, minute: 30 }],
  ])('%s is %o in India', (instant, clock) => {
    expect(indiaClockOf(new Date(instant))).toEqual(clock);
  });

  it('YYYY-MM-DD of an instant is its date in India', () => {
    expect(indiaIsoDateOf(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(indiaIsoDateOf(new Date('2026-01-05T04:00:00Z'))).toBe('2026-01-05');
  });

  it('refuses an invalid date as Intl did', () => {
    expect(() => indiaIsoDateOf(new Date('soon'))).toThrow(RangeError);
  });
});
