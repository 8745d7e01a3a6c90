import { once, type EventEmitter } from 'node:events';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis when REDIS_URL is set (commands fail fast while it is down); else undefined. */
    redis: Redis | undefined;
  }
}

/** How long start-up waits for Redis before going on without it (it keeps reconnecting in the background). */
const READY_WAIT_MS = 2_000;

/**
 * A Redis client that never holds a request up: while Redis is unreachable, commands fail at once
 * (no offline queue) or after half a second, and callers fall back to the database or to this instance.
 * ioredis is loaded with the first client: a portal without REDIS_URL (npm start's) never loads it, 68–130 ms
 * of every start (decision 0056).
 */
export async function createRedisClient(url: string, log: FastifyBaseLogger, role: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return watchRedis(new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1_000, commandTimeout: 500 }), log, role);
}

/** Logs a client's going down and coming back once each, with the reason only (no keys, no personal data). */
export function watchRedis(client: Redis, log: FastifyBaseLogger, role: string): Redis {
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) log.warn({ redis: role, reason: error.message }, 'Redis unavailable; falling back to the database and this instance');
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info({ redis: role }, 'Redis available again');
    down = false;
  });
  return client;
}

/**
 * Waits for one of `events` on `emitter` (e.g. connected, or failed), or gives up quietly after
 * `timeoutMs`: start-up lets Redis connect first when it can, and never hangs when it cannot.
 */
export async function waitForFirst(emitter: EventEmitter, events: string[], timeoutMs = READY_WAIT_MS): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  await Promise.race(events.map((event) => once(emitter, event, { signal: controller.signal }))).catch(() => undefined);
  clearTimeout(timer);
  controller.abort();
}

/** Puts the shared Redis (REDIS_URL) on the app; start-up waits briefly for it but never fails without it. */
export const redisPlugin = fp(async (app: FastifyInstance) => {
  const url = app.env.REDIS_URL;
  const redis = url ? await createRedisClient(url, app.log, 'commands') : undefined;
  app.decorate('redis', redis);
  if (!redis) return;
  app.addHook('onReady', async () => {
    if (redis.status !== 'ready') await waitForFirst(redis, ['ready', 'error']);
  });
  app.addHook('onClose', async () => redis.disconnect());
});
