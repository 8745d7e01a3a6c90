import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TenantCode } from '@portal/domain';
import { createdAt } from '../columns';

/**
 * The cache of /master/public/add-redis and /get-redis when Redis is absent (decision 0105): one row per
 * tenant, partner and key, with its expiry; an expired row reads as absent and is deleted when met.
 */
export const cacheEntries = pgTable(
  'cache_entries',
  {
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    partnerId: uuid('partner_id').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.partnerId, t.key] }), index('cache_entries_expiry_idx').on(t.expiresAt)],
);

/** Newsletter subscribers (decision 0108): the consent's time and the unsubscription's, nothing else. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});
