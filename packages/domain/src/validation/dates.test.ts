import { describe, expect, it } from 'vitest';
import { ageOn, formatDob, indiaToday, parseDob } from './dates';

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
