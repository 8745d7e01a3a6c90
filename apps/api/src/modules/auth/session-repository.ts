import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners, sessions } from '../../db/schema';

export const SESSION_COOKIE = 'portal_session';
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and answers the cookie token; only its hash is stored. */
export async function createSession(db: Database, partnerId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    partnerId,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  return token;
}

/** The partner behind a live session token, or undefined. */
export async function findSessionPartner(db: Database, token: string) {
  const [row] = await db
    .select({ partner: partners })
    .from(sessions)
    .innerJoin(partners, eq(partners.id, sessions.partnerId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.endedAt), gt(sessions.expiresAt, new Date()), eq(partners.active, true)),
    )
    .limit(1);
  return row?.partner;
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
}
