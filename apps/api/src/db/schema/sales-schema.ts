import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FormValues, Language, TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';

// Quotes are signed tokens, not rows (modules/sales/quote-token.ts); a sale's row is its proposal.

export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public reference shown to partners and customers. */
    referenceId: text('reference_id').notNull(),
    productCode: text('product_code').notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    /**
     * The signed quote token the proposal was made from (quotes are stateless offers, not rows). It
     * repeats the quote columns below under the server's signature; it grants nothing once used or expired.
     */
    quoteId: text('quote_id').notNull(),
    /** The quote as accepted: its values, re-validated and re-priced when the proposal was made. */
    quoteValues: jsonb('quote_values').$type<FormValues>().notNull(),
    planCode: text('plan_code').notNull(),
    sumInsured: integer('sum_insured'),
    netPremium: integer('net_premium').notNull(),
    gst: integer('gst').notNull(),
    totalPremium: integer('total_premium').notNull(),
    breakdown: jsonb('breakdown').$type<{ label: string; amount: number }[]>().notNull(),
    values: jsonb('values').$type<FormValues>().notNull(),
    /** The tenant's consent text the customer accepted, word for word, and when (decision 0038); null on older rows. */
    consentText: text('consent_text'),
    consentAcceptedAt: timestamp('consent_accepted_at', { withTimezone: true }),
    /**
     * The customer's language (decision 0268): asked on the proposal form, else the partner's page language. The
     * sale's lead, its payment link SMS and email, its status page link and its policy-issued notice are in it.
     */
    customerLanguage: text('customer_language').$type<Language>().notNull().default('en-IN'),
    status: text('status').$type<'DRAFT' | 'PAYMENT_PENDING' | 'PAID' | 'PAYMENT_FAILED'>().notNull().default('DRAFT'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('proposals_reference_unique').on(t.referenceId), index('proposals_partner_idx').on(t.partnerId)],
);
