import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LenderCode, OfferTerms, TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';
import { leads } from './leads-schema';

/**
 * A loan application: one sell of personal loan, home loan, business loans or LAMF. Its id is the
 * aggregator id of SPEC §7 (AG + 12). The PAN is kept sealed (AES-256-GCM under a key of its own, decision
 * 0076) because lenders are sent it after the customer's consent; the list and dedupe use the lead's hash.
 */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: text('id').primaryKey(),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    productCode: text('product_code').notNull(),
    customerName: text('customer_name').notNull(),
    customerMobile: text('customer_mobile').notNull(),
    customerEmail: text('customer_email'),
    panSealed: text('pan_sealed').notNull(),
    /** The sell form's other answers (income, pincode, purpose, business…), by field name. */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    tenureMonths: integer('tenure_months').notNull(),
    /** The consent OTP's challenge (auth's otp_challenges, purpose customer-consent). */
    consentChallengeId: uuid('consent_challenge_id'),
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }),
    /** When lenders were asked (once); offers still missing at offersWindowEndsAt count as no answer. */
    offersAskedAt: timestamp('offers_asked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loan_applications_partner_idx').on(t.partnerId, t.createdAt)],
);

/** Each lender's answer to an application: pending until it answers, then an offer or a decline. */
export const loanOffers = pgTable(
  'loan_offers',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => loanApplications.id),
    lenderCode: text('lender_code').$type<LenderCode>().notNull(),
    status: text('status').$type<'PENDING' | 'OFFERED' | 'DECLINED'>().notNull(),
    /** Whether the answer came before the deadline of the first ask, or later (poll, job or callback). */
    arrived: text('arrived').$type<'IN_TIME' | 'LATE'>(),
    terms: jsonb('terms').$type<OfferTerms>(),
    declineReason: text('decline_reason'),
    /** The KFS's issue time: the statement is rebuilt from the terms and this, so screen and PDF agree. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    notInterestedAt: timestamp('not_interested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('loan_offers_application_lender_unique').on(t.applicationId, t.lenderCode)],
);

/**
 * A lead of the lending module: the offer chosen (loans) or the deposit booked (FD), the customer's KFS
 * acknowledgement and confirmation, and the lender's own reference. One per lead.
 */
export const lendingLeads = pgTable(
  'lending_leads',
  {
    leadId: text('lead_id')
      .primaryKey()
      .references(() => leads.id),
    applicationId: text('application_id').references(() => loanApplications.id),
    offerId: text('offer_id').references(() => loanOffers.id),
    /** FD: the quote as booked. */
    deposit: jsonb('deposit').$type<Record<string, unknown>>(),
    kfsVersion: text('kfs_version'),
    kfsAcknowledgedAt: timestamp('kfs_acknowledged_at', { withTimezone: true }),
    kfsAcknowledgedChannel: text('kfs_acknowledged_channel').$type<'PARTNER_DEVICE' | 'CUSTOMER_LINK'>(),
    /** The customer's confirmation on the redirection flow (the mandate fields of §7). */
    mandateSignerName: text('mandate_signer_name'),
    mandateConfirmedAt: timestamp('mandate_confirmed_at', { withTimezone: true }),
    lenderReference: text('lender_reference'),
    lenderStatus: text('lender_status'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lending_leads_offer_unique').on(t.offerId)],
);

/**
 * Consents (DPDP): what the customer agreed to, under which notice version, how and when. Withdrawing one
 * sets withdrawnAt. Keyed to the application or lead it was given for.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    customerMobile: text('customer_mobile').notNull(),
    purpose: text('purpose').notNull(),
    noticeVersion: text('notice_version').notNull(),
    /** The notice's words as shown when consent was given (decision 0150); null on rows older than that. */
    noticeText: text('notice_text'),
    channel: text('channel').$type<'SMS_OTP' | 'LINK'>().notNull(),
    applicationId: text('application_id').references(() => loanApplications.id),
    leadId: text('lead_id').references(() => leads.id),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('consents_application_idx').on(t.applicationId), index('consents_mobile_idx').on(t.customerMobile, t.givenAt)],
);

/** Every signed lender callback received, once per (lender, event id): a replay is answered, not applied. */
export const lenderCallbacks = pgTable(
  'lender_callbacks',
  {
    lenderCode: text('lender_code').$type<LenderCode>().notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind').$type<'OFFER' | 'DECLINE' | 'STATUS'>().notNull(),
    applicationId: text('application_id').notNull(),
    leadId: text('lead_id'),
    outcome: text('outcome').$type<'APPLIED' | 'DUPLICATE' | 'IGNORED'>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lenderCode, t.eventId] }), index('lender_callbacks_application_idx').on(t.applicationId, t.receivedAt)],
);
