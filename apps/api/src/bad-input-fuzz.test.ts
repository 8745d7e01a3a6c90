import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue, type Quote } from '@portal/domain';
import { createSession, SESSION_COOKIE } from './lib/sessions/session-repository';
import { UNSAFE_TEXT_MESSAGE } from './plugins/safe-text';
import { createReviewedProposal, samplesOf, uploadSamplePdf } from './modules/sales/sales-test-fixtures';
import { createTestApp, signInPartner, type TestApp } from './test-helper';

/**
 * A property test over every route of the OpenAPI document: generated bad params, queries and bodies
 * (wrong types, arrays, huge, NUL, control and unicode strings, nested junk, bad JSON text, other media
 * types), with and without a partner's session, never get a 5xx, and every 4xx is in the common error
 * shape. `npm test` runs about FUZZ_RUNS (default 2,000) cases; `npm run fuzz` runs 10,000 or more.
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/** Set FUZZ_SEED to replay a failure that fast-check reported. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Routes left out of the walk, each with its reason. None: every route of the document is fuzzed. */
const skippedRoutes: Readonly<Record<string, string>> = {};

/**
 * 4xx answers that are not the JSON error shape on purpose, each with its reason: the sandbox KYC
 * provider's hosted page answers a customer's wrong PAN or date of birth with the form again, in HTML,
 * as a provider's page does (its other errors are JSON).
 */
const htmlFormAnswers = new Set(['POST /api/sandbox/kyc/{requestId}/submit']);

/** The sandbox providers' hosted pages: hidden from the OpenAPI document, fuzzed all the same. */
const sandboxPages = [
  'GET /api/sandbox/kyc/{requestId}',
  'POST /api/sandbox/kyc/{requestId}/submit',
  'GET /api/sandbox/gateway/checkout/{orderId}',
  'POST /api/sandbox/gateway/checkout/{orderId}/pay',
  'POST /api/sandbox/gateway/checkout/{orderId}/fail',
];

const commonErrorShape = z.strictObject({
  error: z.strictObject({ code: z.string().min(1), message: z.string().min(1), fields: z.record(z.string(), z.string()).optional() }),
});

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
}
interface OpenApiOperation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  name: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
}

// —— Junk ————————————————————————————————————————————————————————————————————————————————

const unsafeCharacters = ['\u0000', '\u0001', '\u0007', '\u000b', '\u001b', '\u007f', '\ud800', '\udfff'];
const tricky = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '9'.repeat(40),
  '31/02/2020',
  '2020-13-45',
  "'; drop table partners; --",
  '../../etc/passwd',
  '%00',
  '\u202e',
  '𝕏😀',
  'ABCDE1234F',
  '__proto__',
  'constructor',
];

const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.tuple(fc.string({ maxLength: 5 }), fc.constantFrom(...unsafeCharacters), fc.string({ maxLength: 5 })).map(([a, c, b]) => `${a}${c}${b}`),
  fc.constantFrom(...tricky),
  fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'x'.repeat(n)),
);
const junkNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1e20, -1e20, Number.MAX_SAFE_INTEGER + 2, 0.5));

const { junkJson } = fc.letrec<{ junkJson: unknown }>((tie) => ({
  junkJson: fc.oneof(
    { depthSize: 'small' },
    junkText,
    junkNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('junkJson'), { maxLength: 4 }),
    fc.dictionary(junkText, tie('junkJson'), { maxKeys: 4 }),
  ),
}));

