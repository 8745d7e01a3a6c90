import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language, LeadNoteKey, LeadStatus, TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';

export type LeadActor = 'partner' | 'customer' | 'lender' | 'system';

/**
 * Leads: the spine of every sale, insurance and loans alike (DESIGN "Leads, journeys with state, and
 * customers"). The primary key is the public lead id (LD + 12 letters or digits). The customer's PAN is
 * kept only as a keyed hash (to match it) and masked (to show it); its status moves only through
 * leads-repository.ts, which writes lead_status_history in the same transaction.
 *
 * The indexes follow the list filters (decision 0070): a partner's list and an admin's tenant-wide list,
 * each newest first with (created_at, id) as the keyset, with or without a status filter.
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    productCode: text('product_code').notNull(),
    customerName: text('customer_name').notNull(),
    /**
     * The name as the search reads it (decision 0283): lower case, each run of other characters than letters
     * and digits one space, and a space before, so a word's start is LIKE '% word%'. Kept by PostgreSQL.
     */
    customerNameWords: text('customer_name_words').generatedAlwaysAs(sql`' ' || regexp_replace(lower(customer_name), '[^[:alnum:]]+', ' ', 'g')`),
    /** Ten digits, no country code. */
    customerMobile: text('customer_mobile').notNull(),
    customerEmail: text('customer_email'),
    /** The customer's language, chosen by the partner on the lead: the SMS and the link page open in it. */
    customerLanguage: text('customer_language').$type<Language>().notNull().default('en-IN'),
    /** HMAC-SHA256 of the upper-cased PAN under PAN_HASH_SECRET, hex; null when no PAN was given. */
    panHash: text('pan_hash'),
    /** e.g. XXXXX1234F. */
    panMasked: text('pan_masked'),
    status: text('status').$type<LeadStatus>().notNull(),
    /** Loan or deposit amount, or the premium for insurance; paise (a home loan passes 2^31 paise). */
    amount: bigint('amount', { mode: 'number' }),
    /** The partner's own id of the lead (POST /lead-entry updates the lead with the same one). */
    externalLeadId: text('external_lead_id'),
    /** The lending aggregator's id of the customer's offer request (filled by the lending module). */
    aggregatorId: text('aggregator_id'),
    /** Lenders' offers as the lending module stores them. */
    offers: jsonb('offers').$type<unknown[]>(),
    /** Answers the lead was made with (loan purpose, income, business details…), by field name. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The insurance proposal this lead stands for (one lead per proposal), and its policy once issued. */
    referenceId: text('reference_id'),
    policyNumber: text('policy_number'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_partner_created_idx').on(t.partnerId, t.createdAt, t.id),
    index('leads_partner_status_created_idx').on(t.partnerId, t.status, t.createdAt, t.id),
    index('leads_tenant_created_idx').on(t.tenantCode, t.createdAt, t.id),
    index('leads_tenant_status_created_idx').on(t.tenantCode, t.status, t.createdAt, t.id),
    index('leads_tenant_product_created_idx').on(t.tenantCode, t.productCode, t.createdAt, t.id),
    index('leads_tenant_mobile_idx').on(t.tenantCode, t.customerMobile),
    // The search (decisions 0191, 0283): trigrams of the name's words (any word's start, any case) and of the
    // mobile (any digits); a whole mobile reads leads_tenant_mobile_idx.
    index('leads_name_words_trgm_idx').using('gin', sql`${t.customerNameWords} gin_trgm_ops`),
    index('leads_mobile_trgm_idx').using('gin', sql`${t.customerMobile} gin_trgm_ops`),
    index('leads_tenant_pan_idx')
      .on(t.tenantCode, t.panHash)
      .where(sql`pan_hash IS NOT NULL`),
    index('leads_aggregator_idx')
      .on(t.aggregatorId)
      .where(sql`aggregator_id IS NOT NULL`),
    uniqueIndex('leads_partner_external_unique')
      .on(t.partnerId, t.externalLeadId)
      .where(sql`external_lead_id IS NOT NULL`),
    uniqueIndex('leads_reference_unique')
      .on(t.referenceId)
      .where(sql`reference_id IS NOT NULL`),
  ],
);

/** Every status a lead has had: one row per move, written in the move's transaction. */
export const leadStatusHistory = pgTable(
  'lead_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id),
    fromStatus: text('from_status').$type<LeadStatus>(),
    toStatus: text('to_status').$type<LeadStatus>().notNull(),
    actor: text('actor').$type<LeadActor>().notNull(),
    /**
     * The partner who made the move when the actor is a partner (decision 0306): the owner, his team lead or an
     * admin may each move a lead, and the page says "by you" only to the one who did. Null for other actors and
     * for the rows written before it was kept.
     */
    partnerId: uuid('partner_id').references(() => partners.id),
    /** In English words: the portal's sentence of note_key, or a person's own words (then no note_key). */
    note: text('note'),
    /** The portal's note as a key of the catalogues' leadNote and the names it interpolates (decision 0278). */
    noteKey: text('note_key').$type<LeadNoteKey>(),
    noteValues: jsonb('note_values').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_status_history_lead_idx').on(t.leadId, t.id)],
);
