import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners, sessions } from '../../db/schema';

export const SESSION_COOKIE = 'portal_session';
/** Default lifetime; the service uses env SESSION_TTL_SECONDS. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and answers the cookie token; only its hash is stored. */
export async function createSession(
  db: Database,
  partnerId: string,
  options: { now?: Date; ttlSeconds?: number } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = options.now ?? new Date();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    partnerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (options.ttlSeconds ?? SESSION_TTL_SECONDS) * 1000),
  });
  return token;
}

/** The active partner behind a live (not ended, not expired) session token, or undefined. */
export async function findSessionPartner(db: Database, token: string, now: Date = new Date()) {
  const [row] = await db
    .select({ partner: partners })
    .from(sessions)
    .innerJoin(partners, eq(partners.id, sessions.partnerId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.endedAt), gt(sessions.expiresAt, now), eq(partners.active, true)))
    .limit(1);
  return row?.partner;
}

/** Ends the session server-side, so the token is dead even if a copy of the cookie survives. */
export async function endSession(db: Database, token: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.endedAt)));
}
