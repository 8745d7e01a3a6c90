import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashSessionToken } from './session-repository';
import { customerSessions } from '../../db/schema/customer-sessions-schema';

/** The customer's cookie: another name than the partner's, so neither session is ever read as the other. */
export const CUSTOMER_SESSION_COOKIE = 'portal_customer_session';
/** Decision 0082: 20 minutes without a request ends it; 2 hours end it whatever the use. */
export const customerSessionPolicy = { idleSeconds: 20 * 60, maxSeconds: 2 * 60 * 60, touchEverySeconds: 60 } as const;

/** One lead, one activation, or one mobile's consents (decision 0155: the scope's id is then the mobile). */
export type CustomerScopeKind = 'lead' | 'activation' | 'consents';
export interface CustomerScope {
  kind: CustomerScopeKind;
  /** The lead's id, the activation's, or the mobile whose consents the session may read and withdraw. */
  id: string;
}
export interface CustomerSession {
  scope: CustomerScope;
  tokenHash: string;
  idleExpiresAt: Date;
  expiresAt: Date;
}

/** Starts a customer session for one lead or activation (after its OTP) and answers the cookie token. */
export async function startCustomerSession(db: Database, scope: CustomerScope, now: Date): Promise<{ token: string; session: CustomerSession }> {
  const token = randomBytes(32).toString('base64url');
  const session: CustomerSession = {
    scope,
    tokenHash: hashSessionToken(token),
    idleExpiresAt: new Date(now.getTime() + customerSessionPolicy.idleSeconds * 1000),
    expiresAt: new Date(now.getTime() + customerSessionPolicy.maxSeconds * 1000),
  };
  await db.insert(customerSessions).values({
    tokenHash: session.tokenHash,
    scopeKind: scope.kind,
    scopeId: scope.id,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: session.idleExpiresAt,
    expiresAt: session.expiresAt,
  });
  return { token, session };
}

/**
 * The live session behind a cookie token, its idle clock moved on (written at most once a minute, so a
 * busy page does not write on every request); or undefined when unknown, ended, idle or over.
 */
export async function findLiveCustomerSession(db: Database, token: string, now: Date): Promise<CustomerSession | undefined> {
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select()
    .from(customerSessions)
    .where(
      and(
        eq(customerSessions.tokenHash, tokenHash),
        isNull(customerSessions.endedAt),
        gt(customerSessions.idleExpiresAt, now),
        gt(customerSessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  let idleExpiresAt = row.idleExpiresAt;
  if (now.getTime() - row.lastSeenAt.getTime() >= customerSessionPolicy.touchEverySeconds * 1000) {
    idleExpiresAt = new Date(Math.min(now.getTime() + customerSessionPolicy.idleSeconds * 1000, row.expiresAt.getTime()));
    await db.update(customerSessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(customerSessions.tokenHash, tokenHash));
  }
  return { scope: { kind: row.scopeKind, id: row.scopeId }, tokenHash, idleExpiresAt, expiresAt: row.expiresAt };
}

export async function endCustomerSession(db: Database, token: string, now: Date): Promise<void> {
  await db
    .update(customerSessions)
    .set({ endedAt: now })
    .where(and(eq(customerSessions.tokenHash, hashSessionToken(token)), isNull(customerSessions.endedAt)));
}
