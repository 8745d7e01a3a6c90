import { errorCodes, formatRupees, maskRecipient, type SentPaymentLink } from '@portal/domain';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import type { EmailProvider } from '../../providers/email/email-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { ensureCanSell } from '../../lib/partner-access';
import { findVisibleProposal } from '../../lib/proposal-records';
import { renderNotification } from '../../lib/notification-text';
import { findLivePayment } from './payments-repository';
import type { PaymentsContext } from './payments-service';

export const PAYMENT_LINK_TEMPLATE = 'payment-link';

export interface PaymentLinkSending extends Pick<PaymentsContext, 'db'> {
  sms: SmsProvider;
  email: EmailProvider;
  /** The portal's origin, for a checkout link the gateway gave as a path. */
  origin: string;
}

export { maskRecipient };

/**
 * Sends the proposal's live payment link to the proposal's own customer (its mobile or email; never an
 * address the caller names, so the endpoint cannot be used to message strangers). Another partner's
 * proposal is a 404; a proposal with no live link (not reviewed, paid, or no link made yet) a 409. In the
 * customer's language, the proposal's (decision 0268): the SMS under that language's DLT template.
 */
export async function sendPaymentLink(
  sending: PaymentLinkSending,
  partner: SessionPartner,
  productCode: string,
  referenceId: string,
  channel: SentPaymentLink['channel'],
): Promise<SentPaymentLink> {
  const product = await ensureCanSell(sending.db, partner, productCode);
  const record = await findVisibleProposal(sending.db, partner, product.code, referenceId);
  if (!record) throw notFound('Proposal not found');
  const live = await findLivePayment(sending.db, record.proposal.id);
  if (!live) throw new AppError(409, errorCodes.conflict, 'Make the payment link first, then send it');
  const recipientField = channel === 'SMS' ? 'mobile' : 'email';
  const recipient = record.proposal.values[recipientField];
  if (typeof recipient !== 'string' || recipient.trim() === '') {
    throw new AppError(409, errorCodes.conflict, `This proposal has no customer ${recipientField === 'mobile' ? 'mobile number' : 'email'}`);
  }
  const link = new URL(live.linkUrl, sending.origin).href;
  const variables = { referenceId, link, amount: formatRupees(live.amount), productName: product.name };
  const language = record.proposal.customerLanguage;
  const { subject = '', text } = renderNotification(PAYMENT_LINK_TEMPLATE, channel, variables, language, record.proposal.tenantCode)!;
  const sender = { tenantCode: partner.tenantCode, partnerId: partner.id, productCode: product.code };
  if (channel === 'SMS') await sending.sms.send({ to: recipient.trim(), template: PAYMENT_LINK_TEMPLATE, text, variables, language, sender });
  else await sending.email.send({ to: recipient.trim(), template: PAYMENT_LINK_TEMPLATE, subject, text, variables, sender });
  return { channel, sentTo: maskRecipient(recipient.trim()) };
}
