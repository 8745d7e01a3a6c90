import type { DashboardSummary, LeadStatus } from '@portal/domain';

/** The leads list behind a figure: the month's leads, of one status when given (filters of /leads). */
export function leadsHref(summary: Pick<DashboardSummary, 'from' | 'to'>, status?: LeadStatus): string {
  const query = new URLSearchParams({ ...(status ? { status } : {}), from: summary.from, to: summary.to });
  return `/leads?${query.toString()}`;
}

/** "November 2026" for 2026-11. */
export function monthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 15)).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "Nov" for 2026-11. */
export function shortMonthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 15)).toLocaleDateString('en-IN', { month: 'short', timeZone: 'UTC' });
}
