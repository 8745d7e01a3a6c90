import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { canWrite, errorCodes } from '@portal/domain';
import type { partnerAuthorisations, partners } from '../db/partners-schema';
import { SessionCache } from '../lib/sessions/session-cache';
import { findLiveSession, SESSION_COOKIE } from '../lib/sessions/session-repository';
import { SessionRevocations } from '../lib/sessions/session-revocations';
import { AppError } from './errors';

export type SessionPartner = typeof partners.$inferSelect & {
  /**
   * The partner's per-product authorisations as the session cache read them (at most its TTL ago).
   * Absent on a partner row read elsewhere: then authorisation checks ask the database.
   */
  readonly authorisations?: ReadonlyMap<string, (typeof partnerAuthorisations.$inferSelect)['status']>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's session lookups (see SessionCache). */
    sessionCache: SessionCache;
    /** Logout and partner changes call this, so every instance stops serving the session at once. */
    sessionRevocations: SessionRevocations;
  }
  interface FastifyRequest {
    /** The signed-in partner, when the request carries a live session cookie. */
    partner?: SessionPartner;
  }
}

/** The signed-in partner, or a 401. */
export function currentPartner(request: FastifyRequest): SessionPartner {
  if (!request.partner) throw new AppError(401, errorCodes.unauthenticated, 'Please log in to continue');
  return request.partner;
}

/*
 * The role guards are callback hooks, not async ones: a guard that only reads request.partner answers at once,
 * and an async hook costs every request behind it a promise and a turn of the microtask queue (decision 0260).
 * A guard that throws refuses the request as before (Fastify's hook runner catches it).
 */

/** preHandler: any signed-in partner. */
export function requirePartner(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  currentPartner(request);
  done();
}

/** preHandler: a signed-in partner who may write (the view role reads only). */
export function requireWriter(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const partner = currentPartner(request);
  if (!canWrite(partner.role)) throw new AppError(403, errorCodes.forbidden, 'Your account can view but not make changes');
  done();
}

/** preHandler: a signed-in admin (SPEC §6), who sees his own tenant's records. */
export function requireAdmin(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const partner = currentPartner(request);
  if (partner.role !== 'admin') throw new AppError(403, errorCodes.forbidden, 'Only an admin can see this');
  done();
}

/**
 * Reads the session cookie on every request and puts the partner on `request.partner`, through the
 * instance's session cache so that a signed-in request usually costs no database read; revocations
 * reach every instance's cache through Redis when REDIS_URL is set.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const sessionCache = new SessionCache((tokenHash, now) => findLiveSession(app.db, tokenHash, now), { clock: app.providers.clock });
  const sessionRevocations = new SessionRevocations({
    cache: sessionCache,
    log: app.log,
    redis: app.redis ? { client: app.redis, keyPrefix: app.env.REDIS_KEY_PREFIX } : undefined,
  });
  app.decorate('sessionCache', sessionCache);
  app.decorate('sessionRevocations', sessionRevocations);
  app.addHook('onReady', () => sessionRevocations.ready());
  app.addHook('onClose', async () => sessionRevocations.close());
  app.decorateRequest('partner', undefined);
  // A callback hook: a session the cache holds is put on the request without a promise (decision 0260).
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    const found = sessionCache.findPartner(token);
    if (!(found instanceof Promise)) {
      request.partner = found;
      return done();
    }
    found.then((partner) => {
      request.partner = partner;
      done();
    }, done);
  });
});
