import { hkdfSync, webcrypto } from 'node:crypto';
import { CompactEncrypt, CompactSign, errors, jwtDecrypt, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';

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

const sealedHeader = { alg: 'dir', enc: 'A256GCM' } as const;
const signedHeader = { alg: 'HS256' } as const;
const utf8 = new TextEncoder();

/**
 * A JWT's claims as the bytes jose's EncryptJWT and SignJWT would put in the token (the JSON of the
 * payload followed by iat and exp), written here: those builders first copy the claims with
 * structuredClone, which cost more than the rest of issuing bar the cipher itself (decision 0057).
 */
function claimsBytes(payload: Record<string, unknown>, issuedAt: Date, expiresAt: Date): Uint8Array {
  const iat = seconds(issuedAt);
  const exp = seconds(expiresAt);
  if (!Number.isFinite(iat) || !Number.isFinite(exp)) throw new TypeError('A token needs valid issue and expiry times');
  return utf8.encode(JSON.stringify({ ...payload, iat, exp }));
}

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
      const claims = claimsBytes(payload, issuedAt, expiresAt);
      return options.form === 'sealed'
        ? new CompactEncrypt(claims).setProtectedHeader(sealedHeader).encrypt(key)
        : new CompactSign(claims).setProtectedHeader(signedHeader).sign(key);
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

// The link kinds of the leads (decision 0071). Defined here, beside the helper, because two modules use each:
// the lending module issues partner links (POST /product/{code}/generatePartnerUrl) and the leads module
// reads them (POST /lead-service/public/leads); the leads module issues and reads lead links.

const partnerLinkPayloadSchema = z.object({ partnerId: z.string().uuid(), productCode: z.string().min(1).max(64) });
export type PartnerLinkPayload = z.infer<typeof partnerLinkPayloadSchema>;
export type PartnerLinkTokens = TokenKind<PartnerLinkPayload>;
/** How long a partner's public URL works (it may be printed on a QR code); the partner can make a new one. */
export const PARTNER_LINK_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A partner's public URL (/products/{code}/public?partner=…): signed, carrying only the partner's id and the
 * product. Whoever holds it can leave a lead for that partner and product, nothing else.
 */
export const preparePartnerLinkTokens = (secret: string): Promise<PartnerLinkTokens> =>
  prepareTokenKind({ purpose: 'partner-public-link/v1', form: 'signed', secret, payload: partnerLinkPayloadSchema });

const leadLinkPayloadSchema = z.object({ leadId: z.string().regex(/^LD[0-9A-Z]{12}$/) });
export type LeadLinkTokens = TokenKind<z.infer<typeof leadLinkPayloadSchema>>;
/** How long a lead's customer link works. */
export const LEAD_LINK_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/** A lead's customer link: signed, carrying only the lead id; it shows the customer that one lead. */
export const prepareLeadLinkTokens = (secret: string): Promise<LeadLinkTokens> =>
  prepareTokenKind({ purpose: 'lead-customer-link/v1', form: 'signed', secret, payload: leadLinkPayloadSchema });
