import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { proposals } from './sales-schema';

/**
 * A proposal's mandate letter (SPEC §7, fire/marine/workmen): the customer's authorisation for the broker to
 * place the policy with the chosen insurer. Links carry an HMAC of (id, linkExpiresAt); renewing a link moves
 * linkExpiresAt, which retires the older links (docs/decisions/0035).
 */
export const mandateLetters = pgTable(
  'mandate_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The full name the customer typed to sign, and the address the signature came from. */
    signerName: text('signer_name'),
    signerIp: text('signer_ip'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mandate_letters_proposal_unique').on(t.proposalId)],
);
