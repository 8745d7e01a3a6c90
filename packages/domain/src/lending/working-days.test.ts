import { describe, expect, it } from 'vitest';
import { addMonths, addWorkingDays, endOfIndiaDay, indiaDate, isWorkingDay } from './working-days';
import { kfsValidUntil } from './kfs';

describe('working days (KFS validity)', () => {
  it.each([
    ['2026-11-23', 3, '2026-11-26', 'Monday → Thursday'],
    ['2026-11-27', 3, '2026-12-01', 'Friday → Tuesday, skipping Sunday'],
    ['2026-01-23', 3, '2026-01-28', 'Friday → Wednesday, skipping Sunday 25 and Republic Day 26'],
    ['2026-08-13', 3, '2026-08-18', 'Thursday → Tuesday, skipping Independence Day (Saturday 15) and Sunday 16'],
    ['2026-09-30', 3, '2026-10-05', 'Wednesday → Monday, skipping Gandhi Jayanti and Sunday 4'],
  ])('%s + %i working days = %s (%s)', (from, days, to) => {
    expect(addWorkingDays(from, days)).toBe(to);
  });

  it('Sundays and national holidays are not working days; Saturdays are', () => {
    expect(isWorkingDay('2026-11-22')).toBe(false);
    expect(isWorkingDay('2026-11-21')).toBe(true);
    expect(isWorkingDay('2027-01-26')).toBe(false);
  });

  it('the KFS issued late on a Saturday evening in India stands to the end of the third working day after', () => {
    const issued = new Date('2026-11-21T17:00:00Z'); // 22:30 IST Saturday
    expect(indiaDate(issued)).toBe('2026-11-21');
    expect(kfsValidUntil(issued).toISOString()).toBe(endOfIndiaDay('2026-11-25').toISOString());
  });

  it('months add by calendar, clamped to the month’s end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-23', 2)).toBe('2027-01-23');
  });
});
