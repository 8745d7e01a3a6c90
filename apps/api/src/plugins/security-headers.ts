import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
import { zodSchemaController } from './zod-schema-controller';

/** Headers of the probe's own answer, not helmet's. */
const probeHeaders = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets with these options, found once by asking it on a private
 * instance. They do not depend on the request (no CSP nonces here).
 */
export async function findHelmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false, schemaController: zodSchemaController });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(response.headers)
        .filter(([name]) => !probeHeaders.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}

/**
 * What a JSON (or file) answer needs, per OWASP's REST Security Cheat Sheet: it is never a document, so
 * it may not be framed, run or sniffed. Helmet's other headers steer how a browser treats a page.
 */
export function apiHeadersFrom(documentHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(documentHeaders['strict-transport-security'] ? { 'strict-transport-security': documentHeaders['strict-transport-security'] } : {}),
  };
}

const isDocument = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html');

/**
 * Security headers on every answer, computed at boot: helmet's full set on HTML documents (the web app,
 * the sandbox checkout page, the API docs) and the short API set on everything else. @fastify/helmet
 * builds all of helmet's middlewares again on each request (~11 µs, more than the rest of a cached
 * quote's own work); the headers are the same every time, so they come from precomputed objects
 * (decision 0011).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: FastifyHelmetOptions) => {
  const documentHeaders = await findHelmetHeaders(options);
  const apiHeaders = apiHeadersFrom(documentHeaders);
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A page that loads a provider's script (Razorpay's Standard Checkout) sets its own, wider policy.
    const ownPolicy = reply.getHeader('content-security-policy');
    reply.headers(isDocument(reply.getHeader('content-type')) ? documentHeaders : apiHeaders);
    if (ownPolicy !== undefined) reply.header('content-security-policy', ownPolicy);
    done(null, payload);
  });
});
