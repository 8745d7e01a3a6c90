import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { errorCodes, formatWaitTime } from '@portal/domain';
import { AppError } from './errors';

/** The length of the public limit's window; the count per window is env PUBLIC_RATE_LIMIT_PER_MINUTE. */
export const PUBLIC_RATE_LIMIT_WINDOW_MS = 60_000;
/** Said with when to try again: 'Too many requests. Please try again in 1 minute'. */
export const publicRateLimitMessage = (retryAfterSeconds: number) => `Too many requests. Please try again ${formatWaitTime(retryAfterSeconds)}`;

// @fastify/rate-limit's own stores: the Redis one (an atomic Lua INCR + PEXPIRE) and the in-memory LRU.
const require = createRequire(import.meta.url);
type StoreParams = Pick<RateLimitOptions, 'continueExceeding' | 'exponentialBackoff'> & { cache?: number };
const LibraryRedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  nameSpace: string,
) => FastifyRateLimitStore;
const LibraryLocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => FastifyRateLimitStore;

/**
 * Counts in Redis, shared by every instance; when Redis fails (down, or slower than its command
 * timeout) the count falls back to this instance's memory, so an outage loosens the limit to one per
 * instance instead of failing requests or dropping the limit altogether.
 */
function createSharedStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  return class RedisStoreWithLocalFallback implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(options: FastifyRateLimitOptions, stores?: { shared: FastifyRateLimitStore; local: FastifyRateLimitStore }) {
      const { continueExceeding, exponentialBackoff, cache } = options as StoreParams;
      this.shared = stores?.shared ?? new LibraryRedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = stores?.local ?? new LibraryLocalStore(continueExceeding, exponentialBackoff, cache);
    }

    incr: FastifyRateLimitStore['incr'] = (key, callback, timeWindow, max) => {
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          log.debug({ reason: error.message }, 'Rate limit counted on this instance (Redis unavailable)');
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    };

    child: FastifyRateLimitStore['child'] = (routeOptions) =>
      new RedisStoreWithLocalFallback(routeOptions, { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) });
  };
}

/**
 * A per-address limit on API requests that carry no live session (sign-in, public pages and links):
 * PUBLIC_RATE_LIMIT_PER_MINUTE per minute, counted across instances in Redis when REDIS_URL is set
 * (decision 0042). Signed-in partners are not counted. The OTP send limits are separate and stricter
 * (lib/sessions/otp-service.ts). Register inside the /api scope, after the auth plugin.
 */
export const publicRateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    max: app.env.PUBLIC_RATE_LIMIT_PER_MINUTE,
    timeWindow: PUBLIC_RATE_LIMIT_WINDOW_MS,
    allowList: (request) => request.partner !== undefined,
    store: app.redis ? createSharedStore(app.redis, `${app.env.REDIS_KEY_PREFIX}rate-limit:`, app.log) : undefined,
    errorResponseBuilder: (_request, context) => new AppError(429, errorCodes.rateLimited, publicRateLimitMessage(context.ttl / 1000)),
  });
});
