import { DEFAULT_LANGUAGE, findProduct, notificationChannels, type Language, type NotificationChannel, type TenantCode } from '@portal/domain';
import type { Database } from '../../db/client';
import type { Notifier } from '../../lib/notifier';
import { renderNotification } from '../../lib/notification-text';

export const POLICY_ISSUED_TEMPLATE = 'policy-issued';

const contactField: Record<NotificationChannel, 'mobile' | 'email'> = { SMS: 'mobile', EMAIL: 'email' };

/**
 * Queues the "policy issued" message to the proposal's own customer, on each channel the proposal has a
 * contact for (its mobile: SMS, its email: EMAIL), inside the transaction that issued the policy. The
 * caller only calls it when issuePolicyOnce made a new policy, whose unique index on the proposal lets one
 * settlement through: the callback and the browser's return both settling queue it once (decision 0130).
 * Answers the notification ids, to be tried after commit. In the customer's language, the proposal's (decision
 * 0268): the SMS goes under that language's DLT template.
 */
export async function queuePolicyIssuedNotices(
  tx: Database,
  notifier: Pick<Notifier, 'enqueue'>,
  proposal: { productCode: string; tenantCode: TenantCode; partnerId: string; values: Record<string, unknown>; customerLanguage?: Language },
  membershipId: string,
): Promise<string[]> {
  const productName = findProduct(proposal.productCode)?.name ?? proposal.productCode;
  const variables = { productName, membershipId };
  const language = proposal.customerLanguage ?? DEFAULT_LANGUAGE;
  const ids: string[] = [];
  for (const channel of notificationChannels) {
    const to = proposal.values[contactField[channel]];
    const rendered = renderNotification(POLICY_ISSUED_TEMPLATE, channel, variables, language, proposal.tenantCode);
    if (typeof to !== 'string' || to.trim() === '' || !rendered) continue;
    const row = await notifier.enqueue(tx, {
      channel,
      to: to.trim(),
      template: POLICY_ISSUED_TEMPLATE,
      ...rendered,
      variables,
      language,
      sender: { tenantCode: proposal.tenantCode, partnerId: proposal.partnerId, productCode: proposal.productCode },
    });
    ids.push(row.id);
  }
  return ids;
}
