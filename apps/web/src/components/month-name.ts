import type { TFunction } from 'i18next';

/**
 * A month (YYYY-MM) in words in the page's language: "November 2026" for a heading, "Nov" for a chart's
 * axis (`short`, without the year). Digits stay Latin in every language (decision 0210).
 */
export function monthName(t: TFunction, month: string, { short = false }: { short?: boolean } = {}): string {
  const [year, number] = month.split('-');
  const name = t(`months.${short ? 'short' : 'long'}.m${Number(number)}`);
  return short ? name : t('months.monthYear', { month: name, year });
}
