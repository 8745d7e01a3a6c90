import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Requests of the sandbox KYC provider: the provider's own state, kept apart from kyc_verifications. */
export const sandboxKycRequests = pgTable('sandbox_kyc_requests', {
  id: text('id').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  customerName: text('customer_name').notNull(),
  /** dd/mm/yyyy the merchant knows, prefilled on the page; the customer may correct it. */
  customerDob: text('customer_dob').notNull(),
  returnUrl: text('return_url').notNull(),
  /** CREATED until the customer submits the page. */
  status: text('status').$type<'CREATED' | 'PENDING' | 'VERIFIED' | 'FAILED'>().notNull().default('CREATED'),
  verifiedDob: text('verified_dob'),
  panMasked: text('pan_masked'),
  failureReason: text('failure_reason'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
