import { hkdfSync } from 'node:crypto';
import { CompactEncrypt, CompactSign, jwtDecrypt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prepareMandateLinkTokens } from '../modules/mandates/mandate-token';
import { prepareQuoteTokens, type QuotePayload } from '../modules/sales/quote-token';
import { prepareTokenKind, type TokenForm } from './tokens';

const secret = 'token-test-secret-0123456789';
const issuedAt = new Date(Date.UTC(2026, 10, 21, 10, 0, 0));
const expiresAt = new Date(issuedAt.getTime() + 60 * 60 * 1000);
const times = { issuedAt, expiresAt };
const inTime = new Date(issuedAt.getTime() + 60_000);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const quote: QuotePayload = {
  productCode: 'credit-life',
  partnerId: '7d3c8e0a-5b1f-4c2d-9e8f-0a1b2c3d4e5f',
  tenant: 'mintpro',
  values: { fullName: 'Asha Pātil', dateOfBirth: '14/02/1991', pan: 'ABCDE1234F', policyRole: 'JOINT' },
  totalPremium: 19900,
};
const base64urlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const kindOf = (form: TokenForm, purpose = 'test/v1', key = secret) =>
  prepareTokenKind({ purpose, form, secret: key, payload: z.object({ name: z.string() }) });

describe('tokens', () => {
  it.each<TokenForm>(['sealed', 'signed'])('%s: reads back exactly what was issued, with its times, in a URL-safe token', async (form) => {
    const kind = await kindOf(form);
    const token = await kind.issue({ name: 'Asha' }, times);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(await kind.read(token, inTime)).toEqual({ payload: { name: 'Asha' }, issuedAt, expiresAt, expired: false });
  });

  it.each<TokenForm>(['sealed', 'signed'])('%s: says a token is expired from its expiry on, and still names its payload', async (form) => {
    const kind = await kindOf(form);
    const token = await kind.issue({ name: 'Asha' }, times);
    expect((await kind.read(token, new Date(expiresAt.getTime() - 1000)))?.expired).toBe(false);
    expect(await kind.read(token, expiresAt)).toMatchObject({ payload: { name: 'Asha' }, expired: true });
  });

  it.each<TokenForm>(['sealed', 'signed'])('%s: refuses the token after any one character is changed', async (form) => {
    const kind = await kindOf(form);
    const token = await kind.issue({ name: 'Asha' }, times);
    const accepted: number[] = [];
    for (let index = 0; index < token.length; index += 1) {
      if (token[index] === '.') continue;
      const replacement = base64urlAlphabet[(base64urlAlphabet.indexOf(token[index]!) + 1) % base64urlAlphabet.length];
      if (await kind.read(`${token.slice(0, index)}${replacement}${token.slice(index + 1)}`, inTime)) accepted.push(index);
    }
    expect(accepted).toEqual([]);
  });

  it.each<TokenForm>(['sealed', 'signed'])('%s: refuses a token of another purpose, another secret or another form', async (form) => {
    const kind = await kindOf(form);
    const other = form === 'sealed' ? 'signed' : 'sealed';
    for (const foreign of [await kindOf(form, 'other/v1'), await kindOf(form, 'test/v1', 'another-secret-of-16+'), await kindOf(other)]) {
      expect(await kind.read(await foreign.issue({ name: 'Asha' }, times), inTime)).toBeUndefined();
    }
  });

  it.each<TokenForm>(['sealed', 'signed'])('%s: refuses to issue a token with an invalid time', async (form) => {
    const kind = await kindOf(form);
    await expect(kind.issue({ name: 'Asha' }, { issuedAt: new Date(Number.NaN), expiresAt })).rejects.toThrow(TypeError);
    await expect(kind.issue({ name: 'Asha' }, { issuedAt, expiresAt: new Date(Number.NaN) })).rejects.toThrow(TypeError);
  });

  it('refuses an authentic token whose payload no longer passes the schema', async () => {
    const loose = await prepareTokenKind({ purpose: 'test/v1', form: 'sealed', secret, payload: z.object({ name: z.unknown() }) });
    const kind = await kindOf('sealed');
    expect(await kind.read(await loose.issue({ name: 42 }, times), inTime)).toBeUndefined();
  });

  it.each(['', 'not-a-token', '8a1b7c7e-1111-4222-8333-944455556666', 'a.b.c', 'a.b.c.d.e', 'eyJhbGciOiJub25lIn0.eyJuYW1lIjoiQXNoYSJ9.'])(
    'refuses %j',
    async (token) => {
      expect(await (await kindOf('sealed')).read(token, inTime)).toBeUndefined();
      expect(await (await kindOf('signed')).read(token, inTime)).toBeUndefined();
    },
  );
});

describe('quote tokens', () => {
  it('reveal nothing of the quote when base64-decoded', async () => {
    const token = await (await prepareQuoteTokens(secret)).issue(quote, times);
    const decoded = token
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join('\n');
    for (const secretValue of ['Asha', 'Pātil', 'P\u00c4\u0081til', '14/02/1991', 'ABCDE1234F', 'JOINT', 'credit-life', quote.partnerId, '19900', 'mintpro']) {
      expect(decoded).not.toContain(secretValue);
    }
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'dir', enc: 'A256GCM' });
  });

  it('never pass as mandate links, nor the other way round', async () => {
    const quotes = await prepareQuoteTokens(secret);
    const links = await prepareMandateLinkTokens(secret);
    expect(await links.read(await quotes.issue(quote, times), inTime)).toBeUndefined();
    expect(await quotes.read(await links.issue({ letterId: '8a1b7c7e-1111-4222-8333-944455556666' }, times), inTime)).toBeUndefined();
  });
});

