import { expect, test } from '@playwright/test';

// The production build as served: hashed assets precompressed and cached for a year, the page itself
// revalidated (decision 0060). The API test covers the rules on a fixture; this one the real build.
test('the built app is served compressed, hashed assets immutable, index.html revalidated', async ({ request }) => {
  const page = await request.get('/insurance/vector-borne', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);

  for (const script of scripts) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(script, { headers: { 'accept-encoding': encoding } });
      expect(response.status(), script).toBe(200);
      expect(response.headers()['content-encoding'], script).toBe(encoding);
      expect(response.headers()['cache-control'], script).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-type'], script).toMatch(/javascript/);
      expect(response.headers().vary, script).toMatch(/accept-encoding/i);
    }
  }
});
