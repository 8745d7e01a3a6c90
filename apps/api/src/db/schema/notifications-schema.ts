import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language, NotificationChannel, NotificationStatus } from '@portal/domain';
import { createdAt } from '../columns';

/**
 * Every message the service sends (decision 0104), delivered through the job queue: PENDING until a
 * transport takes it (SENT) or it failed NOTIFICATION_MAX_ATTEMPTS times (DEAD: the dead-letter list the
 * tenant's admin reads and retries). The text and variables are kept only while the message may still
 * be sent; once SENT they are cleared, so the table does not become a second copy of every OTP and link.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tenant whose admin sees it; null for a message the service sent before knowing one (a sign-in OTP to an unknown number never is). */
    tenantCode: text('tenant_code'),
    /** The partner who sent it from /notify or whose action sent it; null for the service's own. */
    partnerId: uuid('partner_id'),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    template: text('template').notNull(),
    productCode: text('product_code'),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body'),
    variables: jsonb('variables').$type<Record<string, string>>(),
    /** The words' language, the customer's (decision 0216): an SMS goes under that language's DLT template. */
    language: text('language').$type<Language>().notNull().default('en-IN'),
    status: text('status').$type<NotificationStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** The failure's kind (an error code or class), never its message, which may quote the recipient. */
    lastError: text('last_error'),
    /** The durable job that delivers it. */
    jobId: uuid('job_id'),
    /** After this it is not sent (an OTP's validity). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deadAt: timestamp('dead_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_dead_idx')
      .on(t.tenantCode, t.deadAt)
      .where(sql`status = 'DEAD'`),
  ],
);
