import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/** A provider's webhook as received: the exact bytes, its timestamp header and HMAC-SHA256 signature header. */
export interface SignedCallback {
  rawBody: string;
  timestamp: string;
  signature: string;
}
export type CallbackVerification<T> = { ok: true; body: T } | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

/** A callback older or newer than this (seconds) is refused: a replay of a captured one. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

/** Signs `body` as providers do: HMAC-SHA256 over `${timestamp}.${rawBody}`, hex. */
export function signCallback(key: Buffer, body: unknown, now: Date): SignedCallback {
  const rawBody = JSON.stringify(body);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { rawBody, timestamp, signature: createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex') };
}

/** Checks a callback's signature (in constant time), its age, then its shape against `schema`. */
export function verifyCallback<T>(key: Buffer, callback: SignedCallback, now: Date, schema: z.ZodType<T>): CallbackVerification<T> {
  const expected = createHmac('sha256', key).update(`${callback.timestamp}.${callback.rawBody}`).digest();
  const given = /^[0-9a-f]{64}$/i.test(callback.signature) ? Buffer.from(callback.signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const sentAt = /^\d{1,12}$/.test(callback.timestamp) ? Number(callback.timestamp) : Number.NaN;
  if (!Number.isFinite(sentAt) || Math.abs(now.getTime() / 1000 - sentAt) > CALLBACK_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  let json: unknown;
  try {
    json = JSON.parse(callback.rawBody);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const body = schema.safeParse(json);
  return body.success ? { ok: true, body: body.data } : { ok: false, reason: 'malformed' };
}
