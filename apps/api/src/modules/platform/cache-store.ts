import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { TenantCode } from '@portal/domain';
import type { Database } from '../../db/client';
import { cacheEntries } from '../../db/schema/platform-schema';

/** Whose cache: a partner's, inside his tenant. Keys never cross either line (decision 0105). */
export interface CacheOwner {
  tenantCode: TenantCode;
  partnerId: string;
}

export interface CachedValue {
  value: unknown;
  expiresAt: Date;
  store: 'redis' | 'database';
}

export interface CacheStoreDeps {
  db: Database;
  redis: Redis | undefined;
  keyPrefix: string;
}

/** The Redis key: the deployment's prefix, then tenant, partner and the caller's key. */
export const redisKeyOf = (deps: Pick<CacheStoreDeps, 'keyPrefix'>, owner: CacheOwner, key: string) =>
  `${deps.keyPrefix}cache:${owner.tenantCode}:${owner.partnerId}:${key}`;

const redisUsable = (redis: Redis | undefined): redis is Redis => redis !== undefined && redis.status === 'ready';

/**
 * Stores a value for `ttlSeconds`: in Redis when it is up, else in the database. A Redis that fails the
 * command sends the value to the database instead, so a write never fails on the cache's account.
 */
export async function putCached(deps: CacheStoreDeps, owner: CacheOwner, key: string, value: unknown, ttlSeconds: number, now: Date): Promise<CachedValue> {
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  if (redisUsable(deps.redis)) {
    try {
      await deps.redis.set(redisKeyOf(deps, owner, key), JSON.stringify(value), 'EX', ttlSeconds);
      return { value, expiresAt, store: 'redis' };
    } catch {
      // Redis went away mid-call: the database keeps it.
    }
  }
  // JSON's null is a value like any other; Drizzle would send it as SQL's NULL, which the column refuses.
  const json = value === null ? sql`'null'::jsonb` : value;
  await deps.db
    .insert(cacheEntries)
    .values({ ...owner, key, value: json, expiresAt })
    .onConflictDoUpdate({ target: [cacheEntries.tenantCode, cacheEntries.partnerId, cacheEntries.key], set: { value: json, expiresAt } });
  return { value, expiresAt, store: 'database' };
}

/** The live value under the key, from Redis when it is up (falling back to the database), or undefined. */
export async function getCached(deps: CacheStoreDeps, owner: CacheOwner, key: string, now: Date): Promise<CachedValue | undefined> {
  if (redisUsable(deps.redis)) {
    try {
      const redisKey = redisKeyOf(deps, owner, key);
      const [[, json], [, ttl]] = (await deps.redis.multi().get(redisKey).pttl(redisKey).exec()) as [[unknown, string | null], [unknown, number]];
      if (json !== null) return { value: JSON.parse(json) as unknown, expiresAt: new Date(now.getTime() + Math.max(ttl, 0)), store: 'redis' };
    } catch {
      // Fall through to the database, which holds what was written while Redis was away.
    }
  }
  const where = and(eq(cacheEntries.tenantCode, owner.tenantCode), eq(cacheEntries.partnerId, owner.partnerId), eq(cacheEntries.key, key));
  const [row] = await deps.db
    .select()
    .from(cacheEntries)
    .where(and(where, gt(cacheEntries.expiresAt, now)));
  if (row) return { value: row.value, expiresAt: row.expiresAt, store: 'database' };
  await deps.db.delete(cacheEntries).where(and(where, lte(cacheEntries.expiresAt, now)));
  return undefined;
}
