import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  findProduct,
  leadStatuses,
  leadStatusLabels,
  monthDays,
  monthOf,
  monthRange,
  quoteToPaidConversion,
  seesWholeTenant,
  tenants,
  type DashboardSummary,
  type LeadStatus,
  type PayoutLine,
  type PayoutStatement,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { partners } from '../../db/partners-schema';
import type { SessionPartner } from '../../plugins/auth';
import type { Clock } from '../../providers/clock';
import { leads } from '../../db/schema/leads-schema';
import { findPayoutsOfPeriod, sumPayoutsDue, sumReversals, sumSalesByMonth, type PayoutRow } from './payouts-repository';
import { findStatementTds } from './payout-tds';

export interface PayoutsContext {
  db: Database;
  clock: Clock;
}

/** Months shown in the dashboard's chart, this one included. */
const TREND_MONTHS = 6;

/** The month `offset` months from `month` (YYYY-MM). */
function shiftMonth(month: string, offset: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + offset, 1));
  return shifted.toISOString().slice(0, 7);
}

/**
 * Leads created in [from, to) by status: one count per status, each an index-only range scan on
 * (partner or tenant, status, created_at), so the answer stays quick over millions of leads (decision 0117).
 */
export function leadStatusCountsQuery(db: Database, partner: SessionPartner, from: Date, to: Date) {
  const owner = seesWholeTenant(partner.role) ? sql`l.tenant_code = ${partner.tenantCode}` : sql`l.partner_id = ${partner.id}`;
  const statusList = sql.join(
    leadStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return db
    .select({
      status: sql<LeadStatus>`s.status`,
      count: sql<number>`(SELECT count(*) FROM ${leads} l WHERE ${owner} AND l.status = s.status AND l.created_at >= ${from.toISOString()} AND l.created_at < ${to.toISOString()})::int`,
    })
    .from(sql`unnest(ARRAY[${statusList}]::text[]) AS s(status)`);
}

async function countLeadsByStatus(db: Database, partner: SessionPartner, from: Date, to: Date): Promise<Record<LeadStatus, number>> {
  const rows = await leadStatusCountsQuery(db, partner, from, to);
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** GET /getDashboardSummary: the month's sales, leads, conversion and payouts of the partner (an admin: his tenant's). */
export async function getDashboardSummary(context: PayoutsContext, partner: SessionPartner, month = monthOf(context.clock.now())): Promise<DashboardSummary> {
  const { from, to } = monthRange(month);
  const first = shiftMonth(month, 1 - TREND_MONTHS);
  const [byMonth, reversed, due, counts] = await Promise.all([
    sumSalesByMonth(context.db, partner, monthRange(first).from, to),
    sumReversals(context.db, partner, from, to),
    sumPayoutsDue(context.db, partner),
    countLeadsByStatus(context.db, partner, from, to),
  ]);
  const buckets = new Map(byMonth.map((row) => [row.month, row]));
  const current = buckets.get(month);
  const policies = current?.policies ?? 0;
  const loans = current?.loans ?? 0;
  return {
    month,
    ...monthDays(month),
    sales: { count: policies + loans, policies, loans, premium: Number(current?.premium ?? 0), loanAmount: Number(current?.loanAmount ?? 0) },
    leadsByStatus: leadStatuses.map((status) => ({ status, label: leadStatusLabels[status], count: counts[status] })),
    conversion: quoteToPaidConversion(counts),
    payouts: { month: Number(current?.accrued ?? 0) - reversed, due },
    trend: Array.from({ length: TREND_MONTHS }, (_, index) => {
      const bucket = buckets.get(shiftMonth(first, index));
      return { month: shiftMonth(first, index), payout: Number(bucket?.accrued ?? 0), sales: (bucket?.policies ?? 0) + (bucket?.loans ?? 0) };
    }),
  };
}

/** GET /payouts/statement: the month's accruals and reversals (a reversal is a negative line in its own month). */
export async function getPayoutStatement(context: PayoutsContext, partner: SessionPartner, month: string): Promise<PayoutStatement> {
  const { from, to } = monthRange(month);
  const [{ accrued, reversed }, tds] = await Promise.all([findPayoutsOfPeriod(context.db, partner, from, to), findStatementTds(context.db, partner, month)]);
  const partnerIds = [...new Set([...accrued, ...reversed].map((row) => row.partnerId))];
  const names = partnerIds.length
    ? new Map(
        (
          await context.db
            .select({ id: partners.id, name: partners.name })
            .from(partners)
            .where(and(eq(partners.tenantCode, partner.tenantCode), inArray(partners.id, partnerIds)))
        ).map((row) => [row.id, row.name]),
      )
    : new Map<string, string>();
  const line = (row: PayoutRow, entry: PayoutLine['entry']): PayoutLine => ({
    payoutId: row.id,
    entry,
    kind: row.kind,
    productCode: row.productCode,
    productName: findProduct(row.productCode)?.name ?? row.productCode,
    reference: row.reference,
    base: row.base,
    rateBps: row.rateBps,
    amount: entry === 'ACCRUED' ? row.amount : -row.amount,
    at: (entry === 'ACCRUED' ? row.accruedAt : row.reversedAt!).toISOString(),
    partnerName: names.get(row.partnerId) ?? '',
  });
  const lines = [...accrued.map((row) => line(row, 'ACCRUED')), ...reversed.map((row) => line(row, 'REVERSED'))].sort((a, b) => a.at.localeCompare(b.at));
  const accruedTotal = accrued.reduce((sum, row) => sum + row.amount, 0);
  const reversedTotal = reversed.reduce((sum, row) => sum + row.amount, 0);
  const tdsTotal = tds.reduce((sum, section) => sum + section.amount, 0);
  return {
    month,
    partnerName: seesWholeTenant(partner.role) ? `All partners of ${tenants[partner.tenantCode].name}` : partner.name,
    tenantName: tenants[partner.tenantCode].name,
    lines,
    totals: {
      accrued: accruedTotal,
      reversed: -reversedTotal,
      net: accruedTotal - reversedTotal,
      tds: tdsTotal,
      netPaid: accruedTotal - reversedTotal - tdsTotal,
    },
    tds,
  };
}
