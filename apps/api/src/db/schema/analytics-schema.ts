import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AnalyticsEventName, AnalyticsPageName, TenantCode } from '@portal/domain';
import { createdAt } from '../columns';

/**
 * Page views and steps (decision 0113): no personal data, no partner id — a random visitor id per
 * browser tab, the tenant, the page and event names and the product code.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    visitorId: uuid('visitor_id').notNull(),
    name: text('name').$type<AnalyticsEventName>().notNull(),
    page: text('page').$type<AnalyticsPageName>(),
    productCode: text('product_code'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_tenant_time_idx').on(t.tenantCode, t.createdAt)],
);
