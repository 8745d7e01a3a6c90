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

/** An instant's date and time on India's clock: month 1-12, hour 0-23. */
export interface IndiaClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** India Standard Time, UTC+05:30 all year: no summer time since 15 October 1945 (tz database, Asia/Kolkata). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** From here on the offset above is India's; before it, the +06:30 of the war years and older local times. */
const FIXED_OFFSET_FROM = Date.UTC(1946, 0, 1);

/**
 * Made only for an instant before 1946: a formatter with a time zone starts ICU, which takes 15-45 ms on a
 * page's first call (more on a slow phone), and every page showing a date or amount paid it (decision 0295).
 */
let indiaClockBefore1946: Intl.DateTimeFormat | undefined;

/** An instant on India's clock: by the fixed offset for any record's time, by the time-zone data before 1946. */
export function indiaClockOf(instant: Date): IndiaClock {
  const time = instant.getTime();
  if (time >= FIXED_OFFSET_FROM) {
    const india = new Date(time + INDIA_OFFSET_MS);
    return { year: india.getUTCFullYear(), month: india.getUTCMonth() + 1, day: india.getUTCDate(), hour: india.getUTCHours(), minute: india.getUTCMinutes() };
  }
  indiaClockBefore1946 ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: INDIA_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts = Object.fromEntries(indiaClockBefore1946.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD in India. */
export function indiaIsoDateOf(instant: Date): string {
  const { year, month, day } = indiaClockOf(instant);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Today's date in India as a local midnight Date (so it compares with parseDob's dates). */
export function indiaToday(now: Date = new Date()): Date {
  const [year, month, day] = indiaIsoDateOf(now).split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}
