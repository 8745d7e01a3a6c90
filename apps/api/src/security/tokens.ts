import { hkdfSync, webcrypto } from 'node:crypto';
import { EncryptJWT, errors, jwtDecrypt, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { z } from 'zod';

/**
 * How a kind's tokens are made (decision 0048):
 * - `sealed`: a JWE (`dir`, A256GCM): its holder can read nothing from it (a quote's answers);
 * - `signed`: a JWS (HS256): readable but unforgeable, and the same payload always gives the same token
 *   (a mandate link the partner's panel shows unchanged on every refresh).
 */
export type TokenForm = 'sealed' | 'signed';

export interface TokenKindOptions<Schema extends z.ZodType<Record<string, unknown>>> {
  /**
   * The kind's label, e.g. 'quote/v1'. Each kind's key is derived from the secret under its own label,
   * so a token of one kind can never pass as another kind's; a new label retires every older token.
   */
  purpose: string;
  form: TokenForm;
  /** The service secret the kind's key derives from (QUOTE_SIGNING_SECRET). */
  secret: string;
  /** What the token carries, checked again on every read. */
  payload: Schema;
}

/** What a token of ours says: its checked payload and times. `expired` is judged by the reader's clock. */
export interface TokenContents<Payload> {
  payload: Payload;
  issuedAt: Date;
  expiresAt: Date;
  expired: boolean;
}

export interface TokenKind<Payload> {
  issue(payload: Payload, times: { issuedAt: Date; expiresAt: Date }): Promise<string>;
  /**
   * The contents of a token this kind issued, expired or not (some callers still honour an expired one,
   * e.g. a signed mandate letter's link); undefined for anything else: malformed, changed, another
   * kind's or another secret's, or a payload that no longer passes the schema.
   */
  read(token: string, now: Date): Promise<TokenContents<Payload> | undefined>;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Base64url leaves spare bits in a part's last character, which decoders ignore: without this check a
 * token would have several spellings (the same signature or tag), each passing as the token.
 */
const isCanonical = (token: string) => token.split('.').every((part) => Buffer.from(part, 'base64url').toString('base64url') === part);

/** A 256-bit key for one purpose (HKDF-SHA256 of the secret), imported once for WebCrypto. */
async function deriveKey(secret: string, purpose: string, form: TokenForm): Promise<webcrypto.CryptoKey> {
  const bytes = new Uint8Array(hkdfSync('sha256', secret, 'portal-tokens', purpose, 32));
  return form === 'sealed'
    ? webcrypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt'])
    : webcrypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** One kind of token (quote, mandate link…): its key is prepared here, once, not per token. */
export async function prepareTokenKind<Schema extends z.ZodType<Record<string, unknown>>>(
  options: TokenKindOptions<Schema>,
): Promise<TokenKind<z.infer<Schema>>> {
  const key = await deriveKey(options.secret, options.purpose, options.form);

  const contentsOf = (claims: JWTPayload, now: Date): TokenContents<z.infer<Schema>> | undefined => {
    const { iat, exp, ...rest } = claims;
    const payload = options.payload.safeParse(rest);
    if (!payload.success || typeof iat !== 'number' || typeof exp !== 'number') return undefined;
    return { payload: payload.data, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000), expired: seconds(now) >= exp };
  };

  const verify = async (token: string, now: Date) => {
    const checks = { currentDate: now, requiredClaims: ['iat', 'exp'] };
    return options.form === 'sealed'
      ? (await jwtDecrypt(token, key, { ...checks, keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] })).payload
      : (await jwtVerify(token, key, { ...checks, algorithms: ['HS256'] })).payload;
  };

  return {
    async issue(payload, { issuedAt, expiresAt }) {
      const claims = { ...payload, iat: seconds(issuedAt), exp: seconds(expiresAt) };
      return options.form === 'sealed'
        ? new EncryptJWT(claims).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(key)
        : new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
    },
    async read(token, now) {
      if (!isCanonical(token)) return undefined;
      try {
        return contentsOf(await verify(token, now), now);
      } catch (error) {
        // jose checks the expiry only after the key has authenticated the token, so its payload is ours.
        if (error instanceof errors.JWTExpired) return contentsOf(error.payload, now);
        return undefined;
      }
    },
  };
}
