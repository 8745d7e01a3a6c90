import { z } from 'zod';
import { ACCESS_TOKEN_VALIDITY_SECONDS, tenantCodes, tokenAudiences } from '@portal/domain';
import { prepareTokenKind, type TokenKind } from './tokens';

const accessTokenPayloadSchema = z.object({ partnerId: z.uuid(), tenantCode: z.enum(tenantCodes), audience: z.enum(tokenAudiences) });
export type AccessTokenPayload = z.infer<typeof accessTokenPayloadSchema>;
export type AccessTokens = TokenKind<AccessTokenPayload>;

/**
 * /token/issue's tokens (decision 0107): sealed (the holder reads nothing from them), for one audience,
 * valid 15 minutes; the help centre accepts one of its audience in place of the session cookie.
 */
export const prepareAccessTokens = (secret: string): Promise<AccessTokens> =>
  prepareTokenKind({ purpose: 'platform-access/v1', form: 'sealed', secret, payload: accessTokenPayloadSchema });

/** A token for the partner and audience, as /token/issue and the help-centre token answer it. */
export async function issueAccessToken(
  tokens: AccessTokens,
  partner: { id: string; tenantCode: AccessTokenPayload['tenantCode'] },
  audience: AccessTokenPayload['audience'],
  issuedAt: Date,
) {
  const expiresAt = new Date(issuedAt.getTime() + ACCESS_TOKEN_VALIDITY_SECONDS * 1000);
  const token = await tokens.issue({ partnerId: partner.id, tenantCode: partner.tenantCode, audience }, { issuedAt, expiresAt });
  return { token, audience, expiresAt: expiresAt.toISOString(), tokenType: 'Bearer' as const };
}
