import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a mandate link may be opened to sign; the partner can renew an expired one. */
export const MANDATE_LINK_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The key of mandate links, derived from the service's signing secret with its own label: a quote token
 * can never pass as a mandate link, nor the other way round, and there is no new secret to manage.
 */
export const deriveMandateKey = (signingSecret: string): Buffer => createHmac('sha256', signingSecret).update('mandate-letter-links/v1').digest();

const signatureOf = (body: string, key: Buffer) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * A mandate link's token: "<letter id>.<expiry, epoch seconds>.<HMAC-SHA256 of both>". Unguessable
 * without the server's key, it expires, and it is derived (not stored), so the partner's panel shows
 * the same link on every refresh. A renewed link changes the expiry, which retires older tokens.
 */
export function signMandateToken(letterId: string, linkExpiresAt: Date, key: Buffer): string {
  const body = `${letterId}.${Math.floor(linkExpiresAt.getTime() / 1000)}`;
  return `${body}.${signatureOf(body, key)}`;
}

/** The letter id and expiry of a token this service signed; undefined for anything else. */
export function readMandateToken(token: string, key: Buffer): { letterId: string; expiresAtSeconds: number } | undefined {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, letterId, seconds, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signatureOf(`${letterId}.${seconds}`, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { letterId, expiresAtSeconds: Number(seconds) };
}
