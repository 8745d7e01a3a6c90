import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LenderCode, OfferTerms } from '@portal/domain';
import { createdAt } from '../columns';
import { leads } from './leads-schema';

/**
 * Every Key Facts Statement a customer's loan journey disclosed (DESIGN "What was disclosed binds", decision
 * 0141): the terms and the time of issue, from which the statement is rebuilt the same on screen and in the
 * PDF. A record is never edited in its terms: a customer's new choice within the sanction is a new record,
 * and the one before is marked superseded. What is accepted and disbursed is checked against the record the
 * customer acknowledged.
 */
export const loanKfsRecords = pgTable(
  'loan_kfs_records',
  {
    id: text('id').primaryKey(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id),
    lenderCode: text('lender_code').$type<LenderCode>().notNull(),
    /** SANCTION: the lender's offer as sanctioned; CUSTOMER_CHOICE: the customer's amount and tenure within it, priced by the lender. */
    source: text('source').$type<'SANCTION' | 'CUSTOMER_CHOICE'>().notNull(),
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    kfsVersion: text('kfs_version').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('loan_kfs_records_lead_idx').on(t.leadId, t.issuedAt)],
);
