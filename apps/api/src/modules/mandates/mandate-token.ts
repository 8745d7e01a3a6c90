import { z } from 'zod';
import { prepareTokenKind, type TokenKind } from '../../security/tokens';

/** How long a mandate link may be opened to sign; the partner can renew an expired one. */
export const MANDATE_LINK_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

const mandateLinkPayloadSchema = z.object({ letterId: z.string().uuid() });

export type MandateLinkTokens = TokenKind<z.infer<typeof mandateLinkPayloadSchema>>;

/**
 * Mandate link tokens: signed (a JWS), so the same letter and expiry always give the same link and the
 * partner's panel shows it unchanged on every refresh; it carries only the letter's id. Its key derives
 * from the signing secret under its own label: a quote token never passes as a mandate link (decision 0048).
 */
export const prepareMandateLinkTokens = (secret: string): Promise<MandateLinkTokens> =>
  prepareTokenKind({ purpose: 'mandate-letter-link/v1', form: 'signed', secret, payload: mandateLinkPayloadSchema });
