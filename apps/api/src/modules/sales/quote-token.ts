import { z } from 'zod';
import { formValuesSchema, tenantCodes } from '@portal/domain';
import { prepareTokenKind, type TokenKind } from '../../security/tokens';

/** How long a quote can be turned into a proposal. */
export const QUOTE_VALIDITY_MS = 24 * 60 * 60 * 1000;

const quotePayloadSchema = z.object({
  productCode: z.string(),
  partnerId: z.string(),
  tenant: z.enum(tenantCodes),
  values: formValuesSchema,
  totalPremium: z.number().int(),
});

/** What a quote token carries: the offer and whom it was made to (its times are the token's own). */
export type QuotePayload = z.infer<typeof quotePayloadSchema>;
export type QuoteTokens = TokenKind<QuotePayload>;

/**
 * Quote tokens, the quoteId the partner sends back with the proposal: sealed (a JWE), because the
 * quoteId travels in the proposal page's URL and the answers may name the customer (decision 0048).
 */
export const prepareQuoteTokens = (secret: string): Promise<QuoteTokens> =>
  prepareTokenKind({ purpose: 'quote/v1', form: 'sealed', secret, payload: quotePayloadSchema });
