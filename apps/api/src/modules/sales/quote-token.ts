import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { formValuesSchema, tenantCodes } from '@portal/domain';

/** How long a quote can be turned into a proposal. */
export const QUOTE_VALIDITY_MS = 24 * 60 * 60 * 1000;

const quotePayloadSchema = z.object({
  v: z.literal(1),
  productCode: z.string(),
  partnerId: z.string(),
  tenant: z.enum(tenantCodes),
  values: formValuesSchema,
  totalPremium: z.number().int(),
  /** Epoch milliseconds. */
  issuedAt: z.number().int(),
});

/** What a quote token carries: the offer, whom it was made to, and when. */
export type QuotePayload = z.infer<typeof quotePayloadSchema>;

/** A signing key prepared once from QUOTE_SIGNING_SECRET (cheaper per token than the string). */
export type QuoteSigningKey = KeyObject | string;
export const createQuoteSigningKey = (secret: string): QuoteSigningKey => createSecretKey(Buffer.from(secret, 'utf8'));

const signatureOf = (body: string, key: QuoteSigningKey) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * A quote as a compact signed token, the quoteId the partner sends back with the proposal:
 * base64url(JSON payload) + '.' + base64url(HMAC-SHA256 of the first part). It is not encrypted:
 * it tells its holder only what the quote answer already showed him.
 */
export function signQuoteToken(payload: QuotePayload, key: QuoteSigningKey): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signatureOf(body, key)}`;
}

/**
 * The payload of a token this service signed with `key`; undefined for anything else (malformed,
 * changed in any character, signed with another key, an unknown version). Checking whom it belongs to
 * and whether it has expired is the caller's.
 */
export function readQuoteToken(token: string, key: QuoteSigningKey): QuotePayload | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0) return undefined;
  const body = token.slice(0, dot);
  // The signature is compared as text: decoding base64url would accept a changed last character.
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(body, key));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const payload = quotePayloadSchema.safeParse(json);
  return payload.success ? payload.data : undefined;
}
