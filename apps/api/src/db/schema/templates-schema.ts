import { boolean, customType, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TemplateCloudSource, TemplateContentType, TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A tenant's notification and document templates (SPEC §7 template upload; decision 0131): the bytes in
 * the database like every upload (decision 0004), one file per tenant, broker, bucket and path (a new
 * upload to the same place replaces it).
 */
export const templateFiles = pgTable(
  'template_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    broker: text('broker').$type<TenantCode>().notNull(),
    path: text('path').notNull(),
    cloudSource: text('cloud_source').$type<TemplateCloudSource>().notNull(),
    bucket: text('bucket').notNull(),
    isPublic: boolean('is_public').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').$type<TemplateContentType>().notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => partners.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('template_files_place_unique').on(t.tenantCode, t.broker, t.bucket, t.path)],
);