describe('mandate link tokens', () => {
  it('are the same for the same letter and expiry, and change with the expiry', async () => {
    const links = await prepareMandateLinkTokens(secret);
    const letter = { letterId: '8a1b7c7e-1111-4222-8333-944455556666' };
    const first = await links.issue(letter, times);
    expect(await links.issue(letter, times)).toBe(first);
    expect(await links.issue(letter, { issuedAt, expiresAt: new Date(expiresAt.getTime() + 1000) })).not.toBe(first);
  });

  it('are spelled exactly as before issuing stopped going through SignJWT (decision 0057), so links already shown stay the same', async () => {
    const links = await prepareMandateLinkTokens(secret);
    // Issued by the code of decision 0048 (jose's SignJWT) for this letter, secret and times.
    const shownBefore =
      'eyJhbGciOiJIUzI1NiJ9.eyJsZXR0ZXJJZCI6IjhhMWI3YzdlLTExMTEtNDIyMi04MzMzLTk0NDQ1NTU1NjY2NiIsImlhdCI6MTc5NTI1NTIwMCwiZXhwIjoxNzk1MjU4ODAwfQ.uXAkKGTHXR9T94H0cOtVnfiArPiyoOhcrQSv3hWiyMU';
    expect(await links.issue({ letterId: '8a1b7c7e-1111-4222-8333-944455556666' }, times)).toBe(shownBefore);
  });
});

describe('the token format (decision 0190: node crypto, the JWE and JWS jose made)', () => {
  const keyOf = (purpose: string) => new Uint8Array(hkdfSync('sha256', secret, 'portal-tokens', purpose, 32));
  const claims = { name: 'Asha', iat: seconds(issuedAt), exp: seconds(expiresAt) };

  it('sealed: reads a quote id jose issued before, and jose reads ours', async () => {
    const kind = await kindOf('sealed');
    const fromJose = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(claims)))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(keyOf('test/v1'));
    expect(await kind.read(fromJose, inTime)).toEqual({ payload: { name: 'Asha' }, issuedAt, expiresAt, expired: false });
    const ours = await kind.issue({ name: 'Asha' }, times);
    const decrypted = await jwtDecrypt(ours, keyOf('test/v1'), { currentDate: inTime });
    expect(decrypted.payload).toEqual(claims);
    expect(decrypted.protectedHeader).toEqual({ alg: 'dir', enc: 'A256GCM' });
  });

  it('sealed: two quotes of the same answers are two different ids (a fresh IV each)', async () => {
    const kind = await kindOf('sealed');
    expect(await kind.issue({ name: 'Asha' }, times)).not.toBe(await kind.issue({ name: 'Asha' }, times));
  });

  it('signed: reads a link jose signed, and jose verifies ours', async () => {
    const kind = await kindOf('signed');
    const fromJose = await new CompactSign(new TextEncoder().encode(JSON.stringify(claims))).setProtectedHeader({ alg: 'HS256' }).sign(keyOf('test/v1'));
    expect(await kind.issue({ name: 'Asha' }, times)).toBe(fromJose);
    expect(await kind.read(fromJose, inTime)).toMatchObject({ payload: { name: 'Asha' }, expired: false });
    expect((await jwtVerify(await kind.issue({ name: 'Asha' }, times), keyOf('test/v1'), { currentDate: inTime })).payload).toEqual(claims);
  });

  it.each([
    ['another algorithm', { alg: 'A128GCM' }],
    ['a compressed payload', { alg: 'dir', enc: 'A256GCM', zip: 'DEF' }],
    ['a critical extension', { alg: 'dir', enc: 'A256GCM', crit: ['x'], x: 1 }],
  ])('sealed: refuses a token whose header names %s', async (_, header) => {
    const kind = await kindOf('sealed');
    const [, ...rest] = (await kind.issue({ name: 'Asha' }, times)).split('.');
    expect(await kind.read([Buffer.from(JSON.stringify(header)).toString('base64url'), ...rest].join('.'), inTime)).toBeUndefined();
  });

  it.each([
    ['a quote', quote],
    ['no field', {}],
    ['its own iat and exp (the token times win)', { name: 'Asha', iat: 1, exp: 2 }],
  ])('signed: the claims of a payload with %s are the JSON jose wrote, the payload then iat and exp', async (_, payload) => {
    const kind = await prepareTokenKind({ purpose: 'test/v1', form: 'signed', secret, payload: z.record(z.string(), z.unknown()) });
    const [, claimsPart] = (await kind.issue(payload, times)).split('.');
    expect(Buffer.from(claimsPart!, 'base64url').toString()).toBe(JSON.stringify({ ...payload, iat: seconds(issuedAt), exp: seconds(expiresAt) }));
  });

  it('refuses authentic tokens whose claims are not an object with numeric times', async () => {
    const kind = await kindOf('signed');
    for (const body of ['["Asha"]', '"Asha"', '{"name":"Asha","iat":"1","exp":2}', '{"name":"Asha","exp":2}', 'not json']) {
      const token = await new CompactSign(new TextEncoder().encode(body)).setProtectedHeader({ alg: 'HS256' }).sign(keyOf('test/v1'));
      expect(await kind.read(token, inTime)).toBeUndefined();
    }
  });
});
