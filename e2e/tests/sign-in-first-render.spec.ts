import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './support/fixtures';
import { providerCodeOf } from '@portal/domain';

// What a phone runs before the first render of a sign-in page (decision 0282): every script its HTML names (the
// entry and its imports, the page's own chunks, its language's words). The partner's login and the customer's
// loan OTP step, the first screen from the SMS, paint with a one-field form and the OTP entry: neither
// react-hook-form nor zod. Each is found by words its build keeps (an option name, an error class).
const libraryMarkers = { 'react-hook-form': 'shouldUnregister', zod: 'ZodError' };

async function firstRenderScripts(request: APIRequestContext, path: string, language: string): Promise<Map<string, string>> {
  const html = await (await request.get(path, { headers: { 'accept-language': language } })).text();
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  const scripts = new Map<string, string>();
  for (const file of files) scripts.set(file, await (await request.get(file)).text());
  return scripts;
}

const librariesIn = (scripts: Map<string, string>) =>
  Object.entries(libraryMarkers).flatMap(([library, marker]) =>
    [...scripts].filter(([, body]) => body.includes(marker)).map(([file]) => `${library} in ${file}`),
  );

const loanOtpPath = `/products/personal-loan/customer/${providerCodeOf('IDFC_FIRST')}/login-otp`;

for (const [path, language, pageChunk] of [
  ['/login', 'en-IN', 'login-page'],
  ['/login', 'hi-IN', 'login-page'],
  [loanOtpPath, 'en-IN', 'customer-loan-page'],
  [`${loanOtpPath}?lang=hi-IN`, 'hi-IN', 'customer-loan-page'],
] as const) {
  test(`${path} in ${language} renders first without react-hook-form or zod`, async ({ request }) => {
    const scripts = await firstRenderScripts(request, path, language);
    expect([...scripts.keys()].some((file) => file.startsWith(`/assets/${pageChunk}-`))).toBe(true);
    expect(librariesIn(scripts)).toEqual([]);
  });
}

// A marker that the build no longer writes would let the checks above pass whatever the page loads.
test('the build’s react-hook-form and zod chunks say their markers', () => {
  const assets = new URL('../../apps/web/dist/assets/', import.meta.url);
  const scripts = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(new URL(file, assets), 'utf8'));
  for (const marker of Object.values(libraryMarkers))
    expect(
      scripts.some((body) => body.includes(marker)),
      marker,
    ).toBe(true);
});
