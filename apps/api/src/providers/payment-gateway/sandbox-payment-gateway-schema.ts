import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GatewayOrderStatus } from '@portal/domain';
import { createdAt } from '../../db/columns';

/** Orders of the sandbox payment gateway: the gateway's own state, kept apart from the merchant's payments. */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('INR'),
  merchantReference: text('merchant_reference').notNull(),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  returnUrl: text('return_url').notNull(),
  callbackUrl: text('callback_url').notNull(),
  status: text('status').$type<GatewayOrderStatus>().notNull().default('CREATED'),
  failureReason: text('failure_reason'),
  /** Id of the completion event, the same on every delivery of its callback. */
  eventId: text('event_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refunds of the sandbox payment gateway: at most one per order (a full refund), so asking again answers the same. */
export const sandboxGatewayRefunds = pgTable(
  'sandbox_gateway_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxGatewayOrders.id),
    amount: integer('amount').notNull(),
    status: text('status').$type<'PROCESSED'>().notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_gateway_refunds_order_unique').on(t.orderId)],
);
