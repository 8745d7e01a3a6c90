import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { buildKfs, findProduct, KFS_VERSION, kfsValidUntil, type Kfs, type LenderCode, type OfferTerms } from '@portal/domain';
import type { Database } from '../../db/client';
import { loanKfsRecords } from '../../db/schema/customer-loan-schema';

/**
 * The KFS records of a customer's loan journey (decision 0141): issued, superseded by a new one when the
 * terms change, acknowledged by the customer. A record's terms are never edited.
 */
export type KfsRecordRow = typeof loanKfsRecords.$inferSelect;

const newKfsId = () => `KFS${randomBytes(8).toString('hex').toUpperCase()}`;

export async function findKfsRecord(db: Database, leadId: string, id: string): Promise<KfsRecordRow | undefined> {
  const [row] = await db
    .select()
    .from(loanKfsRecords)
    .where(and(eq(loanKfsRecords.id, id), eq(loanKfsRecords.leadId, leadId)));
  return row;
}

/** A new statement for the lead; the one it replaces is marked superseded in the same transaction. */
export async function issueKfsRecord(
  db: Database,
  input: { leadId: string; lenderCode: LenderCode; source: KfsRecordRow['source']; terms: OfferTerms; issuedAt: Date; now: Date },
): Promise<KfsRecordRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(loanKfsRecords)
      .set({ supersededAt: input.now })
      .where(and(eq(loanKfsRecords.leadId, input.leadId), isNull(loanKfsRecords.supersededAt)));
    const [row] = await tx
      .insert(loanKfsRecords)
      .values({
        id: newKfsId(),
        leadId: input.leadId,
        lenderCode: input.lenderCode,
        source: input.source,
        terms: input.terms,
        kfsVersion: KFS_VERSION,
        issuedAt: input.issuedAt,
        validUntil: kfsValidUntil(input.issuedAt),
      })
      .returning();
    return row!;
  });
}

/** The customer's acknowledgement: once, of a record still current. False when it is not (superseded meanwhile). */
export async function acknowledgeKfsRecord(db: Database, record: KfsRecordRow, now: Date): Promise<boolean> {
  if (record.acknowledgedAt) return record.supersededAt === null;
  const updated = await db
    .update(loanKfsRecords)
    .set({ acknowledgedAt: now })
    .where(and(eq(loanKfsRecords.id, record.id), isNull(loanKfsRecords.supersededAt), isNull(loanKfsRecords.acknowledgedAt)))
    .returning({ id: loanKfsRecords.id });
  return updated.length === 1;
}

/** The statement as screen and PDF show it, rebuilt from the record's terms and time of issue. */
export function statementOf(record: KfsRecordRow, productCode: string): Kfs {
  return buildKfs(record.terms, findProduct(productCode)?.name ?? productCode, record.issuedAt);
}
