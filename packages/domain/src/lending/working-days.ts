import { bankHolidays } from './bank-holidays';

/**
 * Working days for a KFS's validity (RBI KFS directions: at least three working days for loans of seven
 * days or more). A working day is a day banks are open: not a Sunday, not the second or fourth Saturday of
 * the month (RBI, under the Negotiable Instruments Act, since September 2015), and not a bank holiday of the
 * list kept as data in bank-holidays.ts (decision 0140). Dates are calendar dates in India (YYYY-MM-DD).
 */
const holidayDates: ReadonlySet<string> = new Set(bankHolidays.map((holiday) => holiday.date));

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export function isWorkingDay(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = d.getUTCDay();
  if (weekday === 0) return false;
  // The nth Saturday of the month: days 8-14 are the second, 22-28 the fourth.
  const saturdayOfMonth = Math.ceil(d.getUTCDate() / 7);
  if (weekday === 6 && (saturdayOfMonth === 2 || saturdayOfMonth === 4)) return false;
  return !holidayDates.has(date);
}

/** The date `count` working days after `date` (the day itself not counted). */
export function addWorkingDays(date: string, count: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isWorkingDay(isoDate(d))) left--;
  }
  return isoDate(d);
}

/** Today's calendar date in India (UTC+05:30) for an instant. */
export function indiaDate(at: Date): string {
  return isoDate(new Date(at.getTime() + 330 * 60_000));
}

/** The end of a calendar day in India (23:59:59.999 IST) as an instant. */
export function endOfIndiaDay(date: string): Date {
  return new Date(new Date(`${date}T23:59:59.999Z`).getTime() - 330 * 60_000);
}

/** Adds calendar months to a date, keeping the day where the month has it (else the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}
