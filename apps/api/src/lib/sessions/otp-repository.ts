import type { OtpPurpose } from '@portal/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/partners-schema';
import { otpChallenges, otpSends } from '../../db/schema/auth-schema';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

/**
 * Serialises OTP sends for one key (a mobile or an IP) across every instance until the transaction
 * ends, so two concurrent requests cannot both slip under a send limit.
 */
export async function lockSendKey(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * When `limit` sends already happened for the key (a mobile, an address, or both together) within the
 * window, the moment the oldest of them leaves the window (so the caller knows when to retry); otherwise undefined.
 */
export async function findSendLimitReset(
  tx: Database,
  key: { purpose: OtpPurpose; mobile?: string; ip?: string },
  options: { since: Date; limit: number; windowSeconds: number },
): Promise<Date | undefined> {
  const [limitingSend] = await tx
    .select({ createdAt: otpSends.createdAt })
    .from(otpSends)
    .where(
      and(
        eq(otpSends.purpose, key.purpose),
        key.mobile === undefined ? undefined : eq(otpSends.mobile, key.mobile),
        key.ip === undefined ? undefined : eq(otpSends.ip, key.ip),
        gt(otpSends.createdAt, options.since),
      ),
    )
    .orderBy(desc(otpSends.createdAt))
    .offset(options.limit - 1)
    .limit(1);
  return limitingSend ? new Date(limitingSend.createdAt.getTime() + options.windowSeconds * 1000) : undefined;
}

export async function recordSend(tx: Database, send: { purpose: OtpPurpose; mobile: string; ip: string; at: Date }): Promise<void> {
  await tx.insert(otpSends).values({ purpose: send.purpose, mobile: send.mobile, ip: send.ip, createdAt: send.at });
}

export async function insertChallenge(
  tx: Database,
  challenge: { id: string; mobile: string; purpose: string; otpHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(otpChallenges).values({
    id: challenge.id,
    mobile: challenge.mobile,
    purpose: challenge.purpose,
    otpHash: challenge.otpHash,
    lastSentAt: challenge.now,
    createdAt: challenge.now,
    expiresAt: challenge.expiresAt,
  });
}

/** The challenge, locked for the rest of the transaction so a code is checked and used exactly once. */
export async function findChallengeForUpdate(tx: Database, id: string): Promise<OtpChallengeRow | undefined> {
  const [row] = await tx.select().from(otpChallenges).where(eq(otpChallenges.id, id)).for('update').limit(1);
  return row;
}

export async function updateChallenge(
  tx: Database,
  id: string,
  changes: Partial<Pick<OtpChallengeRow, 'otpHash' | 'failedAttempts' | 'sendCount' | 'lastSentAt' | 'expiresAt' | 'consumedAt'>>,
): Promise<void> {
  await tx.update(otpChallenges).set(changes).where(eq(otpChallenges.id, id));
}

/** The active partner who signs in with this mobile, if any. */
export async function findActivePartnerByMobile(db: Database, mobile: string) {
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.mobile, mobile), eq(partners.active, true)))
    .limit(1);
  return partner;
}
