import { z } from 'zod';
import { prepareLeadLinkTokens, preparePartnerLinkTokens, prepareTokenKind, type LeadLinkTokens, type PartnerLinkTokens, type TokenKind } from './tokens';

const linkPayload = z.object({ leadId: z.string(), productCode: z.string() });
export interface LendingTokens {
  customerLink: TokenKind<z.infer<typeof linkPayload>>;
  /** The leads module's kinds: the partner's public URL (its public lead form reads the same token) and a lead's link. */
  partnerUrl: PartnerLinkTokens;
  leadLink: LeadLinkTokens;
}
/** Customer links and partner URLs: signed (readable, unforgeable), keys of their own (decision 0048). */
export async function prepareLendingTokens(secret: string): Promise<LendingTokens> {
  return {
    customerLink: await prepareTokenKind({ purpose: 'lending-customer-link/v1', form: 'signed', secret, payload: linkPayload }),
    partnerUrl: await preparePartnerLinkTokens(secret),
    leadLink: await prepareLeadLinkTokens(secret),
  };
}
