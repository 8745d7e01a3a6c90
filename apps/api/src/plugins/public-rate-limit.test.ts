import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { testEnv, type Env } from '../env';
import { createTestDatabase, createTestRedisEnv, insertTenants, signInPartner } from '../test-helper';
import { publicRateLimitMessage } from './public-rate-limit';

const limit = 4;
let addressCounter = 0;
const nextAddress = () => `10.7.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const redis = createTestRedisEnv();
/** One database for every setup: the limit keeps nothing in it. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertTenants(database.db);
});
afterAll(async () => {
  await database?.close();
  await redis.cleanUp();
});

const setups: { setup: string; instances: number; env: Partial<Env> }[] = [
  // Requests alternate between the two, so each sees only half: the limit holds only if Redis counts them together.
  ...(redis.env.REDIS_URL ? [{ setup: 'two instances sharing Redis', instances: 2, env: redis.env }] : []),
  { setup: 'one instance without Redis', instances: 1, env: {} },
  // Nothing listens on port 1: the count falls back to the instance's memory instead of failing requests.
  { setup: 'one instance whose Redis is unreachable', instances: 1, env: { REDIS_URL: 'redis://127.0.0.1:1' } },
];

describe.each(setups)('the per-address limit on requests without a session, $setup', ({ instances: count, env: setupEnv }) => {
  let instances: FastifyInstance[];

  beforeAll(async () => {
    const env = testEnv({ ...setupEnv, PUBLIC_RATE_LIMIT_PER_MINUTE: limit });
    instances = await Promise.all(Array.from({ length: count }, () => buildApp({ env, db: database.db })));
    await Promise.all(instances.map((app) => app.ready()));
  });
  afterAll(async () => {
    await Promise.all((instances ?? []).map((app) => app.close()));
  });

  /** The n-th request goes to instance n mod count, as a round-robin load balancer would send it. */
  const ask = (n: number, remoteAddress: string, cookie?: string) =>
    instances[n % instances.length]!.inject({ method: 'GET', url: '/api/session', remoteAddress, headers: cookie ? { cookie } : {} });

  it(`answers ${limit} requests a minute from one address, then 429 in the common shape with Retry-After`, async () => {
    const address = nextAddress();
    for (let n = 0; n < limit; n += 1) expect((await ask(n, address)).statusCode).toBe(401);
    const limited = await ask(limit, address);
    expect(limited.statusCode).toBe(429);
    // The message says when to try again, in words, as Retry-After says it in seconds.
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests\. Please try again in (\d+ seconds|1 second|1 minute)$/) },
    });
    expect(limited.json<{ error: { message: string } }>().error.message).toBe(publicRateLimitMessage(Number(limited.headers['retry-after'])));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await ask(limit + 1, nextAddress())).statusCode).toBe(401);
  });

  it('does not count or stop a signed-in partner', async () => {
    const address = nextAddress();
    const { cookie } = await signInPartner(database.db);
    for (let n = 0; n <= limit; n += 1) await ask(n, address);
    expect((await ask(limit + 1, address)).statusCode).toBe(429);
    for (let n = 0; n < limit * 2; n += 1) expect((await ask(n, address, cookie)).statusCode).toBe(200);
  });
});
