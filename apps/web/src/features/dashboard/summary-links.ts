import { formatMonth, type DashboardSummary, type LeadStatus } from '@portal/domain';

/** The leads list behind a figure: the month's leads, of one status when given (filters of /leads). */
export function leadsHref(summary: Pick<DashboardSummary, 'from' | 'to'>, status?: LeadStatus): string {
  const query = new URLSearchParams({ ...(status ? { status } : {}), from: summary.from, to: summary.to });
  return `/leads?${query.toString()}`;
}

/** "November 2026" for 2026-11. */
export function monthName(month: string): string {
  return formatMonth(month);
}

/** "Nov" for 2026-11. */
export function shortMonthName(month: string): string {
  return formatMonth(month, { short: true }).slice(0, 3);
}
