import type { Paise } from './money';
import { indiaClockOf, indiaIsoDateOf, typedDateOfIso } from './validation/dates';

/**
 * The one formatter of money, numbers and dates shown to a person (decision 0170): the web, every PDF, CSV
 * labels, SMS and email go through it, and lint refuses Intl formatters and toLocale* calls anywhere else.
 * - Rupees in Indian grouping, "Rs 1,47,371.30": two decimals wherever there are paise, none where there
 *   are not ("Rs 1,200"); a negative is "-Rs 41.50", and a zero is never "-0".
 * - Dates DD/MM/YYYY on India's calendar; a date and time "26/11/2026, 3:05 pm"; months in words
 *   ("November 2026") in headings and labels.
 * Written without Intl's formatters (decision 0295): the first one a page makes starts ICU, 15-45 ms of a
 * page's first render here and several times that on a slow phone, for grouping digits and an offset that
 * has not changed since 1945. format.test.ts holds these against Intl.
 */

/** Indian grouping of a whole number: the last three digits, then pairs: 1234567 → "12,34,567". */
function groupWhole(whole: number): string {
  if (!Number.isFinite(whole)) return String(whole); // a bug upstream shows as "NaN", not as a broken page
  // BigInt spells any whole double in full (String(1e21) is "1e+21").
  const digits = BigInt(whole).toString();
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Rupees (any number, paise as decimals) in Indian grouping: two decimals when there are paise, none otherwise. */
function groupRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) return String(rupees);
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = groupWhole(Math.floor(paise / 100));
  return paise % 100 === 0 ? whole : `${whole}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * The rupee's mark before every amount, in every language: Hindi and Marathi pages show amounts as the
 * formatter writes them, so an amount field's prefix is this same mark (apps/web's AmountField).
 */
export const RUPEE_MARK = 'Rs';

/** A signed amount: "-" before "Rs" for a negative, and a zero (or -0) without a sign. */
function signedRupees(rupees: number): string {
  const negative = Math.round(rupees * 100) < 0;
  return `${negative ? '-' : ''}${RUPEE_MARK} ${groupRupees(rupees)}`;
}

/** 120000 paise → "Rs 1,200"; 14737130 → "Rs 1,47,371.30"; -4150 → "-Rs 41.50"; -0 → "Rs 0". */
export function formatRupees(paise: Paise): string {
  return signedRupees(paise / 100);
}

/** An amount held in rupees (a sum insured, a lender's least income): 1000000 → "Rs 10,00,000", 41.5 → "Rs 41.50". */
export function formatRupeeAmount(rupees: number): string {
  return signedRupees(rupees);
}

/** A numeric string of rupees (a sum-insured option's value) → "10,00,000", without the "Rs". */
export function groupDigitsIN(value: string | number): string {
  return groupRupees(Number(value));
}

/** A count or figure in Indian grouping, up to `decimals` decimals: 147371 → "1,47,371", 12.25 → "12.25"; never "-0". */
export function formatNumber(value: number, decimals = 0): string {
  // toFixed rounds as it always has here; Number() drops the zeros it pads with ("12.50" → 12.5).
  const rounded = Number(Math.abs(value).toFixed(Math.min(decimals, 2)));
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = fraction ? `${groupWhole(Number(whole))}.${fraction}` : groupWhole(Number(whole));
  return value < 0 && rounded !== 0 ? `-${grouped}` : grouped;
}

/** A percentage with at most two decimals: 15 → "15%", 1.5 → "1.5%", 12.345 → "12.35%". */
export function formatPercent(percent: number, decimals = 2): string {
  return `${formatNumber(percent, decimals)}%`;
}

/** A date-only string (YYYY-MM-DD) read as that calendar day; anything else as an instant. */
const dateOnlyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function instantOf(value: Date | string): Date {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return instant;
}

/** DD/MM/YYYY on India's calendar: an instant (Date or ISO string) or a calendar day (YYYY-MM-DD) as it is. */
export function formatDate(value: Date | string): string {
  return typedDateOfIso(typeof value === 'string' && dateOnlyPattern.test(value) ? value : indiaIsoDateOf(instantOf(value)));
}

/** The time of day in India, "3:05 pm" (12:00 am is midnight, 12:00 pm noon). */
export function formatTime(value: Date | string): string {
  const { hour, minute } = indiaClockOf(instantOf(value));
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** "26/11/2026, 3:05 pm" in India. */
export function formatDateTime(value: Date | string): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * A month in words: "2026-11" → "November 2026" (a heading), or "Nov 2026" with `short` (a chart's axis);
 * a Date or ISO instant → its month in India.
 */
export function formatMonth(value: string | Date, options: { short?: boolean } = {}): string {
  const yearMonth = typeof value === 'string' ? monthPattern.exec(value) : null;
  const { year, month } = yearMonth ? { year: Number(yearMonth[1]), month: Number(yearMonth[2]) } : indiaClockOf(instantOf(value));
  const name = monthNames[month - 1]!;
  return `${options.short ? name.slice(0, 3) : name} ${year}`;
}

/** A count and its noun, singular for one: (1, 'policy', 'policies') → "1 policy", (3, …) → "3 policies". */
export function formatCount(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** When to try again, for a limit's message: 1 → "in 1 second", 90 → "in 2 minutes", 5400 → "in 2 hours". */
export function formatWaitTime(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `in ${formatCount(whole, 'second', 'seconds')}`;
  if (whole < 3600) return `in ${formatCount(Math.ceil(whole / 60), 'minute', 'minutes')}`;
  return `in ${formatCount(Math.ceil(whole / 3600), 'hour', 'hours')}`;
}
