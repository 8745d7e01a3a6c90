import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../components/date-time';

export interface CustomerLinkProps {
  /** The link as the API made it: a path of this site or a full URL. */
  link: string;
  expiresAt: string;
  /** The WhatsApp message before the link; nothing personal beyond what the customer already knows. */
  message: string;
}

/** A customer's link made by the API, to send by WhatsApp or copy, with when it stops working. */
export function CustomerLink({ link, expiresAt, message }: CustomerLinkProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const url = new URL(link, window.location.origin).href;
  return (
    <div className="ln-page">
      <p className="ln-link-box">{url}</p>
      <p className="ln-note">{t('lending.linkWorksUntil', { dateTime: formatDateTime(new Date(expiresAt)) })}</p>
      <ul className="ln-actions">
        <li>
          <a className="button" href={`https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`} target="_blank" rel="noopener noreferrer">
            {t('lending.shareOnWhatsApp')}
          </a>
        </li>
        <li>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              void navigator.clipboard
                .writeText(url)
                .then(() => setCopy('copied'))
                .catch(() => setCopy('failed'))
            }
          >
            {t('lending.copyLink')}
          </button>
        </li>
      </ul>
      <p role="status">{copy === 'copied' ? t('lending.linkCopied') : copy === 'failed' ? t('lending.copyFailed') : ''}</p>
    </div>
  );
}
