import { describe, expect, it } from 'vitest';
import { createResponseChecker, type SentAnswer } from './openapi-response-check';

const errorSchema = { $ref: '#/components/schemas/Error' };
const document = {
  components: {
    schemas: { Error: { type: 'object', properties: { error: { type: 'object', required: ['code'] } }, required: ['error'] } },
  },
  paths: {
    '/api/leads/{leadId}': {
      get: {
        responses: {
          200: { content: { 'application/json': { schema: { type: 'object', properties: { leadId: { type: 'string' } }, required: ['leadId'] } } } },
          429: { content: { 'application/json': { schema: errorSchema } }, headers: { 'Retry-After': { schema: { type: 'integer' } } } },
          '4XX': { content: { 'application/json': { schema: errorSchema } } },
        },
      },
    },
    '/api/statement.pdf': { get: { responses: { 200: { content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } } } },
    '/api/session/logout': { post: { responses: { 204: { description: 'Signed out' } } } },
  },
};

const json = 'application/json; charset=utf-8';
const answer = (status: number, contentType: string | undefined, body: SentAnswer['body'], retryAfter?: string): SentAnswer => ({
  status,
  contentType,
  body,
  retryAfter,
});

/** The checker the API test run passes every answer through (decision 0186). */
describe('checking an answer against the OpenAPI document', () => {
  const check = createResponseChecker(document);
  it.each([
    ['a documented JSON answer', 'GET', '/api/leads/:leadId', answer(200, json, '{"leadId":"L1"}'), []],
    ['an error under its class (4XX), through a $ref', 'GET', '/api/leads/:leadId', answer(404, json, '{"error":{"code":"NOT_FOUND"}}'), []],
    ['a PDF under its media type', 'GET', '/api/statement.pdf', answer(200, 'application/pdf', Buffer.from('%PDF')), []],
    ['a 204 with no body', 'POST', '/api/session/logout', answer(204, undefined, undefined), []],
    ['a route the document leaves out', 'GET', '/api/sandbox/page', answer(200, 'text/html', '<p>'), []],
    ['a status not documented', 'GET', '/api/statement.pdf', answer(500, json, '{}'), ['status 500 is not documented']],
    [
      'a body that misses a field',
      'GET',
      '/api/leads/:leadId',
      answer(200, json, '{}'),
      ["the body does not match its schema: data must have required property 'leadId'"],
    ],
    ['a body that is not JSON', 'GET', '/api/leads/:leadId', answer(200, json, '<html>'), ['the body is not JSON']],
    [
      'a PDF documented as JSON',
      'GET',
      '/api/leads/:leadId',
      answer(200, 'application/pdf', Buffer.from('%PDF')),
      ['Content-Type application/pdf is not one of application/json'],
    ],
    [
      'an error without its Content-Type',
      'GET',
      '/api/leads/:leadId',
      answer(401, undefined, '{"error":{"code":"X"}}'),
      ['Content-Type (none) is not one of application/json'],
    ],
    ['a body on a 204', 'POST', '/api/session/logout', answer(204, json, 'null'), ['sends a body where the document declares none']],
    ['a 429 without Retry-After', 'GET', '/api/leads/:leadId', answer(429, json, '{"error":{"code":"RATE_LIMITED"}}'), ['no Retry-After header']],
    [
      'a Retry-After the document does not declare',
      'GET',
      '/api/leads/:leadId',
      answer(400, json, '{"error":{"code":"X"}}', '5'),
      ['a Retry-After header the document does not declare'],
    ],
  ])('%s', (_name, method, routeUrl, sent, problems) => {
    expect(check(method, routeUrl, sent)).toEqual(problems);
  });
});
