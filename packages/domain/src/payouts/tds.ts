import type { Paise } from '../money';
import type { PayoutKind } from './payout-rules';

/**
 * Tax deducted at source from a partner's payouts (decision 0171), kept as data with its source so that a
 * new Finance Act is one new row. Commission for procuring insurance business falls under section 194D
 * of the Income-tax Act, 1961; commission a lender pays for sourcing a loan or deposit under section 194H.
 * Rates are those for a resident person other than a company (the portal's partners are individual
 * agents and POSPs) who has given a PAN. Tax is deducted once the commission credited in a financial year
 * (April to March) exceeds the section's threshold, and then on the whole of it, so the month the
 * threshold is crossed deducts on the year's commission so far; tax is rounded to the rupee (section 288B).
 */
export const tdsSections = ['194D', '194H'] as const;
export type TdsSection = (typeof tdsSections)[number];

export const tdsSectionOfKind: Record<PayoutKind, TdsSection> = { POLICY: '194D', LOAN: '194H' };

export const tdsSectionLabels: Record<TdsSection, string> = {
  '194D': 'TDS on insurance commission (section 194D)',
  '194H': 'TDS on loan commission (section 194H)',
};

export interface TdsRate {
  section: TdsSection;
  /** First day (YYYY-MM-DD) the rate applies to amounts credited. */
  from: string;
  rateBps: number;
  /** Commission in a financial year up to which nothing is deducted. */
  threshold: Paise;
  /** The law that sets it. */
  source: string;
}

export const tdsRates: readonly TdsRate[] = [
  {
    section: '194D',
    from: '2016-06-01',
    rateBps: 500,
    threshold: 1_500_000,
    source: 'Income-tax Act, 1961, section 194D as amended by the Finance Act, 2016: 5% for a person other than a company, above Rs 15,000 a year',
  },
  {
    section: '194D',
    from: '2025-04-01',
    rateBps: 200,
    threshold: 2_000_000,
    source:
      'Finance (No. 2) Act, 2024: section 194D at 2% for a person other than a company from 1 April 2025; Finance Act, 2025: threshold Rs 20,000 a year from 1 April 2025',
  },
  {
    section: '194H',
    from: '2016-06-01',
    rateBps: 500,
    threshold: 1_500_000,
    source: 'Income-tax Act, 1961, section 194H as amended by the Finance Act, 2016: 5%, above Rs 15,000 a year',
  },
  {
    section: '194H',
    from: '2024-10-01',
    rateBps: 200,
    threshold: 1_500_000,
    source: 'Finance (No. 2) Act, 2024: section 194H at 2% from 1 October 2024',
  },
  {
    section: '194H',
    from: '2025-04-01',
    rateBps: 200,
    threshold: 2_000_000,
    source: 'Finance Act, 2025: section 194H threshold Rs 20,000 a year from 1 April 2025',
  },
];

/** The rate of a section in force on a day (YYYY-MM-DD). */
export function tdsRateOn(section: TdsSection, day: string): TdsRate {
  const inForce = tdsRates.filter((rate) => rate.section === section && rate.from <= day).sort((a, b) => b.from.localeCompare(a.from))[0];
  if (!inForce) throw new RangeError(`No ${section} rate in force on ${day}`);
  return inForce;
}

/** The first month (YYYY-MM) of the financial year a month falls in: April. */
export function financialYearStart(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${monthNumber >= 4 ? year : year - 1}-04`;
}

export interface TdsDeduction {
  section: TdsSection;
  rateBps: number;
  /** The commission the tax is worked out on (paise). */
  base: Paise;
  /** The tax deducted (paise, whole rupees). */
  amount: Paise;
  source: string;
}

/**
 * The tax deducted in a month from one partner's commission under one section: `earlierInYear` is the
 * net commission credited in the financial year before this month, `month` this month's net (a month of
 * reversals is negative and deducts nothing).
 */
export function tdsOfMonth(section: TdsSection, month: string, earlierInYear: Paise, monthNet: Paise): TdsDeduction {
  const rate = tdsRateOn(section, `${month}-01`);
  const yearSoFar = earlierInYear + monthNet;
  let base = 0;
  if (yearSoFar > rate.threshold) base = earlierInYear > rate.threshold ? monthNet : yearSoFar;
  base = Math.max(0, base);
  const amount = Math.round((base * rate.rateBps) / 10_000 / 100) * 100;
  return { section, rateBps: rate.rateBps, base, amount, source: rate.source };
}
