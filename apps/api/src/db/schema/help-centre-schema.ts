import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SupportCategory, TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';

/** A partner's support requests to his tenant's desk (help centre, decision 0107). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    category: text('category').$type<SupportCategory>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    referenceId: text('reference_id'),
    status: text('status').$type<'OPEN' | 'ANSWERED' | 'CLOSED'>().notNull().default('OPEN'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('support_requests_partner_idx').on(t.partnerId, t.createdAt)],
);
