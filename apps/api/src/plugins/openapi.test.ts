import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-helper';
import { operationIdOf, SESSION_SECURITY_SCHEME, CUSTOMER_SESSION_SECURITY_SCHEME } from './openapi';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: string; format?: string }> } }> };
  responses: Record<string, unknown>;
}
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

describe('operation ids', () => {
  it.each([
    ['GET', '/api/session', 'getSession'],
    ['POST', '/api/products/:code/proposals', 'postProductsByCodeProposals'],
    ['GET', '/api/products/:code/proposals/:referenceId', 'getProductsByCodeProposalsByReferenceId'],
    ['GET', '/api/products/oneapi_bike/lookups/rto', 'getProductsOneapiBikeLookupsRto'],
    ['GET', '/api/v2/products/:productCode/policies/issue/status', 'getV2ProductsByProductCodePoliciesIssueStatus'],
    ['POST', '/api/product/:productCode/waitlist', 'postProductByProductCodeWaitlist'],
  ])('%s %s is %s', (method, url, operationId) => {
    expect(operationIdOf(method, url)).toBe(operationId);
  });
});

/** The OpenAPI document partners generate clients from (its conventions: docs/decisions/0054). */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let operations: { name: string; operation: Operation }[];
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
  });
  afterAll(async () => t.close());

  it('names a server, and gives every operation its own operationId', () => {
    expect(document.servers).toEqual([{ url: '/' }]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks for a session cookie wherever a 401 means "log in"; only OTP login and the signed gateway, lender (offers, disbursements) and life insurer callbacks answer 401 without it', () => {
    const needsCookie = (operation: Operation) =>
      operation.security?.some((requirement) => SESSION_SECURITY_SCHEME in requirement || CUSTOMER_SESSION_SECURITY_SCHEME in requirement) ?? false;
    const publicWith401 = operations.filter(({ operation }) => '401' in operation.responses && !needsCookie(operation)).map(({ name }) => name);
    expect(publicWith401.sort()).toEqual([
      'POST /api/lenders/{lenderCode}/callback',
      'POST /api/lenders/{lenderCode}/disbursement-callback',
      'POST /api/life-insurers/{insurerCode}/callback',
      'POST /api/payments/callback',
      'POST /api/services/public/otp/generate',
      'POST /api/services/public/otp/resend/{sessionId}',
      'POST /api/services/public/otp/validate',
    ]);
    expect(operations.filter(({ operation }) => needsCookie(operation)).every(({ operation }) => '401' in operation.responses)).toBe(true);
    expect(operations.every(({ operation }) => Array.isArray(operation.security))).toBe(true);
  });

  it('gives every operation a client-error answer', () => {
    const without4xx = operations.filter(({ operation }) => !Object.keys(operation.responses).some((code) => code.startsWith('4')));
    expect(without4xx.map(({ name }) => name)).toEqual([]);
  });

  it('describes the upload as a multipart body with one file', () => {
    const upload = document.paths['/api/files/v1/upload']?.post;
    expect(upload?.requestBody?.content['multipart/form-data']?.schema.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
  });

  const responsesOf = (path: string, method: string) =>
    document.paths[path]?.[method]?.responses as Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;

  it.each([
    ['/api/payouts/statement.pdf', 'get', '200', ['application/pdf']],
    ['/api/payouts/statement.csv', 'get', '200', ['text/csv']],
    ['/api/qr-codes/sheets', 'post', '201', ['application/pdf']],
    ['/api/files/v1/{fileId}', 'get', '200', ['application/pdf', 'image/jpeg', 'image/png']],
    ['/api/templates/{templateId}/file', 'get', '200', ['application/pdf', 'image/png', 'image/jpeg', 'text/plain']],
  ])('documents the binary answer of %s by its media types, not as JSON', (path, method, status, mediaTypes) => {
    expect(Object.keys(responsesOf(path, method)[status]?.content ?? {})).toEqual(mediaTypes);
  });

  it('documents a 429 with its Retry-After on every operation the public limit counts, and on none it does not', () => {
    const limited = operations.filter(({ operation }) => '429' in operation.responses).map(({ name }) => name);
    expect(limited).toContain('GET /api/configs/public/products/{productCode}/landingConfig');
    expect(limited).toContain('POST /api/services/public/otp/generate');
    expect(limited).not.toContain('GET /api/health');
    expect(limited).not.toContain('POST /api/payments/callback');
    for (const { operation } of operations.filter(({ operation }) => '429' in operation.responses)) {
      expect((operation.responses['429'] as { headers?: Record<string, unknown> }).headers).toHaveProperty('Retry-After');
    }
  });

  it('declares no body for a 204 or a redirect', () => {
    expect(responsesOf('/api/session/logout', 'post')['204']?.content).toBeUndefined();
    expect(responsesOf('/api/payments/return', 'get')['303']).toMatchObject({ headers: { Location: expect.any(Object) } });
    expect(responsesOf('/api/payments/return', 'get')['303']?.content).toBeUndefined();
  });

  it("leaves out the sandbox providers' pages, which stand in for other sites", () => {
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/sandbox/'))).toEqual([]);
  });
});
