import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canWrite, errorCodes } from '@portal/domain';
import type { partners } from '../db/schema';
import { findSessionPartner, SESSION_COOKIE } from '../modules/auth/session-repository';
import { AppError } from './errors';

export type SessionPartner = typeof partners.$inferSelect;

declare module 'fastify' {
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

/** preHandler: any signed-in partner. */
export async function requirePartner(request: FastifyRequest, _reply: FastifyReply) {
  currentPartner(request);
}

/** preHandler: a signed-in partner who may write (the view role reads only). */
export async function requireWriter(request: FastifyRequest, _reply: FastifyReply) {
  const partner = currentPartner(request);
  if (!canWrite(partner.role)) throw new AppError(403, errorCodes.forbidden, 'Your account can view but not make changes');
}

/** Reads the session cookie on every request and puts the partner on `request.partner`. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('partner', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.partner = await findSessionPartner(app.db, token, app.providers.clock.now());
  });
});
