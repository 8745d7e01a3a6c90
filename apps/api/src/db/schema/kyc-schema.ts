import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { proposals } from './sales-schema';

/**
 * A proposal's KYC with an insurer's thin-layer KYC (the merchant's record; the provider keeps its own).
 * At most one PENDING per proposal (partial unique index), so initiating again answers the same one.
 */
export const kycVerifications = pgTable(
  'kyc_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id),
    insurerCode: text('insurer_code').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    status: text('status').$type<'PENDING' | 'VERIFIED' | 'FAILED'>().notNull().default('PENDING'),
    verifiedName: text('verified_name'),
    /** dd/mm/yyyy, as the proposal forms hold dates. */
    verifiedDob: text('verified_dob'),
    /** Only a masked PAN is kept (e.g. XXXXX1234F). */
    panMasked: text('pan_masked'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_verifications_proposal_idx').on(t.proposalId, t.createdAt),
    uniqueIndex('kyc_verifications_one_pending')
      .on(t.proposalId)
      .where(sql`status = 'PENDING'`),
  ],
);
