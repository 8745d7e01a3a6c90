import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import type { partners } from '../../db/partners-schema';
import { testEnv } from '../../env';
import { createProviders } from '../../providers/providers';
import { createPartner, createTestDatabase, insertTenants } from '../../test-helper';
import { SESSION_CACHE_TTL_MS, SessionCache } from '../../lib/sessions/session-cache';
import { createSession, hashSessionToken, SESSION_COOKIE, type LiveSession } from '../../lib/sessions/session-repository';

/** A clock the tests move by hand, so TTLs and expiry are checked without sleeping. */
function createManualClock(start = new Date()) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

describe('session cache', () => {
  const partnerRow = { id: 'p1', name: 'Asha' } as unknown as typeof partners.$inferSelect;
  /** A loader over an in-memory table of sessions, counting its reads per token hash. */
  function createLoader(sessions: Record<string, { expiresAt: Date }>) {
    const reads: string[] = [];
    const load = vi.fn(async (tokenHash: string): Promise<LiveSession | undefined> => {
      reads.push(tokenHash);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const token = Object.keys(sessions).find((t) => hashSessionToken(t) === tokenHash);
      return token ? { partner: partnerRow, expiresAt: sessions[token]!.expiresAt, authorisations: new Map([['shop', 'AUTHORISED']]) } : undefined;
    });
    return { load, reads };
  }

  it('reads a token once for concurrent requests and serves it from memory within the TTL', async () => {
    const clock = createManualClock();
    const { load } = createLoader({ a: { expiresAt: new Date(clock.now().getTime() + 3_600_000) } });
    const cache = new SessionCache(load, { clock });
    const partners = await Promise.all([cache.findPartner('a'), cache.findPartner('a'), cache.findPartner('a')]);
    expect(partners.map((p) => p?.id)).toEqual(['p1', 'p1', 'p1']);
    expect(partners[0]?.authorisations?.get('shop')).toBe('AUTHORISED');
    clock.advance(SESSION_CACHE_TTL_MS - 1);
    await cache.findPartner('a');
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await cache.findPartner('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never serves a cached session past its expiry', async () => {
    const clock = createManualClock();
    const { load } = createLoader({ a: { expiresAt: new Date(clock.now().getTime() + 1_000) } });
    const cache = new SessionCache(load, { clock });
    expect(await cache.findPartner('a')).toBeDefined();
    clock.advance(1_000);
    expect(await cache.findPartner('a')).toBeUndefined();
  });

  it('keeps at most maxEntries sessions, dropping the least recently used', async () => {
    const clock = createManualClock();
    const expiresAt = new Date(clock.now().getTime() + 3_600_000);
    const { load, reads } = createLoader({ a: { expiresAt }, b: { expiresAt }, c: { expiresAt } });
    const cache = new SessionCache(load, { clock, maxEntries: 2 });
    await cache.findPartner('a');
    await cache.findPartner('b');
    await cache.findPartner('a'); // a is now the most recently used
    await cache.findPartner('c'); // evicts b
    expect(cache.size).toBe(2);
    reads.length = 0;
    await cache.findPartner('a');
    await cache.findPartner('c');
    expect(reads).toEqual([]);
    await cache.findPartner('b');
    expect(reads).toEqual([hashSessionToken('b')]);
  });

  it('does not keep a read that a logout overtook', async () => {
    const clock = createManualClock();
    const { load } = createLoader({ a: { expiresAt: new Date(clock.now().getTime() + 3_600_000) } });
    const cache = new SessionCache(load, { clock });
    const reading = cache.findPartner('a');
    cache.forget(hashSessionToken('a'));
    await reading;
    expect(cache.size).toBe(0);
  });

  it('does not cache unknown tokens', async () => {
    const { load } = createLoader({});
    const cache = new SessionCache(load, { clock: createManualClock() });
    expect(await cache.findPartner('nobody')).toBeUndefined();
    expect(await cache.findPartner('nobody')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});

describe('signed-in requests through the session cache', () => {
  const env = testEnv();
  const clock = createManualClock();
  let database: DatabaseHandle;
  /** Two instances of the service on one database, as behind a load balancer. */
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertTenants(database.db);
    const build = () => buildApp({ env, db: database.db, providers: { ...createProviders(env, database.db), clock } });
    [first, second] = await Promise.all([build(), build()]);
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await database.close();
  });

  const signIn = async (ttlSeconds = 3600) => {
    const partner = await createPartner(database.db);
    return `${SESSION_COOKIE}=${await createSession(database.db, partner.id, { now: clock.now(), ttlSeconds })}`;
  };
  const sessionStatus = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode;

  it('without Redis, answers 401 right after logout on the same instance, and on the others within the TTL', async () => {
    const cookie = await signIn();
    expect(await sessionStatus(first, cookie)).toBe(200);
    expect(await sessionStatus(second, cookie)).toBe(200);
    expect((await first.inject({ method: 'POST', url: '/api/session/logout', headers: { cookie } })).statusCode).toBe(204);
    expect(await sessionStatus(first, cookie)).toBe(401);
    // Without REDIS_URL nothing tells the others (decisions 0011, 0042): they trust their copy until the TTL runs out.
    expect(await sessionStatus(second, cookie)).toBe(200);
    clock.advance(SESSION_CACHE_TTL_MS);
    expect(await sessionStatus(second, cookie)).toBe(401);
  });

  it('refuses a session past its expiry even while it is cached', async () => {
    const cookie = await signIn(10);
    expect(await sessionStatus(first, cookie)).toBe(200);
    clock.advance(9_999);
    expect(await sessionStatus(first, cookie)).toBe(200);
    clock.advance(1);
    expect(await sessionStatus(first, cookie)).toBe(401);
  });

  it('answers 401 to a token that was never issued', async () => {
    expect(await sessionStatus(first, `${SESSION_COOKIE}=not-a-session`)).toBe(401);
  });
});
