import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

/**
 * A customer's session (decision 0082): proved by an OTP to the mobile of ONE lead or ONE activation, and
 * good for that one only; or to a mobile, for its own consents (decision 0155; the scope id is the mobile). Separate from partner sessions (own table, own cookie); the cookie holds a
 * random token, the table its SHA-256. Idle after `idle_expires_at`, over at `expires_at` whatever the use.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    scopeKind: text('scope_kind').$type<'lead' | 'activation' | 'consents'>().notNull(),
    scopeId: text('scope_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('customer_sessions_scope_idx').on(t.scopeKind, t.scopeId)],
);
