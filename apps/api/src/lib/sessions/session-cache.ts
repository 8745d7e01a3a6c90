import type { SessionPartner } from '../../plugins/auth';
import type { Clock } from '../../providers/clock';
import { hashSessionToken, type LiveSession } from './session-repository';

/** How long a session read from the database is trusted without reading it again. */
export const SESSION_CACHE_TTL_MS = 15_000;
/** Sessions kept per instance; the least recently used go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface CachedSession {
  partner: SessionPartner;
  expiresAtMs: number;
  freshUntilMs: number;
}

export interface SessionCacheOptions {
  clock: Clock;
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * Session lookups of one instance, in memory: token hash → the session's partner with his
 * authorisations, for a short TTL, bounded as an LRU (a Map keeps insertion order; a hit moves its
 * entry to the end). Concurrent misses for one token share one database read. A cached session is
 * never served past its expiresAt. `forget` (logout) and `forgetPartner` (role, authorisations) drop
 * entries at once; SessionRevocations calls them on every instance (docs/decisions/0011, 0042). While
 * an instance may be missing revocations, `useMemory(false)` makes every lookup read the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly loading = new Map<string, Promise<CachedSession | undefined>>();
  private readonly clock: Clock;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private memoryInUse = true;

  constructor(
    private readonly load: (tokenHash: string, now: Date) => Promise<LiveSession | undefined>,
    options: SessionCacheOptions,
  ) {
    this.clock = options.clock;
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  }

  /**
   * The partner of a live session token, or undefined: at once (no promise) when this instance holds the session
   * fresh, as for most signed-in requests; after a database read otherwise.
   */
  findPartner(token: string): SessionPartner | undefined | Promise<SessionPartner | undefined> {
    const nowMs = this.clock.now().getTime();
    const tokenHash = hashSessionToken(token);
    if (!this.memoryInUse) {
      return this.load(tokenHash, this.clock.now()).then((session) =>
        session && nowMs < session.expiresAt.getTime() ? toCachedSession(session, nowMs).partner : undefined,
      );
    }
    const cached = this.entries.get(tokenHash);
    if (cached) {
      this.entries.delete(tokenHash);
      // A session's expiry is fixed at sign-in, so an expired one needs no database read to refuse.
      if (nowMs >= cached.expiresAtMs) return undefined;
      if (nowMs < cached.freshUntilMs) {
        this.entries.set(tokenHash, cached);
        return cached.partner;
      }
    }
    return this.loadOnce(tokenHash).then((session) => (session && nowMs < session.expiresAtMs ? session.partner : undefined));
  }

  /** Drops a session on this instance (after it was ended in the database), including a read in flight. */
  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
    this.loading.delete(tokenHash);
  }

  /**
   * Drops every session of the partner on this instance (after his role, activity or authorisations
   * changed in the database). Reads in flight are dropped too: which partner they belong to is unknown yet.
   */
  forgetPartner(partnerId: string): void {
    for (const [tokenHash, cached] of this.entries) if (cached.partner.id === partnerId) this.entries.delete(tokenHash);
    this.loading.clear();
  }

  /** Whether lookups may be served from memory; either way, everything held so far is dropped. */
  useMemory(enabled: boolean): void {
    this.memoryInUse = enabled;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether lookups are served from memory now (only while revocations can reach this instance). */
  get servesFromMemory(): boolean {
    return this.memoryInUse;
  }

  /** One database read per token at a time; every request waiting for it shares its answer. */
  private loadOnce(tokenHash: string): Promise<CachedSession | undefined> {
    const inFlight = this.loading.get(tokenHash);
    if (inFlight) return inFlight;
    const now = this.clock.now();
    const loading = this.load(tokenHash, now).then(
      (session) => {
        const cached = session && toCachedSession(session, now.getTime() + this.ttlMs);
        // Only the read still registered may fill the cache: a logout meanwhile has removed it.
        if (this.loading.get(tokenHash) === loading) {
          this.loading.delete(tokenHash);
          if (cached) this.remember(tokenHash, cached);
        }
        return cached;
      },
      (error: unknown) => {
        if (this.loading.get(tokenHash) === loading) this.loading.delete(tokenHash);
        throw error;
      },
    );
    this.loading.set(tokenHash, loading);
    return loading;
  }

  private remember(tokenHash: string, cached: CachedSession): void {
    this.entries.set(tokenHash, cached);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** One frozen partner object per cached session: concurrent requests share it, so none may change it. */
function toCachedSession(session: LiveSession, freshUntilMs: number): CachedSession {
  return {
    partner: Object.freeze({ ...session.partner, authorisations: session.authorisations }),
    expiresAtMs: session.expiresAt.getTime(),
    freshUntilMs,
  };
}
