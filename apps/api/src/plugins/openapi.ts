import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorSchema } from '@portal/domain';
import type { Env } from '../env';
import { SESSION_COOKIE } from '../modules/auth/session-repository';
import { CUSTOMER_SESSION_COOKIE } from '../modules/auth/customer-session-repository';
import { requireAdmin, requirePartner, requireWriter } from './auth';
import { customerGuards } from './customer-auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The parts of a multipart/form-data body, for the OpenAPI document only (the handler reads the parts itself). */
    multipartBody?: z.ZodObject;
    /** A POST another site's page sends the browser with, trusted by a provider's signature in its body (plugins/cross-site-protection.ts). */
    crossSitePost?: 'signed-by-provider';
  }
}

/** The security scheme of the session cookie that OTP login sets (modules/auth). */
export const SESSION_SECURITY_SCHEME = 'sessionCookie';
/** The security scheme of a customer's session cookie (modules/customers, decision 0082): one lead or one activation. */
export const CUSTOMER_SESSION_SECURITY_SCHEME = 'customerSessionCookie';

/** A help-centre token from POST /api/helpcentre/v1/token or /api/token/issue (decision 0107), in place of the cookie. */
export const HELP_CENTRE_TOKEN_SECURITY_SCHEME = 'helpCentreToken';

/** The preHandlers that refuse a request without a session: their routes need the session cookie. */
const sessionGuards: ReadonlySet<unknown> = new Set([requireAdmin, requirePartner, requireWriter]);

const needsSession = (route: RouteOptions) => [route.preHandler ?? []].flat().some((hook) => sessionGuards.has(hook));
/** Guards made by requireCustomer: their routes need the customer's cookie instead. */
const needsCustomerSession = (route: RouteOptions) => [route.preHandler ?? []].flat().some((hook) => typeof hook === 'function' && customerGuards.has(hook));

function securityOf(route: RouteOptions) {
  if (needsSession(route)) return [{ [SESSION_SECURITY_SCHEME]: [] }];
  if (needsCustomerSession(route)) return [{ [CUSTOMER_SESSION_SECURITY_SCHEME]: [] }];
  return [];
}

/** `POST /api/products/:code/proposals/:referenceId` → `postProductsByCodeProposalsByReferenceId`: method and path, so unique. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/**
 * Adds to each route's schema what the document needs and the route need not repeat: an operationId,
 * the session cookie where a session guard runs (`security: []` elsewhere), a `4XX` answer in the common
 * error shape (the errors plugin answers every client error so), and a multipart body's parts.
 */
function describeRoute(route: RouteOptions, schema: FastifySchema & Record<string, unknown>): FastifySchema {
  const method = [route.method].flat()[0]!;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  return {
    operationId: operationIdOf(method, route.url),
    security: securityOf(route),
    ...schema,
    ...(route.config?.multipartBody && !schema.body ? { body: route.config.multipartBody } : {}),
    response: { ...response, ...(Object.keys(response).some((code) => code.startsWith('4')) ? {} : { '4XX': apiErrorSchema }) },
  };
}

/** @fastify/swagger's options: the document at /api/docs/json, which `npm run lint:openapi` checks (decision 0054). */
export function openApiOptions(env: Pick<Env, 'PUBLIC_URL'>): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Partner portal API',
        version: '1.0.0',
        description: 'Every error answers `{ "error": { "code", "message", "fields"? } }`.',
      },
      // Same origin unless the service is published under another (PUBLIC_URL); paths carry /api.
      servers: [{ url: env.PUBLIC_URL ?? '/' }],
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by POST /api/services/public/otp/validate (OTP login)',
          },
          [CUSTOMER_SESSION_SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: CUSTOMER_SESSION_COOKIE,
            description: 'A customer’s session, for one lead or one activation, set by POST /api/customer-sessions/lead (the customer’s OTP)',
          },
          [HELP_CENTRE_TOKEN_SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'A help-centre token (POST /api/helpcentre/v1/token), for a help widget on another host',
          },
        },
      },
    },
    transform: (document) => {
      // The sandbox providers' pages stand in for the gateway's and the registry's own sites: not this API.
      if (document.url.startsWith('/api/sandbox/')) return { schema: { hide: true }, url: document.url };
      if (!document.schema || document.schema.hide) return jsonSchemaTransform(document);
      return jsonSchemaTransform({ ...document, schema: describeRoute(document.route, document.schema as FastifySchema & Record<string, unknown>) });
    },
  };
}
