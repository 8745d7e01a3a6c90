import { describe, expect, it } from 'vitest';
import { addMonths, addWorkingDays, endOfIndiaDay, indiaDate, isWorkingDay } from './working-days';
import { kfsValidUntil } from './kfs';
import { BANK_HOLIDAYS_SOURCE, bankHolidays } from './bank-holidays';

describe('working days (KFS validity)', () => {
  it.each([
    ['2026-11-16', 3, '2026-11-19', 'Monday → Thursday'],
    ['2026-11-23', 3, '2026-11-27', 'Monday → Friday, skipping Guru Nanak Jayanti 24'],
    ['2026-11-27', 3, '2026-12-02', 'Friday → Wednesday, skipping the fourth Saturday 28 and Sunday 29 (the issue’s case)'],
    ['2026-11-13', 3, '2026-11-18', 'Friday → Wednesday, skipping the second Saturday 14 and Sunday 15'],
    ['2026-11-20', 3, '2026-11-25', 'Friday → Wednesday: the third Saturday 21 is a working day, Guru Nanak Jayanti 24 is not'],
    ['2026-09-11', 3, '2026-09-17', 'Friday → Thursday, skipping the second Saturday 12, Sunday 13 and Ganesh Chaturthi 14'],
    ['2026-10-16', 3, '2026-10-21', 'Friday → Wednesday: the third Saturday 17 counts; Sunday 18 and Dussehra 20 do not'],
    ['2026-11-06', 3, '2026-11-11', 'Friday → Wednesday: the first Saturday 7 counts; Sunday 8 and Balipratipada 10 do not'],
    ['2026-03-18', 3, '2026-03-24', 'Wednesday → Tuesday, skipping Gudi Padwa 19, Ramzan-Id (third Saturday 21) and Sunday 22'],
    ['2026-02-18', 3, '2026-02-23', 'Wednesday → Monday, skipping Shivaji Maharaj Jayanti 19 and Sunday 22 (Saturday 21 is the third)'],
    ['2026-04-13', 3, '2026-04-17', 'Monday → Friday, skipping Ambedkar Jayanti 14'],
    ['2026-01-23', 3, '2026-01-29', 'Friday → Thursday, skipping the fourth Saturday 24, Sunday 25 and Republic Day 26'],
    ['2026-04-02', 3, '2026-04-07', 'Thursday → Tuesday, skipping Good Friday 3 and Sunday 5 (Saturday 4 is the first)'],
    ['2026-12-24', 3, '2026-12-30', 'Thursday → Wednesday, skipping Christmas and the fourth Saturday 26 and Sunday 27'],
    ['2026-08-13', 3, '2026-08-18', 'Thursday → Tuesday, skipping Independence Day (Saturday 15) and Sunday 16'],
    ['2026-09-30', 3, '2026-10-05', 'Wednesday → Monday, skipping Gandhi Jayanti and Sunday 4'],
    ['2026-03-30', 3, '2026-04-06', 'Monday → Monday, skipping Mahavir Janmakalyanak 31, the banks’ closing of accounts 1 April, Good Friday 3 and Sunday 5'],
    ['2026-05-27', 3, '2026-06-01', 'Wednesday → Monday, skipping Bakri Id 28 and Sunday 31 (Saturday 30 is the fifth)'],
  ])('%s + %i working days = %s (%s)', (from, days, to) => {
    expect(addWorkingDays(from, days)).toBe(to);
  });

  it('Sundays, the second and fourth Saturdays and the listed bank holidays are not working days; other Saturdays are', () => {
    expect(isWorkingDay('2026-11-22')).toBe(false);
    expect(isWorkingDay('2026-11-14')).toBe(false);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-11-21')).toBe(true);
    expect(isWorkingDay('2026-11-07')).toBe(true);
    expect(isWorkingDay('2026-10-31')).toBe(true);
    expect(isWorkingDay('2027-01-26')).toBe(false);
  });

  it('Mumbai’s 2026 festival dates as RBI and the State published them (decision 0156): Holi on 3 March, Bakri Id on 28 May', () => {
    expect(isWorkingDay('2026-03-03')).toBe(false);
    expect(isWorkingDay('2026-03-04')).toBe(true);
    expect(isWorkingDay('2026-05-28')).toBe(false);
    expect(isWorkingDay('2026-05-27')).toBe(true);
  });

  it('every listed holiday has its source and is a real date; every 2026 date says where it was read', () => {
    expect(BANK_HOLIDAYS_SOURCE).toMatch(/RBI/);
    for (const holiday of bankHolidays.filter((h) => h.date.startsWith('2026-'))) expect(holiday.checked, holiday.name).toBeDefined();
    for (const holiday of bankHolidays) expect(new Date(`${holiday.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(holiday.date);
  });

  it('the KFS issued late on a Saturday evening in India stands to the end of the third working day after', () => {
    const issued = new Date('2026-11-21T17:00:00Z'); // 22:30 IST Saturday
    expect(indiaDate(issued)).toBe('2026-11-21');
    // Monday 23, Wednesday 25 and Thursday 26; Guru Nanak Jayanti (Tuesday 24) is a bank holiday.
    expect(kfsValidUntil(issued).toISOString()).toBe(endOfIndiaDay('2026-11-26').toISOString());
  });

  it('months add by calendar, clamped to the month’s end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-23', 2)).toBe('2027-01-23');
  });
});
