import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerAuthorisations, partners } from '../../db/partners-schema';
import { sessions } from '../../db/schema/auth-schema';

export const SESSION_COOKIE = 'portal_session';
/** Default lifetime; the service uses env SESSION_TTL_SECONDS. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/**
 * What the sessions table stores for a cookie token: its SHA-256, never the token itself. Every signed-in
 * request hashes its cookie; the one-shot `hash` costs half of a createHash object (decision 0057).
 */
export const hashSessionToken = (token: string) => hash('sha256', token, 'hex');

type PartnerRow = typeof partners.$inferSelect;
type StoredAuthorisationStatus = (typeof partnerAuthorisations.$inferSelect)['status'];

/** A live session: its partner, when it expires, and the partner's per-product authorisations at the time of reading. */
export interface LiveSession {
  partner: PartnerRow;
  expiresAt: Date;
  authorisations: ReadonlyMap<string, StoredAuthorisationStatus>;
}

/** Starts a session and answers the cookie token; only its hash is stored. */
export async function createSession(db: Database, partnerId: string, options: { now?: Date; ttlSeconds?: number } = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = options.now ?? new Date();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    partnerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (options.ttlSeconds ?? SESSION_TTL_SECONDS) * 1000),
  });
  return token;
}

/** The live (not ended, not expired, active partner) session behind a token hash, with the partner's authorisations; or undefined. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date = new Date()): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({ partner: partners, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(partners, eq(partners.id, sessions.partnerId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt), gt(sessions.expiresAt, now), eq(partners.active, true)))
    .limit(1);
  if (!row) return undefined;
  const authorisations = await db
    .select({ productCode: partnerAuthorisations.productCode, status: partnerAuthorisations.status })
    .from(partnerAuthorisations)
    .where(eq(partnerAuthorisations.partnerId, row.partner.id));
  return { ...row, authorisations: new Map(authorisations.map((a) => [a.productCode, a.status])) };
}

/** Ends the session server-side, so the token is dead even if a copy of the cookie survives. */
export async function endSession(db: Database, token: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.endedAt)));
}
