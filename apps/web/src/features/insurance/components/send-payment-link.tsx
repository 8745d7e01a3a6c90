import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { formatRupees, type Language, type PaymentLink, type SentPaymentLink } from '@portal/domain';
import { ErrorMessage } from '../../../components/status-message';
import { readApiError } from '../../../lib/api-error';
import { useFixedTranslation } from '../../../lib/i18n/use-fixed-translation';
import { useSendPaymentLinkMutation } from '../api/send-payment-link';
import { contactHref } from './share-quote';

export interface SendPaymentLinkProps {
  productCode: string;
  referenceId: string;
  /** The proposal's customer mobile, for WhatsApp; SMS and email go to the proposal's own details. */
  customerMobile?: string;
  /** The customer's language (decision 0268): the WhatsApp message is written in it, as the SMS and email are. */
  customerLanguage?: Language;
  /** Freezes the proposal and answers its payment link (the same one Pay opens). */
  prepareLink: () => Promise<PaymentLink>;
}

/**
 * "Send to customer": the customer pays on the gateway's page from his own phone, with no account. The
 * link is made on the first press, then goes by WhatsApp (the partner's app), SMS or email.
 */
export function SendPaymentLink({ productCode, referenceId, customerMobile, customerLanguage, prepareLink }: SendPaymentLinkProps) {
  const { t } = useTranslation();
  const { t: customerT } = useFixedTranslation(customerLanguage);
  const [link, setLink] = useState<PaymentLink>();
  const channelWord = (channel: SentPaymentLink['channel']) => t(`insurance.channel.${channel}`);
  const [prepareError, setPrepareError] = useState<string>();
  const [sendLink, sendState] = useSendPaymentLinkMutation();
  const sendError = readApiError(sendState.error);

  const prepare = async () => {
    setPrepareError(undefined);
    try {
      setLink(await prepareLink());
    } catch (error) {
      setPrepareError(readApiError(error as never)?.message ?? t('insurance.linkFailed'));
    }
  };

  const linkUrl = link ? new URL(link.linkUrl, window.location.origin).href : undefined;
  const text = link && linkUrl ? customerT('insurance.payLinkMessage', { amount: formatRupees(link.amount), referenceId, link: linkUrl }) : '';

  return (
    <section aria-labelledby="ins-send-link">
      <h2 id="ins-send-link">{t('insurance.customerPaysFromPhone')}</h2>
      {!link ? (
        <button type="button" className="button button--secondary" onClick={() => void prepare()}>
          {t('insurance.sendPaymentLink')}
        </button>
      ) : (
        <ul className="ins-share-actions">
          <li>
            <a className="button button--secondary" href={contactHref('whatsApp', text, customerMobile)} target="_blank" rel="noopener noreferrer">
              {t('insurance.sendOnWhatsApp')}
            </a>
          </li>
          {(['SMS', 'EMAIL'] as const).map((channel) => (
            <li key={channel}>
              <button
                type="button"
                className="button button--secondary"
                disabled={sendState.isLoading}
                onClick={() =>
                  void sendLink({ productCode, referenceId, channel })
                    .unwrap()
                    .catch(() => undefined)
                }
              >
                {t('insurance.sendBy', { channel: channelWord(channel) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status">
        {sendState.data && !sendState.isLoading ? t('insurance.linkSent', { channel: channelWord(sendState.data.channel), sentTo: sendState.data.sentTo }) : ''}
      </p>
      {prepareError ? <ErrorMessage>{prepareError}</ErrorMessage> : null}
      {sendError && !sendState.isLoading ? <ErrorMessage>{sendError.message}</ErrorMessage> : null}
    </section>
  );
}
