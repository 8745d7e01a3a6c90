import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { proposals } from '../../db/schema/sales-schema';
import { mandateLetters } from '../../db/schema/mandates-schema';

export type MandateLetterRow = typeof mandateLetters.$inferSelect;
export type MandateProposalRow = typeof proposals.$inferSelect;

export async function findMandateOfProposal(db: Database, proposalId: string): Promise<MandateLetterRow | undefined> {
  const [row] = await db.select().from(mandateLetters).where(eq(mandateLetters.proposalId, proposalId));
  return row;
}

/** The letter with its proposal, by the letter's id (from a verified link token). */
export async function findMandateWithProposal(db: Database, letterId: string): Promise<{ letter: MandateLetterRow; proposal: MandateProposalRow } | undefined> {
  const [row] = await db
    .select({ letter: mandateLetters, proposal: proposals })
    .from(mandateLetters)
    .innerJoin(proposals, eq(proposals.id, mandateLetters.proposalId))
    .where(eq(mandateLetters.id, letterId));
  return row;
}

/**
 * The proposal's letter, created on first call; two racing first calls meet at the unique index, and only
 * the one that inserted it is told `created`.
 */
export async function insertMandateOnce(db: Database, proposalId: string, linkExpiresAt: Date): Promise<{ letter: MandateLetterRow; created: boolean }> {
  const [inserted] = await db
    .insert(mandateLetters)
    .values({ proposalId, linkExpiresAt })
    .onConflictDoNothing({ target: mandateLetters.proposalId })
    .returning();
  if (inserted) return { letter: inserted, created: true };
  const row = await findMandateOfProposal(db, proposalId);
  if (!row) throw new Error('mandate letter vanished after insert');
  return { letter: row, created: false };
}

/** A new link expiry for an unsigned letter; older links stop working. */
export async function renewMandateLink(db: Database, letterId: string, linkExpiresAt: Date, now: Date): Promise<MandateLetterRow> {
  const [row] = await db.update(mandateLetters).set({ linkExpiresAt, updatedAt: now }).where(eq(mandateLetters.id, letterId)).returning();
  if (!row) throw new Error('mandate letter vanished on renewal');
  return row;
}

/**
 * Records the signature once: only an unsigned letter is updated (the row is locked), so a repeated or
 * racing signature keeps the first signer, time and address.
 */
export async function signMandateOnce(
  db: Database,
  letterId: string,
  signature: { signerName: string; signerIp: string; now: Date },
): Promise<MandateLetterRow> {
  return db.transaction(async (tx) => {
    const [letter] = await tx.select().from(mandateLetters).where(eq(mandateLetters.id, letterId)).for('update');
    if (!letter) throw new Error('mandate letter vanished while signing');
    if (letter.signedAt) return letter;
    const [signed] = await tx
      .update(mandateLetters)
      .set({ signedAt: signature.now, signerName: signature.signerName, signerIp: signature.signerIp, updatedAt: signature.now })
      .where(eq(mandateLetters.id, letterId))
      .returning();
    return signed!;
  });
}
