import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { proposals } from './sales-schema';

/**
 * A digital-leader coupon of a tenant (decision 0090): one product, a validity period [validFrom, validTo),
 * a discount (a percent, optionally capped, or an amount in paise) and a use limit. `uses` only grows by an
 * atomic `uses = uses + 1 where uses < use_limit`, so the limit holds under concurrency (and the check too).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    /** Upper case (normaliseCouponCode). */
    code: text('code').notNull(),
    productCode: text('product_code').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    discountKind: text('discount_kind').$type<'PERCENT' | 'AMOUNT'>().notNull(),
    /** PERCENT: whole percent; AMOUNT: paise. */
    discountValue: integer('discount_value').notNull(),
    /** PERCENT only: the most taken off, in paise. */
    maxDiscount: integer('max_discount'),
    useLimit: integer('use_limit').notNull(),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_tenant_code_unique').on(t.tenantCode, t.code),
    check('coupons_uses_within_limit', sql`${t.uses} >= 0 and ${t.uses} <= ${t.useLimit}`),
  ],
);

/** A coupon used by a proposal: one row per proposal at most, released when the proposal drops the coupon. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id),
    /** Paise taken off the proposal's premium. */
    discount: integer('discount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_uses_proposal_unique').on(t.proposalId), index('coupon_uses_coupon_idx').on(t.couponId)],
);
