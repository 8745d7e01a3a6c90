import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * Messages (SMS, email) and other outbound work, written in the same transaction as the change. The
 * sandbox writes them already sent; live mode leaves `sent_at` empty for the relay (outbox-relay.ts), which
 * hands each to the channel's provider at most once under its idempotency key (decision 0200).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** One per message: a second write of the same message is a no-op, and the provider call carries it. */
    idempotencyKey: text('idempotency_key')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    /** The notification the message delivers, told when the provider refuses it for good. */
    notificationId: uuid('notification_id'),
    /** The tenant whose brand and from-address the message goes out under. */
    tenantCode: text('tenant_code'),
    attempts: integer('attempts').notNull().default(0),
    /** While set and in the future, one relay is handing the message over; a lapsed one means an outcome nobody saw. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The last failure's code, never the provider's message (it may quote the recipient). */
    lastError: text('last_error'),
    /** Given up: refused for good, out of tries, or an attempt whose outcome is unknown (never sent twice). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The provider's id of the message (an SMS gateway's message id, the email's Message-ID). */
    providerMessageId: text('provider_message_id'),
    /** The provider's last delivery report, as it names it (e.g. DELIVERED, UNDELIVERED). */
    deliveryStatus: text('delivery_status'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** After this it is not sent (an OTP's validity, decision 0104). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_unsent_idx')
      .on(t.id)
      .where(sql`sent_at is null`),
    uniqueIndex('outbox_idempotency_key_idx').on(t.idempotencyKey),
    index('outbox_provider_message_idx')
      .on(t.providerMessageId)
      .where(sql`provider_message_id is not null`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
