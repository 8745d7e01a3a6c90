import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentStatusValue } from '@portal/domain';
import { createdAt } from '../columns';
import { proposals } from './sales-schema';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id),
    idempotencyKey: text('idempotency_key').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    amount: integer('amount').notNull(),
    /**
     * CREATED is the proposal's one live order (payments_one_live_per_proposal); REFUNDED, a capture that
     * came for a proposal already paid, refunded (payment_refunds); SUPERSEDED, an older live order the
     * one-live-order migration set aside (it may still be paid at the gateway, and is then refunded).
     */
    status: text('status').$type<PaymentStatusValue>().notNull().default('CREATED'),
    linkUrl: text('link_url').notNull(),
    /** Why the gateway declined the order (e.g. 'Card declined by the issuing bank'), as it said it; shown to the partner. */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_unique').on(t.gatewayOrderId),
    uniqueIndex('payments_idempotency_unique').on(t.proposalId, t.idempotencyKey),
    // At most one live order per proposal, so racing link requests cannot open two (decision 0049).
    uniqueIndex('payments_one_live_per_proposal')
      .on(t.proposalId)
      .where(sql`status = 'CREATED'`),
  ],
);

/**
 * Refunds the merchant asked the gateway for: one per payment (a capture for a proposal already paid),
 * PENDING until the gateway answers with its own refund id, then as the gateway reports it.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<'DUPLICATE_CAPTURE'>().notNull(),
    status: text('status').$type<'PENDING' | 'PROCESSED'>().notNull().default('PENDING'),
    gatewayRefundId: text('gateway_refund_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_refunds_payment_unique').on(t.paymentId)],
);

/** Gateway callbacks already applied; the event id makes a replay a no-op. */
export const paymentCallbacks = pgTable('payment_callbacks', {
  eventId: text('event_id').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id),
  status: text('status').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
