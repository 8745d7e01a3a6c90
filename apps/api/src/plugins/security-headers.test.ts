import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-helper';
import { findHelmetHeaders } from './security-headers';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('finds exactly the headers @fastify/helmet sets itself', async () => {
    const options = { contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } } };
    const direct = Fastify({ logger: false });
    await direct.register(helmet, options);
    direct.get('/', async () => ({ ok: true }));
    const { headers } = await direct.inject({ method: 'GET', url: '/' });
    await direct.close();
    const found = await findHelmetHeaders(options);
    expect(Object.keys(found).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(found)) expect(headers[name], name).toBe(value);
  });

  it("puts them on HTML documents, with the portal's content security policy", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("script-src 'self'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
      'referrer-policy': 'no-referrer',
    });
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data:");
  });

  it('gives JSON answers the short API set: never framed, run or sniffed', async () => {
    for (const url of ['/api/configs/features', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      expect(response.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
  });
});
