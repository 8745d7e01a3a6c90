import { canMoveLead, errorCodes, finalLeadStatuses, findProduct, productHasCustomerPage, type ShareLeadDirectAnswer } from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import { AppError } from '../../plugins/errors';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import type { LeadLinkTokens } from '../../security/tokens';
import { renderNotification } from '../../lib/notification-text';
import { getVisibleLead, leadLink, moveVisibleLead } from './leads-service';
import type { LeadsContext } from '../../lib/leads/create-lead';

export const LEAD_LINK_TEMPLATE = 'lead-link';

export interface ShareLeadDirectContext extends LeadsContext {
  sms: SmsProvider;
  leadLinks: LeadLinkTokens;
  /** The portal's origin, for the link's path. */
  origin: string;
}

/** "******3210": enough for the partner to recognise the number, too little to reuse. */
export const maskMobile = (mobile: string) => `${'*'.repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-4)}`;

/**
 * share_direct (SPEC §4): texts the lead's customer link to the lead's own mobile (never a number the caller
 * names, so the call cannot message strangers), then records the share as update_lead_link_shared does —
 * LINK_SHARED where the transition table allows it (decision 0074). A closed lead, or a product without a
 * customer page for the link to open, has no link to send: 409.
 * The SMS names the partner and the product, which the customer knows, and not the customer; it is in the
 * customer's language, the lead's.
 */
export async function shareLeadDirect(
  context: ShareLeadDirectContext,
  partner: PartnerScope & { name: string },
  leadId: string,
): Promise<ShareLeadDirectAnswer> {
  const lead = await getVisibleLead(context, partner, leadId);
  if (finalLeadStatuses.includes(lead.status)) throw new AppError(409, errorCodes.conflict, 'This lead is closed: there is no link to send');
  if (!productHasCustomerPage(lead.productCode)) throw new AppError(409, errorCodes.conflict, 'This product has no customer page to send a link to');
  const { link } = await leadLink(context.leadLinks, lead, context.clock.now());
  const url = new URL(link, context.origin).href;
  const productName = findProduct(lead.productCode)?.name ?? lead.productCode;
  const variables = { partnerName: partner.name, productName, link: url };
  const { text } = renderNotification(LEAD_LINK_TEMPLATE, 'SMS', variables, lead.customerLanguage, lead.tenantCode)!;
  await context.sms.send({
    to: lead.customerMobile,
    template: LEAD_LINK_TEMPLATE,
    text,
    variables: { link: url, productName, leadId: lead.id },
    language: lead.customerLanguage,
    sender: { tenantCode: lead.tenantCode, partnerId: lead.partnerId, productCode: lead.productCode },
  });
  const status = canMoveLead(lead.status, 'LINK_SHARED')
    ? (await moveVisibleLead(context, partner, lead.id, 'LINK_SHARED', { note: { key: 'linkSentBySms' } })).status
    : lead.status;
  return { sentTo: maskMobile(lead.customerMobile), status };
}
