/** Parses dd/mm/yyyy into a local Date, or null when it is not a real calendar date. */
export function parseDob(value: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real && year >= 1900 ? date : null;
}

/** Whole years completed between birth and `on`. */
export function ageOn(birth: Date, on: Date): number {
  let age = on.getFullYear() - birth.getFullYear();
  const beforeBirthday = on.getMonth() < birth.getMonth() || (on.getMonth() === birth.getMonth() && on.getDate() < birth.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Formats a Date as dd/mm/yyyy. */
export function formatDob(date: Date): string {
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getFullYear()}`;
}

/** A date typed dd/mm/yyyy (as a form holds it) as YYYY-MM-DD (as the API takes it). */
export const isoDateOfTyped = (typed: string): string => typed.split('/').reverse().join('-');
/** YYYY-MM-DD as typed in a form, dd/mm/yyyy. */
export const typedDateOfIso = (iso: string): string => iso.split('-').reverse().join('/');

/** The portal's calendar is India's: "today" is the date in Asia/Kolkata, wherever the code runs. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/**
 * YYYY-MM-DD in India. Made on first use: a formatter with a time zone takes tens of milliseconds to make
 * on a slow phone, which a module-level one charged to every page that imports dates (decision 0136).
 */
let indiaIsoDate: Intl.DateTimeFormat | undefined;
export function indiaIsoDateOf(instant: Date): string {
  indiaIsoDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return indiaIsoDate.format(instant);
}

/** Today's date in India as a local midnight Date (so it compares with parseDob's dates). */
export function indiaToday(now: Date = new Date()): Date {
  const [year, month, day] = indiaIsoDateOf(now).split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}
