import type { DashboardSummary, LeadStatus } from '@portal/domain';

/** The leads list behind a figure: the month's leads, of one status when given (filters of /leads). */
export function leadsHref(summary: Pick<DashboardSummary, 'from' | 'to'>, status?: LeadStatus): string {
  const query = new URLSearchParams({ ...(status ? { status } : {}), from: summary.from, to: summary.to });
  return `/leads?${query.toString()}`;
}
