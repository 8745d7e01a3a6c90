import { and, countDistinct, eq, gte, lt, type SQL } from 'drizzle-orm';
import { AppError } from '../../plugins/errors';
import {
  errorCodes,
  findProduct,
  funnelStepEvents,
  funnelSteps,
  adminMessages,
  type AnalyticsBatch,
  type Funnel,
  type FunnelQuery,
  type TenantCode,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema/analytics-schema';

/** Stores a batch of page views and steps for the tenant; the server's clock dates them. */
export async function recordEvents(db: Database, tenant: TenantCode, batch: AnalyticsBatch): Promise<void> {
  await db.insert(analyticsEvents).values(
    batch.events.map((event) => ({
      tenantCode: tenant,
      visitorId: batch.visitorId,
      name: event.name,
      page: event.page ?? null,
      productCode: event.productCode ?? null,
    })),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 366;

/** India's calendar day [from, to] as instants: from 00:00 IST on `from` to 00:00 IST the day after `to`. */
function periodOf(query: FunnelQuery): { start: Date; end: Date } {
  const start = new Date(`${query.from}T00:00:00+05:30`);
  const end = new Date(new Date(`${query.to}T00:00:00+05:30`).getTime() + DAY_MS);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start || end.getTime() - start.getTime() > MAX_DAYS * DAY_MS) {
    throw new AppError(400, errorCodes.validation, adminMessages.period, { from: adminMessages.period });
  }
  return { start, end };
}

/**
 * The funnel of SPEC §4's core flow per product over the period: how many visitors (distinct visitor
 * ids) reached landing, quote, proposal, review and paid. One grouped count per step, on the index of
 * tenant and time.
 */
export async function getFunnel(db: Database, tenant: TenantCode, query: FunnelQuery): Promise<Funnel> {
  const { start, end } = periodOf(query);
  const counts = new Map<string, Record<(typeof funnelSteps)[number], number>>();
  for (const step of funnelSteps) {
    const { name, page } = funnelStepEvents[step];
    const conditions: SQL[] = [
      eq(analyticsEvents.tenantCode, tenant),
      gte(analyticsEvents.createdAt, start),
      lt(analyticsEvents.createdAt, end),
      eq(analyticsEvents.name, name),
    ];
    if (page) conditions.push(eq(analyticsEvents.page, page));
    const rows = await db
      .select({ productCode: analyticsEvents.productCode, visitors: countDistinct(analyticsEvents.visitorId) })
      .from(analyticsEvents)
      .where(and(...conditions))
      .groupBy(analyticsEvents.productCode);
    for (const row of rows) {
      // The beacon is public: a code that is no product of the catalogue is no row of the funnel.
      if (!row.productCode || !findProduct(row.productCode)) continue;
      const entry = counts.get(row.productCode) ?? { landing: 0, quote: 0, proposal: 0, review: 0, paid: 0 };
      entry[step] = row.visitors;
      counts.set(row.productCode, entry);
    }
  }
  return {
    from: query.from,
    to: query.to,
    products: [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([productCode, steps]) => ({ productCode, ...steps })),
  };
}
