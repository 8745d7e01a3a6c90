import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PayoutKind, PayoutStatus, TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';

/**
 * The partner's payouts (decision 0116): one row per sale, written in the sale's own transaction (a policy
 * issued, a loan disbursed), so the table is also the month's sales ledger the dashboard sums. The unique
 * (kind, source_id) makes a payout once per policy or loan, whatever races; a free-look cancellation
 * reverses the row (status, reversed_at) instead of deleting it, so a statement of the reversal's month
 * shows it as a negative line. Money in paise.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    kind: text('kind').$type<PayoutKind>().notNull(),
    /** The policy's id (POLICY) or the lead's id (LOAN). */
    sourceId: text('source_id').notNull(),
    /** The policy number or the lead id, as the statement prints it. */
    reference: text('reference').notNull(),
    productCode: text('product_code').notNull(),
    /** The sale: the premium with GST, or the amount disbursed. */
    saleAmount: bigint('sale_amount', { mode: 'number' }).notNull(),
    /** What the rate applies to: the premium without GST, or the amount disbursed. */
    base: bigint('base', { mode: 'number' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('ACCRUED'),
    accruedAt: timestamp('accrued_at', { withTimezone: true }).notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversalReason: text('reversal_reason'),
    /** When the tenant paid it out (a later settlement run); null while due. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_source_unique').on(t.kind, t.sourceId),
    index('payouts_partner_accrued_idx').on(t.partnerId, t.accruedAt),
    index('payouts_tenant_accrued_idx').on(t.tenantCode, t.accruedAt),
    index('payouts_partner_reversed_idx')
      .on(t.partnerId, t.reversedAt)
      .where(sql`reversed_at IS NOT NULL`),
    index('payouts_tenant_reversed_idx')
      .on(t.tenantCode, t.reversedAt)
      .where(sql`reversed_at IS NOT NULL`),
  ],
);
