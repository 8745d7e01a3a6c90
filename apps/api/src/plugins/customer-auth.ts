import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '@portal/domain';
import {
  CUSTOMER_SESSION_COOKIE,
  customerSessionPolicy,
  findLiveCustomerSession,
  type CustomerScopeKind,
  type CustomerSession,
} from '../lib/sessions/customer-session-repository';
import { AppError, notFound } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer, when the request carries a live customer session cookie (never a partner's). */
    customer?: CustomerSession;
  }
}

export const customerAuthMessages = {
  signIn: 'Please verify your mobile number with the OTP to continue',
  notFound: 'This journey was not found',
} as const;

/** The preHandlers made by requireCustomer: plugins/openapi.ts lists their routes under the customer cookie. */
export const customerGuards = new WeakSet<object>();

/**
 * preHandler: a customer session scoped to a `kind` (a lead or an activation). With `idParam`, the
 * route's param must be the session's own id: another lead's or activation's answers 404, as a partner's
 * other records do. A partner's session is no customer's: 401.
 */
export function requireCustomer(kind: CustomerScopeKind | readonly CustomerScopeKind[], options: { idParam?: string } = {}) {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = currentCustomer(request, kind);
    if (options.idParam) {
      const id = (request.params as Record<string, string | undefined>)[options.idParam];
      if (id !== session.scope.id) throw notFound(customerAuthMessages.notFound);
    }
  };
  customerGuards.add(guard);
  return guard;
}

/** The customer of a `kind` session (or of one of the kinds), or a 401. */
export function currentCustomer(request: FastifyRequest, kind: CustomerScopeKind | readonly CustomerScopeKind[]): CustomerSession {
  const session = request.customer;
  const kinds: readonly CustomerScopeKind[] = typeof kind === 'string' ? [kind] : kind;
  if (!session || !kinds.includes(session.scope.kind)) throw new AppError(401, errorCodes.unauthenticated, customerAuthMessages.signIn);
  return session;
}

/** Sets the customer's cookie: HttpOnly, SameSite=Strict (it never needs to ride on another site's link), for the session's life. */
export function setCustomerSessionCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(CUSTOMER_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: app.env.NODE_ENV === 'production' && request.protocol === 'https',
    path: '/',
    maxAge: customerSessionPolicy.maxSeconds,
  });
}

/** Reads the customer cookie on every request that carries one and puts the session on `request.customer`. */
export const customerAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('customer', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[CUSTOMER_SESSION_COOKIE];
    if (token) request.customer = await findLiveCustomerSession(app.db, token, app.providers.clock.now());
  });
});
