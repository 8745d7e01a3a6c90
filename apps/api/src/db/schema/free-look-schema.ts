import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FreeLookReason } from '@portal/domain';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';
import { payments } from './payments-schema';
import { policies } from './policies-schema';

/**
 * Policies returned in their free-look period (decision 0101): at most one per policy (the unique index
 * makes a repeated or racing request answer the first), with the deductions kept and the refund of the
 * payment that paid the policy, PENDING until the gateway answers with its refund id.
 */
export const freeLookCancellations = pgTable(
  'free_look_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    /** The payment whose order is refunded. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The partner who recorded the customer's request. */
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => partners.id),
    reason: text('reason').$type<FreeLookReason>().notNull(),
    totalPremium: integer('total_premium').notNull(),
    riskPremium: integer('risk_premium').notNull(),
    daysOnCover: integer('days_on_cover').notNull(),
    stampDuty: integer('stamp_duty').notNull(),
    medicalCosts: integer('medical_costs').notNull(),
    refundAmount: integer('refund_amount').notNull(),
    refundStatus: text('refund_status').$type<'PENDING' | 'PROCESSED'>().notNull().default('PENDING'),
    gatewayRefundId: text('gateway_refund_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('free_look_cancellations_policy_unique').on(t.policyId)],
);
