import { z } from 'zod';
import { insurerCodes, tenantCodes } from '@portal/domain';
import { prepareTokenKind, type TokenKind } from '../../security/tokens';

/**
 * What a shared quote's link carries: the offer only (product, plan, insurer, premium, brand), nothing
 * about the customer or the partner, so a signed token whose payload anyone can read is enough
 * (decision 0067). Its times are the quote's own: the link lasts as long as the price holds.
 */
const sharedQuotePayloadSchema = z.object({
  productCode: z.string(),
  tenant: z.enum(tenantCodes),
  planCode: z.string(),
  insurerCode: z.enum(insurerCodes),
  totalPremium: z.number().int(),
});

export type SharedQuotePayload = z.infer<typeof sharedQuotePayloadSchema>;
export type SharedQuoteTokens = TokenKind<SharedQuotePayload>;

export const prepareSharedQuoteTokens = (secret: string): Promise<SharedQuoteTokens> =>
  prepareTokenKind({ purpose: 'shared-quote/v1', form: 'signed', secret, payload: sharedQuotePayloadSchema });
