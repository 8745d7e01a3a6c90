import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@portal/domain';
import type { Env } from '../env';
import { SESSION_COOKIE } from '../lib/sessions/session-repository';
import { CUSTOMER_SESSION_COOKIE } from '../lib/sessions/customer-session-repository';
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

/**
 * A binary answer's entry in a route's `response`: the bytes under their own media types, not JSON
 * (decision 0186). The handler sends a Buffer, which Fastify never serialises.
 */
export const binaryAnswer = (description: string, ...mediaTypes: [string, ...string[]]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: z.any().meta({ type: 'string', format: 'binary' }) }])),
});

/** An HTML page's entry in a route's `response`: text/html, not JSON (decision 0186). */
export const pageAnswer = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

/** A 204's entry in a route's `response`: no body (the handler sends none; the document declares no content). */
export const noContent = (description = 'No content') => z.undefined().describe(description);

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
 * the session cookie where a session guard runs (`security: []` elsewhere), a `4XX` and a `5XX` answer in
 * the common error shape (the errors plugin answers every error so), a 429 where the public limit counts,
 * and a multipart body's parts.
 */
function describeRoute(route: RouteOptions, schema: FastifySchema & Record<string, unknown>): FastifySchema {
  const method = [route.method].flat()[0]!;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  return {
    operationId: operationIdOf(method, route.url),
    security: securityOf(route),
    ...schema,
    ...(route.config?.multipartBody && !schema.body ? { body: route.config.multipartBody } : {}),
    response: {
      ...response,
      // Any route may refuse a request before its handler (a body not JSON, too large, of another media type).
      '4XX': apiErrorSchema,
      ...(isPubliclyRateLimited(route) && !response['429'] ? { 429: apiErrorSchema } : {}),
      ...(Object.keys(response).some((code) => code.startsWith('5')) ? {} : { '5XX': apiErrorSchema }),
    },
  };
}

/** Every /api route is under the per-address limit (plugins/public-rate-limit.ts) unless it opts out. */
const isPubliclyRateLimited = (route: RouteOptions) =>
  route.url.startsWith('/api/') && (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false;

const retryAfterHeader = { 'Retry-After': { type: 'integer', minimum: 0, description: 'Seconds to wait before trying again' } };
const locationHeader = { Location: { type: 'string', description: 'Where the redirect goes' } };
type ResponseJson = Record<string, unknown>;

/**
 * OpenAPI 3.0.3 lets a `nullable` enum hold null only when null is one of its values; zod's output
 * (`nullable: true` beside the enum) leaves it out, so a validator refuses the nulls the API sends.
 */
function withNullInNullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullInNullableEnums);
  if (typeof schema !== 'object' || schema === null) return schema;
  const entries = Object.entries(schema).map(([key, value]) => [key, withNullInNullableEnums(value)] as const);
  const object = Object.fromEntries(entries) as { nullable?: boolean; enum?: unknown[] };
  if (object.nullable === true && Array.isArray(object.enum) && !object.enum.includes(null)) object.enum = [...object.enum, null];
  return object;
}

/**
 * What the zod transform cannot say (decision 0186): a 429 and a 503 carry Retry-After (the limits and
 * an unreachable database send it), other 5xx may; a 204 and a redirect have no body (`type: 'null'`
 * makes @fastify/swagger declare no content), a redirect has its Location.
 */
function withAnswerHeaders(response: Record<string, ResponseJson>): Record<string, ResponseJson> {
  return Object.fromEntries(
    Object.entries(response).map(([code, answer]) => {
      if (code === '204') return [code, { type: 'null', description: (answer.description as string | undefined) ?? 'No content' }];
      if (code.startsWith('3')) return [code, { type: 'null', description: (answer.description as string | undefined) ?? 'Redirect', headers: locationHeader }];
      if (code === '429') return [code, { ...answer, description: 'Too many requests: try again after Retry-After seconds', headers: retryAfterHeader }];
      if (code === '503' || code === '5XX')
        return [code, { ...answer, description: 'The service cannot answer now (503: try again after Retry-After seconds)', headers: retryAfterHeader }];
      return [code, answer];
    }),
  );
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
            description:
              'A customer’s session, for one lead, one activation or one mobile’s consents, set by POST /api/customer-sessions/lead or /api/customer-consents/session (the customer’s OTP)',
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
      const transformed = jsonSchemaTransform({
        ...document,
        schema: describeRoute(document.route, document.schema as FastifySchema & Record<string, unknown>),
      });
      const schema = withNullInNullableEnums(transformed.schema) as { response?: Record<string, ResponseJson> };
      return { ...transformed, schema: schema.response ? { ...schema, response: withAnswerHeaders(schema.response) } : schema };
    },
  };
}