/** A value for a JSON schema: usually of its type (so validation passes more often), sometimes junk. */
function valueOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junkJson;
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.enum?.length) options.push(fc.constantFrom(...schema.enum));
  for (const alternative of schema.anyOf ?? schema.oneOf ?? []) options.push(valueOf(alternative, depth + 1));
  if (schema.type === 'string') options.push(junkText);
  if (schema.type === 'number' || schema.type === 'integer') options.push(junkNumber);
  if (schema.type === 'boolean') options.push(fc.boolean());
  if (schema.type === 'array') options.push(fc.array(valueOf(schema.items, depth + 1), { maxLength: 3 }));
  if (schema.type === 'object') {
    const properties = Object.entries(schema.properties ?? {});
    const known = fc.record(Object.fromEntries(properties.map(([key, property]) => [key, valueOf(property, depth + 1)])), {
      requiredKeys: (schema.required ?? []).filter((key) => properties.some(([name]) => name === key)),
    });
    const extra =
      typeof schema.additionalProperties === 'object'
        ? fc.dictionary(junkText, valueOf(schema.additionalProperties, depth + 1), { maxKeys: 3 })
        : fc.constant({});
    options.push(fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k })));
  }
  if (options.length === 0) return junkJson;
  return fc.oneof({ weight: 4, arbitrary: fc.oneof(...options) }, { weight: 1, arbitrary: junkJson });
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes the bytes of one. */
const encodeLoosely = (text: string) =>
  text
    .split(/(\p{Cs})/u)
    .map((piece) => (/^\p{Cs}$/u.test(piece) ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');

/** A URL piece: junk text encoded, or a broken escape sent as it is. */
const junkUrlPiece = fc.oneof(
  { weight: 5, arbitrary: junkText.map(encodeLoosely) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%C0%80', '%E0%A4%A', '%FF', '%00') },
);

// —— Requests ————————————————————————————————————————————————————————————————————————————

interface FuzzRequest {
  method: string;
  url: string;
  session: 'partner' | 'none' | 'junk';
  junkCookie: string;
  body?: { contentType: string; payload: string };
}

const sellableCodes = catalogue.filter((product) => product.sale).map((product) => product.code);
const productParams = new Set(['code', 'productCode', 'productName']);

describe('bad input never gets a 5xx, and every 4xx is in the common error shape', () => {
  let t: TestApp;
  let partnerId: string;
  let partnerCookie: string;
  let routes: Route[];
  /** Real ids of this database, so generated requests also reach rows that exist. */
  const knownIds: string[] = [];
  /** Valid quote and proposal bodies per product, to be spoilt one field at a time. */
  const sampleBodies = new Map<string, Record<string, unknown>[]>();

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await signInPartner(t.db, { authorisedProducts: catalogue.map((product) => product.code) });
    partnerId = seller.partner.id;
    partnerCookie = seller.cookie;
    const proposal = await createReviewedProposal(t.app, partnerCookie);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/products/vector-borne/payments/link',
      headers: { cookie: partnerCookie },
      payload: { referenceId: proposal.referenceId },
    });
    knownIds.push(proposal.referenceId, proposal.quoteId, link.json<{ orderId: string }>().orderId, await uploadSamplePdf(t.app, partnerCookie));
    for (const code of sellableCodes) {
      const { quote, proposal: proposalValues } = samplesOf(code);
      const quoted = await t.app.inject({ method: 'POST', url: `/api/products/${code}/quotes`, headers: { cookie: partnerCookie }, payload: quote });
      const quoteId = quoted.statusCode === 201 ? quoted.json<Quote>().quoteId : 'no-quote';
      sampleBodies.set(code, [quote, { quoteId, customerConsent: true, ...proposalValues }]);
    }
    const document = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation })),
    );
    // The sandbox providers' hosted pages are left out of the document (they stand in for other sites), but
    // they are this process's routes and are walked all the same, their path parameters read off the path.
    for (const name of sandboxPages) {
      const [method, path] = name.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url: path.replaceAll(/\{(\w+)\}/g, ':$1') }), `${name} is registered`).toBe(true);
      const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, param]) => ({
        in: 'path' as const,
        name: param!,
        required: true,
        schema: { type: 'string' },
      }));
      routes.push({ name, method, path, operation: { parameters } });
    }
  });
  afterAll(async () => t?.close());

  const paramValue = (name: string, productCode: string) =>
    productParams.has(name)
      ? fc.oneof({ weight: 3, arbitrary: fc.constant(productCode) }, { weight: 1, arbitrary: junkUrlPiece })
      : fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...knownIds).map(encodeURIComponent) }, { weight: 2, arbitrary: junkUrlPiece });

  /** A valid sample body of the product with one field spoilt, removed or added. */
  const spoiltSample = (productCode: string) =>
    fc
      .tuple(fc.constantFrom(...(sampleBodies.get(productCode) ?? [{}])), fc.nat(), fc.option(junkJson, { nil: undefined }), junkText)
      .map(([sample, index, value, newKey]) => {
        // One in three left whole, so that the rest of the request (params, query, session) is what is tried.
        if (index % 3 === 0) return sample;
        const keys = Object.keys(sample);
        const key = keys.length > 0 && index % 5 !== 1 ? keys[index % keys.length]! : newKey;
        const spoilt: Record<string, unknown> = { ...sample };
        if (value === undefined) delete spoilt[key];
        else spoilt[key] = value;
        return spoilt;
      });

  const bodyOf = (route: Route, productCode: string): fc.Arbitrary<FuzzRequest['body']> => {
    const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' });
    const boundary = 'fuzz-boundary';
    return fc.oneof(
      { weight: 3, arbitrary: valueOf(route.operation.requestBody?.content['application/json']?.schema).map(json) },
      { weight: 4, arbitrary: spoiltSample(productCode).map(json) },
      { weight: 2, arbitrary: junkJson.map(json) },
      // Bad JSON text: cut, deeply nested, or not JSON at all.
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            junkText,
            fc.integer({ min: 30, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
            spoiltSample(productCode).map((v) => JSON.stringify(v).slice(0, -1)),
          )
          .map((payload) => ({ contentType: 'application/json', payload })),
      },
      // Other media types, including the form and multipart bodies some routes take.
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.constantFrom(
              'text/plain',
              'application/xml',
              'application/x-www-form-urlencoded',
              `multipart/form-data; boundary=${boundary}`,
              'application/octet-stream',
            ),
            junkText,
          )
          .map(([contentType, text]) => ({
            contentType,
            payload: contentType.startsWith('multipart')
              ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${text.slice(0, 50)}"\r\n\r\n${text}\r\n--${boundary}--\r\n`
              : contentType.endsWith('urlencoded')
                ? `pan=${encodeLoosely(text)}&dob=%00`
                : text,
          })),
      },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  };

  const requestOf = (route: Route): fc.Arbitrary<FuzzRequest> =>
    fc.constantFrom(...sellableCodes).chain((productCode) => {
      const parameters = route.operation.parameters ?? [];
      const pathValues = fc.record(Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, paramValue(p.name, productCode)])));
      const queryValues = fc.record(
        Object.fromEntries(
          parameters
            .filter((p) => p.in === 'query')
            .map((p) => [
              p.name,
              fc.oneof(
                paramValue(p.name, productCode),
                valueOf(p.schema).map((v) => encodeLoosely(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
              ),
            ]),
        ),
        { requiredKeys: [] },
      );
      return fc
        .record({
          path: pathValues.map((values) => route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')),
          query: fc
            .tuple(queryValues, fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(junkUrlPiece, junkUrlPiece) }))
            .map(([values, extra]) => [...Object.entries(values), ...(extra ? [extra] : [])].map(([key, value]) => `${key}=${value}`).join('&')),
          session: fc.constantFrom('partner' as const, 'partner' as const, 'none' as const, 'junk' as const),
          junkCookie: fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map(encodeURIComponent),
          body: route.method === 'GET' ? fc.constant(undefined) : bodyOf(route, productCode),
        })
        .map(({ path, query, ...rest }) => ({ method: route.method, url: query ? `${path}?${query}` : path, ...rest }));
    });

  // The requests that once answered 500, and their neighbours.
  it.each([
    { request: 'GET /api/payments/return?orderId=x%00', code: 'VALIDATION', fields: { orderId: UNSAFE_TEXT_MESSAGE } },
    { request: 'GET /api/products/vector-borne/proposals/x%00', code: 'VALIDATION', fields: { referenceId: UNSAFE_TEXT_MESSAGE } },
    { request: 'GET /api/sandbox/gateway/checkout/x%00', code: 'VALIDATION', fields: { orderId: UNSAFE_TEXT_MESSAGE } },
    { request: 'GET /api/sandbox/kyc/x%1B', code: 'VALIDATION', fields: { requestId: UNSAFE_TEXT_MESSAGE } },
    { request: 'POST /api/sandbox/kyc/x/submit', body: '[1,2]', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    { request: 'POST /api/products/vector-borne/quotes', body: '{"pinCode":"41100\\u0000"}', code: 'VALIDATION', fields: { pinCode: UNSAFE_TEXT_MESSAGE } },
    { request: 'POST /api/products/vector-borne/quotes', body: '{"pinCode":"\\ud800"}', code: 'VALIDATION', fields: { pinCode: UNSAFE_TEXT_MESSAGE } },
    { request: 'POST /api/products/vector-borne/quotes', body: '{"pinCode":', code: 'BAD_REQUEST' },
    { request: 'POST /api/products/vector-borne/quotes', body: `${'['.repeat(50)}${']'.repeat(50)}`, code: 'VALIDATION' },
    { request: 'GET /api/products/vector-borne/proposals/%E0%A4%A', code: 'BAD_REQUEST' },
    { request: `GET /api/products/vector-borne/proposals/${'x'.repeat(200)}`, status: 414, code: 'BAD_REQUEST' },
  ])('answers $request with a 4xx $code in the common shape', async ({ request, body, code, status, fields }) => {
    const [method, url] = request.split(' ') as ['GET' | 'POST', string];
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie: partnerCookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(status ?? 400);
    expect(commonErrorShape.parse(response.json()).error).toMatchObject({ code, ...(fields ? { fields } : {}) });
  });

  it('walks every route of the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(Object.keys(skippedRoutes).filter((name) => !routes.some((route) => route.name === name))).toEqual([]);
  });

  const runsPerRoute = () => Math.max(10, Math.ceil(TOTAL_RUNS / routes.length));

  it('answers every generated request of every route below 500, in the common shape for 4xx', { timeout: Math.max(120_000, TOTAL_RUNS * 60) }, async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !(r.name in skippedRoutes))) {
      const property = fc.asyncProperty(requestOf(route), async (request) => {
        const cookie = request.session === 'partner' ? partnerCookie : request.session === 'junk' ? `${SESSION_COOKIE}=${request.junkCookie}` : undefined;
        const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...(request.body ? { 'content-type': request.body.contentType } : {}) };
        const response = await t.app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.body?.payload });
        // A fuzzed logout ends the shared session: sign in again so the next cases still reach signed-in code.
        if (route.name === 'POST /api/session/logout' && request.session === 'partner')
          partnerCookie = `${SESSION_COOKIE}=${await createSession(t.db, partnerId)}`;
        const said = `${request.method} ${request.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) throw new Error(`5xx: ${said}`);
        if (response.statusCode >= 400) {
          const isHtmlForm = htmlFormAnswers.has(route.name) && response.statusCode === 400 && String(response.headers['content-type']).startsWith('text/html');
          if (!isHtmlForm && !commonErrorShape.safeParse(safeJson(response.body)).success) throw new Error(`not the common error shape: ${said}`);
        }
      });
      const result = await fc.check(property, { numRuns: runsPerRoute(), seed: SEED });
      if (result.failed) failures.push(`${route.name} (seed ${result.seed}, path ${result.counterexamplePath}): ${String(result.errorInstance)}`);
    }
    expect(failures).toEqual([]);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
