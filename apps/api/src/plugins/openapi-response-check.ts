import { appendFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: object }>;
  headers?: Record<string, unknown>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
  components?: object;
}

/** One answer that disagrees with the OpenAPI document: the operation, its status and what is wrong. */
export interface ResponseViolation {
  operation: string;
  status: number;
  problem: string;
}

/** What the server sent: the status, its Content-Type and Retry-After headers, and the body when it is in memory. */
export interface SentAnswer {
  status: number;
  contentType: string | undefined;
  retryAfter: string | undefined;
  /** undefined for a stream (a file sent as it is read): its bytes are not checked. */
  body: string | Buffer | null | undefined;
}

/** `/api/leads/:leadId` → `/api/leads/{leadId}`, the document's form of a route's path. */
export const documentPathOf = (routeUrl: string) => routeUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The documented answer for a status: its own entry, then its class (`4XX`), then `default`. */
function documentedResponse(responses: Record<string, ResponseObject>, status: number): ResponseObject | undefined {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

/**
 * OpenAPI 3.0's schema dialect as JSON Schema for Ajv: `exclusiveMinimum: true` beside `minimum` (3.0) is
 * `exclusiveMinimum: <the minimum>` (draft 7), and the same for the maximum; `$ref`s point into the document.
 */
function asJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asJsonSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const object: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, asJsonSchema(value)]));
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof object[exclusive] !== 'boolean') continue;
    if (object[exclusive] === true) object[exclusive] = object[bound];
    else delete object[exclusive];
    if (object[exclusive] !== undefined) delete object[bound];
  }
  if (typeof object.$ref === 'string') object.$ref = object.$ref.replace(/^#\/components\//, 'openapi#/components/');
  return object;
}

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]!.trim().toLowerCase();
const bodyLength = (body: SentAnswer['body']) => (body === null || body === undefined ? 0 : body.length);

/**
 * Checks answers against an OpenAPI 3 document: the status is documented, a body comes only where the
 * document gives content and in one of its media types, a JSON body matches the schema (Ajv over the
 * document's own schemas, `$ref`s into its components), and a documented Retry-After is sent.
 */
export function createResponseChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addSchema({ components: asJsonSchema(document.components ?? {}) }, 'openapi');
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: object) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(asJsonSchema(schema) as object);
      validators.set(key, validate);
    }
    return validate;
  };

  /** The problems of one answer of `method routeUrl`; none for an operation the document leaves out (hidden routes). */
  return function check(method: string, routeUrl: string, answer: SentAnswer): string[] {
    const path = documentPathOf(routeUrl);
    const responses = document.paths[path]?.[method.toLowerCase()]?.responses;
    if (!responses) return [];
    const response = documentedResponse(responses, answer.status);
    if (!response) return [`status ${answer.status} is not documented`];
    const problems: string[] = [];
    const declaredMedia = Object.keys(response.content ?? {});
    const media = mediaTypeOf(answer.contentType);
    if (declaredMedia.length === 0) {
      if (bodyLength(answer.body) > 0) problems.push('sends a body where the document declares none');
    } else if (!media || !declaredMedia.some((declared) => declared === media || declared === '*/*')) {
      problems.push(`Content-Type ${answer.contentType ?? '(none)'} is not one of ${declaredMedia.join(', ')}`);
    } else {
      const schema = response.content?.[media]?.schema;
      if (media === 'application/json' && schema && answer.body !== undefined && answer.body !== null) {
        let validate: ValidateFunction;
        try {
          validate = validatorOf(`${method} ${path} ${answer.status}`, schema);
        } catch (error) {
          return [...problems, `the document's schema is not valid JSON Schema: ${(error as Error).message}`];
        }
        let json: unknown;
        try {
          json = JSON.parse(answer.body.toString());
        } catch {
          problems.push('the body is not JSON');
        }
        if (json !== undefined && !validate(json)) problems.push(`the body does not match its schema: ${ajv.errorsText(validate.errors)}`);
      }
    }
    const declaresRetryAfter = Object.keys(response.headers ?? {}).some((name) => name.toLowerCase() === 'retry-after');
    if (declaresRetryAfter && answer.status === 429 && answer.retryAfter === undefined) problems.push('no Retry-After header');
    if (answer.retryAfter !== undefined && !declaresRetryAfter) problems.push('a Retry-After header the document does not declare');
    return problems;
  };
}

/**
 * Tests only (env OPENAPI_VIOLATIONS_FILE): every answer is checked against the app's own OpenAPI
 * document and each distinct violation appended to the file as a JSON line; the API test run fails when
 * the file is not empty at its end (src/test-openapi-violations.ts). Decision 0186.
 */
export const openApiResponseCheckPlugin = fp(async (app: FastifyInstance, options: { violationsFile: string }) => {
  let check: ReturnType<typeof createResponseChecker> | undefined;
  const recorded = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl) return payload;
    // The document exists once the app is ready, as it is when it answers.
    check ??= createResponseChecker(app.swagger() as unknown as OpenApiDocument);
    const inMemory = payload === null || payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload);
    const retryAfter = reply.getHeader('retry-after');
    const problems = check(request.method, routeUrl, {
      status: reply.statusCode,
      contentType: reply.getHeader('content-type') as string | undefined,
      retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
      body: inMemory ? (payload as string | Buffer | null | undefined) : undefined,
    });
    for (const problem of problems) {
      const violation: ResponseViolation = { operation: `${request.method} ${documentPathOf(routeUrl)}`, status: reply.statusCode, problem };
      const line = JSON.stringify(violation);
      if (recorded.has(line)) continue;
      recorded.add(line);
      appendFileSync(options.violationsFile, `${line}\n`);
    }
    return payload;
  });
});
