import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * The Razorpay orders this portal made (decision 0203): what its Standard Checkout page needs without a
 * call to Razorpay, and the cancellation Razorpay's Orders API has no call for. A cancelled order's page
 * no longer opens the checkout; a payment that still reaches it is a late capture, which the payments
 * module refunds.
 */
export const razorpayOrders = pgTable('razorpay_orders', {
  orderId: text('order_id').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  amount: integer('amount').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: createdAt(),
});
