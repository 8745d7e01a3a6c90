import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form/form-error';
import { readApiError } from '../../lib/api-error';
import { useCanWrite } from '../../lib/use-can-write';
import { useCreditCustomerLinkMutation } from './api/credit-checks';
import { ReadOnlyNote } from '../../components/read-only-note';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The other way: the customer opens their own link, gives the OTP there and sees the report on their phone. */
export function ShareWithCustomer({ checkId }: { checkId: string }) {
  const { t } = useTranslation();
  const [share, { data, error, isLoading }] = useCreditCustomerLinkMutation();
  // The days the link is valid, as the API's expiry says when it is made (7).
  const [days, setDays] = useState(0);
  // A view seat may not make the customer's link (the API refuses him): he reads why (decision 0306).
  const canWrite = useCanWrite();
  const link = data ? new URL(data.link, window.location.origin).toString() : undefined;
  async function makeLink() {
    const made = await share(checkId);
    if (made.data) setDays(Math.max(1, Math.round((Date.parse(made.data.linkExpiresAt) - Date.now()) / DAY_MS)));
  }
  return (
    <div className="stack share-credit-link">
      <h2>{t('partnerCreditScore.share.title')}</h2>
      {!canWrite ? (
        <ReadOnlyNote />
      ) : link ? (
        <>
          <p className="form-notice" role="status">
            {t('partnerCreditScore.share.sendLink', { count: days })} <a href={link}>{link}</a>
          </p>
          <button type="button" className="button button--secondary" onClick={() => void navigator.clipboard?.writeText(link)}>
            {t('partnerCreditScore.share.copyLink')}
          </button>
        </>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => void makeLink()} disabled={isLoading}>
          {t('partnerCreditScore.share.getLink')}
        </button>
      )}
      {error && <FormError error={readApiError(error)} />}
    </div>
  );
}
