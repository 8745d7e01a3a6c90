import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header a request id comes in and goes out with. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: a proxy's UUID or trace id, never free text that could carry personal data. */
const acceptableRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` a trusted proxy (TRUSTED_PROXIES) sent, when it looks like an
 * id; otherwise a random UUID. A client that is not a trusted proxy cannot choose the id its lines are
 * logged under (decision 0182).
 */
export function createRequestIdGenerator(trustedProxies: readonly string[]): (request: IncomingMessage) => string {
  const isTrusted = trustedProxies.length > 0 ? proxyAddr.compile([...trustedProxies]) : () => false;
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    const address = request.socket?.remoteAddress;
    if (typeof incoming === 'string' && address && isTrusted(address, 0) && acceptableRequestId.test(incoming)) return incoming;
    return randomUUID();
  };
}

/** Every answer carries its request's id, errors and not-found answers included. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
