import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createQuoteSigningKey, readQuoteToken, signQuoteToken, type QuotePayload } from './quote-token';

const secret = 'quote-token-test-secret';
const payload: QuotePayload = {
  v: 1,
  productCode: 'vector-borne',
  partnerId: '7d3c8e0a-5b1f-4c2d-9e8f-0a1b2c3d4e5f',
  tenant: 'mintpro',
  values: { planCode: 'VECTOR_BORNE', sumInsured: '10000', pinCode: '411001', members: ['SPOUSE'], consent: true },
  totalPremium: 19900,
  issuedAt: Date.UTC(2026, 10, 21, 10, 0, 0),
};
const base64urlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Signs any body the way the service does, to build tokens that pass the signature but not the payload check. */
const signBody = (json: string) => {
  const body = Buffer.from(json).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

describe('quote tokens', () => {
  it('reads back exactly what was signed, in a URL-safe token', () => {
    const token = signQuoteToken(payload, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readQuoteToken(token, secret)).toEqual(payload);
  });

  it('refuses the token after any one character is changed, in the payload or the signature', () => {
    const token = signQuoteToken(payload, secret);
    const accepted: number[] = [];
    for (let index = 0; index < token.length; index += 1) {
      if (token[index] === '.') continue;
      const replacement = base64urlAlphabet[(base64urlAlphabet.indexOf(token[index]!) + 1) % base64urlAlphabet.length];
      const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
      if (readQuoteToken(changed, secret)) accepted.push(index);
    }
    expect(accepted).toEqual([]);
  });

  it('signs alike with the secret and with the key prepared from it', () => {
    const key = createQuoteSigningKey(secret);
    expect(signQuoteToken(payload, key)).toBe(signQuoteToken(payload, secret));
    expect(readQuoteToken(signQuoteToken(payload, key), secret)).toEqual(payload);
  });

  it('refuses a token signed with another secret', () => {
    expect(readQuoteToken(signQuoteToken(payload, 'another-secret-of-16+'), secret)).toBeUndefined();
  });

  it.each([
    { what: 'an empty string', token: '' },
    { what: 'no signature', token: Buffer.from(JSON.stringify(payload)).toString('base64url') },
    { what: 'an empty payload', token: '.abc' },
    { what: 'a uuid (an old quoteId)', token: '8a1b7c7e-1111-4222-8333-944455556666' },
    { what: 'a third part', token: `${signQuoteToken(payload, secret)}.extra` },
    { what: 'a signed body that is not JSON', token: signBody('not json') },
    { what: 'a signed payload of another version', token: signBody(JSON.stringify({ ...payload, v: 2 })) },
    { what: 'a signed payload without its partner', token: signBody(JSON.stringify({ ...payload, partnerId: undefined })) },
  ])('refuses $what', ({ token }) => {
    expect(readQuoteToken(token, secret)).toBeUndefined();
  });
});
