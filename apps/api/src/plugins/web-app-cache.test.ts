import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-helper';

// A built web app as `vite build` leaves it (apps/web/vite.config.ts): hashed assets with their .br and
// .gz copies, and index.html with its own.
const script = `console.log(${JSON.stringify('a page '.repeat(200))});`;
const page = `<!doctype html><html lang="en-IN"><head><title>Partner Portal</title><script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>`;

function writeBuiltWebApp(root: string) {
  mkdirSync(join(root, 'assets'));
  for (const [path, text] of [
    ['assets/index-AbCd1234.js', script],
    ['index.html', page],
  ] as const) {
    writeFileSync(join(root, path), text);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${path}.gz`), gzipSync(text));
  }
}

const decoders: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body) => body };
const immutable = 'public, max-age=31536000, immutable';

describe('the built web app: compressed copies and caching', () => {
  let webDist: string;
  let t: TestApp;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    writeBuiltWebApp(webDist);
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    {
      what: 'a hashed script, to a browser that reads brotli',
      url: '/assets/index-AbCd1234.js',
      acceptEncoding: 'gzip, deflate, br, zstd',
      encoding: 'br',
      cacheControl: immutable,
      text: script,
    },
    {
      what: 'a hashed script, to a browser that reads only gzip',
      url: '/assets/index-AbCd1234.js',
      acceptEncoding: 'gzip',
      encoding: 'gzip',
      cacheControl: immutable,
      text: script,
    },
    {
      what: 'a hashed script, to a client that reads no compression',
      url: '/assets/index-AbCd1234.js',
      acceptEncoding: undefined,
      encoding: 'identity',
      cacheControl: immutable,
      text: script,
    },
    { what: 'index.html, by name', url: '/index.html', acceptEncoding: 'br', encoding: 'br', cacheControl: 'no-cache', text: page },
    {
      what: 'index.html, for a client-side route',
      url: '/insurance/vector-borne',
      acceptEncoding: 'gzip, br',
      encoding: 'br',
      cacheControl: 'no-cache',
      text: page,
    },
    { what: 'index.html, for a path of no page', url: '/no/such/page', acceptEncoding: 'gzip', encoding: 'gzip', cacheControl: 'no-cache', text: page },
    { what: 'index.html, uncompressed', url: '/login?next=%2Fleads', acceptEncoding: undefined, encoding: 'identity', cacheControl: 'no-cache', text: page },
  ])('serves $what', async ({ url, acceptEncoding, encoding, cacheControl, text }) => {
    const response = await t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-encoding'] ?? 'identity').toBe(encoding);
    expect(response.headers['cache-control']).toBe(cacheControl);
    // A shared cache must not hand a compressed copy to a client that cannot read it.
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(url.endsWith('.js') ? /^(text|application)\/javascript/ : /^text\/html/);
    expect(decoders[encoding]!(response.rawPayload).toString()).toBe(text);
  });

  it('answers 304 to a browser that has the HTML already', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    const again = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a built file that is not there, not the HTML a browser would try to run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-Zz99.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('does not serve the compressed copies by their own names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js.br' });
    expect(response.statusCode).toBe(404);
  });
});
