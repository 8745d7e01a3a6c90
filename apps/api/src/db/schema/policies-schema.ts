import { sql } from 'drizzle-orm';
import { pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { proposals } from './sales-schema';

/** Source of the running number in policy numbers (POL/<CODE>/<year>/<seq>); gaps are harmless. */
export const policyNumberSequence = pgSequence('policy_number_seq', { startWith: 1 });

/** Source of membership ids (MBR + 9 digits), the customer's short handle on a policy. */
export const membershipIdSequence = pgSequence('membership_id_seq', { startWith: 1 });

/** At most one policy per proposal: the unique index is what makes issuance exactly-once. */
export const policies = pgTable(
  'policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyNumber: text('policy_number').notNull(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** A column default, so policies issued before the column existed got one when it was added. */
    membershipId: text('membership_id')
      .notNull()
      .default(sql`'MBR' || lpad(nextval('membership_id_seq')::text, 9, '0')`),
  },
  (t) => [
    uniqueIndex('policies_proposal_unique').on(t.proposalId),
    uniqueIndex('policies_number_unique').on(t.policyNumber),
    uniqueIndex('policies_membership_unique').on(t.membershipId),
  ],
);
