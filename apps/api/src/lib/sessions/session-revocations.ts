import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { waitForFirst, watchRedis } from '../../plugins/redis';
import type { SessionCache } from './session-cache';
import { hashSessionToken } from './session-repository';

/** What every instance must stop serving from memory: one session (logout) or all of a partner's. */
const revocationSchema = z.union([z.strictObject({ tokenHash: z.string() }), z.strictObject({ partnerId: z.string() })]);
type Revocation = z.infer<typeof revocationSchema>;

export interface SessionRevocationsOptions {
  cache: SessionCache;
  log: FastifyBaseLogger;
  /**
   * The shared Redis (commands; the subscriber is its duplicate) and the deployment's key prefix; without them
   * revocations stay on this instance.
   */
  redis?: { client: Redis; keyPrefix: string };
}

/**
 * Makes a logout, or a change to a partner's role, activity or authorisations, take effect on every
 * instance at once (docs/decisions/0042). The caller changes the database first; this drops the cached
 * sessions here and publishes the revocation on one Redis channel every instance listens to. An
 * instance that is not listening (Redis down, not yet subscribed) might miss one, so until it listens
 * again its session cache reads the database on every request. The payload is a token hash or a
 * partner id, never personal data.
 */
export class SessionRevocations {
  private readonly cache: SessionCache;
  private readonly log: FastifyBaseLogger;
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;
  private readonly channel?: string;
  private readonly events = new EventEmitter();
  private listening = false;

  constructor({ cache, log, redis }: SessionRevocationsOptions) {
    this.cache = cache;
    this.log = log;
    if (!redis) return;
    this.publisher = redis.client;
    this.channel = `${redis.keyPrefix}session-revocations`;
    const channel = this.channel;
    // Its own connection to the same server (a subscribed connection runs no other commands), queueing the SUBSCRIBE
    // until connected.
    const subscriber = watchRedis(
      redis.client.duplicate({ enableOfflineQueue: true, autoResubscribe: false, maxRetriesPerRequest: null, commandTimeout: undefined }),
      log,
      'session-revocations',
    );
    this.subscriber = subscriber;
    cache.useMemory(false);
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          cache.useMemory(true);
          this.listening = true;
          this.events.emit('listening');
        },
        (error: Error) => log.warn({ reason: error.message }, 'Could not listen for session revocations; sessions are read from the database'),
      );
    });
    // Whatever was published while we were away is lost: stop trusting memory until subscribed again.
    subscriber.on('close', () => {
      this.listening = false;
      cache.useMemory(false);
    });
    subscriber.on('error', () => this.events.emit('failed'));
    subscriber.on('message', (_channel: string, message: string) => this.apply(message));
  }

  /** Resolves once this instance listens for revocations, or as soon as Redis fails or is slow (start-up goes on without it). */
  async ready(): Promise<void> {
    if (this.subscriber && !this.listening) await waitForFirst(this.events, ['listening', 'failed']);
  }

  /** After the session was ended in the database (logout). */
  async revokeSession(token: string): Promise<void> {
    await this.revoke({ tokenHash: hashSessionToken(token) });
  }

  /** After the partner's role, activity or authorisations changed in the database. */
  async revokePartner(partnerId: string): Promise<void> {
    await this.revoke({ partnerId });
  }

  close(): void {
    this.subscriber?.disconnect();
  }

  private async revoke(revocation: Revocation): Promise<void> {
    this.forget(revocation);
    if (!this.publisher || !this.channel) return;
    try {
      await this.publisher.publish(this.channel, JSON.stringify(revocation));
    } catch (error) {
      // The database already holds the change; instances that missed it notice within the cache's TTL.
      this.log.warn({ reason: (error as Error).message }, 'Session revocation not broadcast (Redis unavailable)');
    }
  }

  private apply(message: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      parsed = undefined;
    }
    const revocation = revocationSchema.safeParse(parsed);
    if (revocation.success) this.forget(revocation.data);
    else this.log.warn('Ignored a malformed session revocation');
  }

  private forget(revocation: Revocation): void {
    if ('tokenHash' in revocation) this.cache.forget(revocation.tokenHash);
    else this.cache.forgetPartner(revocation.partnerId);
  }
}
