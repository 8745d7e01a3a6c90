import { index, jsonb, uniqueIndex, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BureauReport, TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';
import { leads } from './leads-schema';
import { consents } from './lending-schema';

/**
 * A credit check a partner starts for a customer: the customer consents by OTP (a row of lending's
 * consents table, purpose credit-report), the bureau's report is kept while the consent stands. The PAN is
 * sealed as a loan application's is (decision 0076); withdrawing the consent erases the report (0087).
 */
export const creditChecks = pgTable(
  'credit_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    customerName: text('customer_name').notNull(),
    customerMobile: text('customer_mobile').notNull(),
    panSealed: text('pan_sealed').notNull(),
    /** The consent OTP's challenge (auth's otp_challenges, purpose credit-check). */
    challengeId: uuid('challenge_id'),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }),
    consentId: uuid('consent_id').references(() => consents.id),
    report: jsonb('report').$type<BureauReport>(),
    pulledAt: timestamp('pulled_at', { withTimezone: true }),
    /** The check as a lead of product credit-score, made when the partner shares the customer's link: a customer session is scoped to it. */
    customerLeadId: text('customer_lead_id').references(() => leads.id),
    /** The personal-loan lead made from the report (once). */
    leadId: text('lead_id').references(() => leads.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_checks_partner_idx').on(t.partnerId, t.createdAt),
    index('credit_checks_mobile_idx').on(t.customerMobile),
    uniqueIndex('credit_checks_customer_lead_unique').on(t.customerLeadId),
  ],
);
