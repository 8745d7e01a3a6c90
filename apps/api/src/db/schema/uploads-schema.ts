import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Uploaded documents, bytes in the database so any instance can serve them. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    /** Server-made file name; the client's name is kept only for display. */
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_partner_idx').on(t.partnerId)],
);
