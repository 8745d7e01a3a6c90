import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AdminAuditAction, AdminChangeRequest, AdminChangeStatus, TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { partners, tenants } from '../partners-schema';

/**
 * A change one admin asked for and a second admin decides (maker-checker, decision 0110). The request
 * is kept as asked (an invitation holds the new partner's name and mobile until it is approved).
 */
export const adminChanges = pgTable(
  'admin_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantCode: text('tenant_code')
      .$type<TenantCode>()
      .notNull()
      .references(() => tenants.code),
    request: jsonb('request').$type<AdminChangeRequest>().notNull(),
    status: text('status').$type<AdminChangeStatus>().notNull().default('PENDING'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => partners.id),
    decidedBy: uuid('decided_by').references(() => partners.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_changes_tenant_status_idx').on(t.tenantCode, t.status, t.createdAt)],
);

/** Every admin action, append-only: who, what (a summary without mobiles or emails), when. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: text('tenant_code')
      .$type<TenantCode>()
      .notNull()
      .references(() => tenants.code),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => partners.id),
    action: text('action').$type<AdminAuditAction>().notNull(),
    summary: text('summary').notNull(),
    changeId: uuid('change_id').references(() => adminChanges.id),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_tenant_idx').on(t.tenantCode, t.id)],
);
