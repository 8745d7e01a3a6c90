import type { Paise } from './money';
import { INDIA_TIME_ZONE } from './validation/dates';

/**
 * The one formatter of money, numbers and dates shown to a person (decision 0170): the web, every PDF, CSV
 * labels, SMS and email go through it, and lint refuses Intl formatters and toLocale* calls anywhere else.
 * - Rupees in Indian grouping, "Rs 1,47,371.30": two decimals wherever there are paise, none where there
 *   are not ("Rs 1,200"); a negative is "-Rs 41.50", and a zero is never "-0".
 * - Dates DD/MM/YYYY on India's calendar; a date and time "26/11/2026, 3:05 pm"; months in words
 *   ("November 2026") in headings and labels.
 * The Intl objects are made on first use: the page's first one costs tens of milliseconds on a slow phone
 * (ICU starting up), which a module-level one charged to every page importing this (decision 0136).
 */
let wholeIN: Intl.NumberFormat | undefined;
let paiseIN: Intl.NumberFormat | undefined;
let numberIN: Intl.NumberFormat | undefined;
let dayMonthYear: Intl.DateTimeFormat | undefined;
let hourMinute: Intl.DateTimeFormat | undefined;
let monthNames: Intl.DateTimeFormat | undefined;

const wholeGrouping = () => (wholeIN ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const paiseGrouping = () => (paiseIN ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Rupees (any number, paise as decimals) in Indian grouping: two decimals when there are paise, none otherwise. */
function groupRupees(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  return paise % 100 === 0 ? wholeGrouping().format(paise / 100) : paiseGrouping().format(paise / 100);
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

/** A count or figure in Indian grouping, up to `decimals` decimals: 147371 → "1,47,371", 12.25 → "12.25". */
export function formatNumber(value: number, decimals = 0): string {
  if (decimals === 0) return wholeGrouping().format(value === 0 ? 0 : value);
  numberIN ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  const rounded = Number(value.toFixed(Math.min(decimals, 2)));
  return numberIN.format(rounded === 0 ? 0 : rounded);
}

/** A percentage with at most two decimals: 15 → "15%", 1.5 → "1.5%", 12.345 → "12.35%". */
export function formatPercent(percent: number, decimals = 2): string {
  return `${formatNumber(percent, decimals)}%`;
}

/** A date-only string (YYYY-MM-DD) read as that calendar day; anything else as an instant. */
const dateOnlyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(formatter: Intl.DateTimeFormat, instant: Date): Record<string, string> {
  return Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
}

function instantOf(value: Date | string): Date {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return instant;
}

/** DD/MM/YYYY on India's calendar: an instant (Date or ISO string) or a calendar day (YYYY-MM-DD) as it is. */
export function formatDate(value: Date | string): string {
  const day = typeof value === 'string' ? dateOnlyPattern.exec(value) : null;
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  dayMonthYear ??= new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
  const parts = partsOf(dayMonthYear, instantOf(value));
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** The time of day in India, "3:05 pm". */
export function formatTime(value: Date | string): string {
  hourMinute ??= new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
  const parts = partsOf(hourMinute, instantOf(value));
  return `${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? '').toLowerCase()}`.trim();
}

/** "26/11/2026, 3:05 pm" in India. */
export function formatDateTime(value: Date | string): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A month in words: "2026-11" → "November 2026" (a heading), or "Nov 2026" with `short` (a chart's axis);
 * a Date or ISO instant → its month in India.
 */
export function formatMonth(value: string | Date, options: { short?: boolean } = {}): string {
  let year: number;
  let month: number;
  const yearMonth = typeof value === 'string' ? monthPattern.exec(value) : null;
  if (yearMonth) {
    year = Number(yearMonth[1]);
    month = Number(yearMonth[2]);
  } else {
    const [isoYear, isoMonth] = formatDate(value).split('/').reverse();
    year = Number(isoYear);
    month = Number(isoMonth);
  }
  monthNames ??= new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });
  const name = monthNames.format(new Date(Date.UTC(year, month - 1, 15)));
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
