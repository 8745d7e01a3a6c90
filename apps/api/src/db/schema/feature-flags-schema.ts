import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeatureFlagKey, TenantCode } from '@portal/domain';
import { tenants } from '../partners-schema';

/** A tenant's own value of a feature flag; no row means the service's default (env FEATURE_FLAGS). */
export const tenantFeatureFlags = pgTable(
  'tenant_feature_flags',
  {
    tenantCode: text('tenant_code')
      .$type<TenantCode>()
      .notNull()
      .references(() => tenants.code),
    flag: text('flag').$type<FeatureFlagKey>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.flag] })],
);
