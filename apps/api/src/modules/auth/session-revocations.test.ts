import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { partnerAuthorisations, partners } from '../../db/partners-schema';
import { testEnv } from '../../env';
import { createProviders } from '../../providers/providers';
import { createPartner, createTestDatabase, createTestRedisEnv, insertTenants } from '../../test-helper';
import { changePartnerAccess } from '../partners/partners-service';
import { postQuote } from '../sales/sales-test-fixtures';
import { createSession, SESSION_COOKIE } from '../../lib/sessions/session-repository';

/** A clock that never moves on its own: nothing here may wait for the session cache's TTL to run out. */
const frozenClock = { now: () => new Date('2025-03-01T09:00:00Z') };

/** Redis delivers a broadcast within milliseconds; allow a second on a busy machine (the cache's TTL is 15 s and never passes). */
const atOnce = { timeout: 1_000, interval: 10 };

/** One database for both groups of tests. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertTenants(database.db);
});
afterAll(async () => database?.close());

describe.skipIf(!process.env.TEST_REDIS_URL)('sessions revoked on every instance through Redis', () => {
  const redis = createTestRedisEnv();
  const env = testEnv(redis.env);
  /** Two instances of the service on one database and one Redis, as behind a load balancer. */
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    const build = () => buildApp({ env, db: database.db, providers: { ...createProviders(env, database.db), clock: frozenClock } });
    [first, second] = await Promise.all([build(), build()]);
    await Promise.all([first.ready(), second.ready()]);
    // Each instance caches sessions only once it is subscribed to revocations, which follows start-up.
    await vi.waitFor(() => expect(first.sessionCache.servesFromMemory && second.sessionCache.servesFromMemory).toBe(true), { timeout: 15_000, interval: 20 });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redis.cleanUp();
  });

  const signIn = async (options: Parameters<typeof createPartner>[1] = {}) => {
    const partner = await createPartner(database.db, options);
    const cookie = `${SESSION_COOKIE}=${await createSession(database.db, partner.id, { now: frozenClock.now() })}`;
    return { partner, cookie };
  };
  const getSession = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });

  it('refuses the session on the other instance at once after a logout', async () => {
    const { cookie } = await signIn();
    expect((await getSession(first, cookie)).statusCode).toBe(200);
    expect((await getSession(second, cookie)).statusCode).toBe(200);
    // The second instance now serves the session from memory, so only a broadcast can end it there.
    expect(second.sessionCache.size).toBeGreaterThan(0);

    expect((await first.inject({ method: 'POST', url: '/api/session/logout', headers: { cookie } })).statusCode).toBe(204);
    await vi.waitFor(async () => expect((await getSession(second, cookie)).statusCode).toBe(401), atOnce);
  });

  it("serves a partner's new role on the other instance at once", async () => {
    const { partner, cookie } = await signIn({ role: 'partner' });
    expect((await getSession(second, cookie)).json().role).toBe('partner');

    await changePartnerAccess(first, partner.id, (tx) => tx.update(partners).set({ role: 'view' }).where(eq(partners.id, partner.id)));
    await vi.waitFor(async () => expect((await getSession(second, cookie)).json().role).toBe('view'), atOnce);
  });

  it('stops a partner selling on the other instance at once when his authorisation is withdrawn', async () => {
    const { partner, cookie } = await signIn({ authorisedProducts: ['shop'] });
    expect((await postQuote(second, cookie, 'shop')).statusCode).toBe(201);

    await changePartnerAccess(first, partner.id, (tx) =>
      tx.delete(partnerAuthorisations).where(and(eq(partnerAuthorisations.partnerId, partner.id), eq(partnerAuthorisations.productCode, 'shop'))),
    );
    await vi.waitFor(async () => expect((await postQuote(second, cookie, 'shop')).statusCode).toBe(403), atOnce);
  });

  it('refuses a deactivated partner on the other instance at once', async () => {
    const { partner, cookie } = await signIn();
    expect((await getSession(second, cookie)).statusCode).toBe(200);

    await changePartnerAccess(first, partner.id, (tx) => tx.update(partners).set({ active: false }).where(eq(partners.id, partner.id)));
    await vi.waitFor(async () => expect((await getSession(second, cookie)).statusCode).toBe(401), atOnce);
  });
});

describe('sessions when Redis is unreachable', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused, as in an outage.
    const env = testEnv({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'portal-test-unreachable:' });
    app = await buildApp({ env, db: database.db, providers: { ...createProviders(env, database.db), clock: frozenClock } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('still starts, signs partners in from the database, and ends their sessions', async () => {
    const partner = await createPartner(database.db);
    const cookie = `${SESSION_COOKIE}=${await createSession(database.db, partner.id, { now: frozenClock.now() })}`;
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    // Without the broadcast this instance could miss another's logout, so it keeps nothing in memory.
    expect(app.sessionCache.size).toBe(0);

    expect((await app.inject({ method: 'POST', url: '/api/session/logout', headers: { cookie } })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('reads a session changed in the database by another instance on the very next request', async () => {
    const partner = await createPartner(database.db, { role: 'partner' });
    const cookie = `${SESSION_COOKIE}=${await createSession(database.db, partner.id, { now: frozenClock.now() })}`;
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().role).toBe('partner');
    await database.db.update(partners).set({ role: 'view' }).where(eq(partners.id, partner.id));
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().role).toBe('view');
  });
});
