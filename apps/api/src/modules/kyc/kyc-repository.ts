import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { kycVerifications } from '../../db/schema/kyc-schema';
import type { KycResult } from '../../providers/kyc/kyc-provider';

export type KycVerificationRow = typeof kycVerifications.$inferSelect;

/** The proposal's latest KYC, or undefined before any. */
export async function findKycById(db: Database, id: string): Promise<KycVerificationRow | undefined> {
  const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.id, id)).limit(1);
  return row;
}

export async function findLatestKyc(db: Database, proposalId: string): Promise<KycVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(kycVerifications)
    .where(eq(kycVerifications.proposalId, proposalId))
    .orderBy(desc(kycVerifications.createdAt), desc(kycVerifications.id))
    .limit(1);
  return row;
}

/**
 * Records a new PENDING verification unless the proposal already has one: the partial unique index
 * (one PENDING per proposal) makes two racing initiations keep one row; the loser answers the winner's.
 */
export async function insertPendingKyc(
  db: Database,
  values: Pick<KycVerificationRow, 'proposalId' | 'insurerCode' | 'provider' | 'providerReference' | 'redirectUrl'>,
): Promise<KycVerificationRow> {
  const [inserted] = await db.insert(kycVerifications).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [pending] = await db
    .select()
    .from(kycVerifications)
    .where(and(eq(kycVerifications.proposalId, values.proposalId), eq(kycVerifications.status, 'PENDING')))
    .limit(1);
  return pending!;
}

/** Stores the provider's final answer on a PENDING verification, once; answers the row as it now is. */
export async function completeKyc(db: Database, row: KycVerificationRow, result: Exclude<KycResult, { status: 'PENDING' }>): Promise<KycVerificationRow> {
  const [updated] = await db
    .update(kycVerifications)
    .set(
      result.status === 'VERIFIED'
        ? {
            status: 'VERIFIED',
            verifiedName: result.verified.name,
            verifiedDob: result.verified.dob,
            panMasked: result.verified.panMasked,
            updatedAt: new Date(),
          }
        : { status: 'FAILED', failureReason: result.failureReason, updatedAt: new Date() },
    )
    .where(and(eq(kycVerifications.id, row.id), eq(kycVerifications.status, 'PENDING')))
    .returning();
  if (updated) return updated;
  const [current] = await db.select().from(kycVerifications).where(eq(kycVerifications.id, row.id)).limit(1);
  return current!;
}
