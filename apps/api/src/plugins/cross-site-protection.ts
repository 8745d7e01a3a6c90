import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '@portal/domain';
import { AppError } from './errors';

/** Methods that change state; a browser sends them cross-site only from a form or a script. */
const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route accepts when it declares nothing (`schema.consumes`): a JSON body, or none. */
const defaultConsumes = ['application/json'] as const;

/** Sec-Fetch-Site values a browser sends for the portal's own pages ("none": the user typed it). */
const ownSiteFetches = new Set(['same-origin', 'none']);

export interface CrossSiteProtectionOptions {
  /** The portal's public URL (PUBLIC_URL), when it is served under another host than the one the request names. */
  publicUrl?: string;
}

/**
 * Whether a browser sent this request from another site (decision 0043, the order of Go's
 * CrossOriginProtection): PUBLIC_URL's origin passes; else Sec-Fetch-Site decides when the browser sent
 * it (it cannot be forged by a page, and it stays right where the Origin is "null", as on the sandbox
 * pages, whose Referrer-Policy is no-referrer); else the Origin must name the request's own host. A
 * request with neither header is a server's (a gateway callback, trusted by its signature) or an old
 * browser's, and passes.
 */
export function isCrossSite(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && trustedOrigins.has(origin)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return !ownSiteFetches.has(site);
  return origin !== undefined && hostOf(origin) !== request.host.toLowerCase();
}

/** The host (with any port) an Origin names; "null" and garbage name none. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** Whether the request carries a body (a declared type, a length above zero, or chunks). */
const hasBody = (request: FastifyRequest) =>
  request.headers['content-type'] !== undefined || request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] ?? '0') !== '0';

/**
 * Refuses before any body is read or session looked up: a state-changing request from another site
 * (403), and a body whose type the route does not declare in `schema.consumes` (415; JSON by default).
 * Together they stop the requests a foreign page can send without asking (a form, a text/plain fetch),
 * per OWASP's CSRF Prevention Cheat Sheet. The refused body is never read, so the connection is closed.
 */
export const crossSiteProtectionPlugin = fp<CrossSiteProtectionOptions>(async (app: FastifyInstance, { publicUrl }) => {
  const trustedOrigins = new Set(publicUrl ? [new URL(publicUrl).origin] : []);
  // No route reads text: without its parser, a text/plain body (what a foreign form or fetch sends
  // without a preflight) is refused by every route, not only those this plugin judges.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!stateChangingMethods.has(request.method)) return;
    // A provider's page posting the browser back (Razorpay's checkout return): it changes nothing by a
    // session, and the route trusts only the provider's signature in the body.
    if (isCrossSite(request, trustedOrigins) && request.routeOptions.config?.crossSitePost !== 'signed-by-provider') {
      reply.header('connection', 'close');
      throw new AppError(403, errorCodes.forbidden, 'This request came from another site and was refused. Make changes from the portal itself.');
    }
    if (request.is404 || !hasBody(request)) return;
    const accepted = request.routeOptions.schema?.consumes ?? defaultConsumes;
    if (!accepted.includes(request.mediaType ?? '')) {
      reply.header('connection', 'close');
      throw new AppError(415, errorCodes.unsupportedMedia, `Send this request's body as ${accepted.join(' or ')}`);
    }
  });
});
