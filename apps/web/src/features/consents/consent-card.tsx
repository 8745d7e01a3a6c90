import { useTranslation } from 'react-i18next';
import { formatDate, type CustomerConsentEntry } from '@portal/domain';
import { ErrorMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useWithdrawCustomerConsentMutation } from './api/customer-consents';

/** One term of a consent: its label and its words. */
function Term({ label, children }: { label: string; children: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The notice's words as the customer saw them, dated, and whether they are still the notice's words today. */
function NoticeWords({ consent }: { consent: CustomerConsentEntry }) {
  const { t } = useTranslation();
  if (!consent.noticeText) return <p className="status-message">{t('consents.noticeMissing')}</p>;
  return (
    <details>
      <summary>{t('consents.notice', { date: formatDate(consent.givenAt) })}</summary>
      <p>{consent.noticeText}</p>
      <p className="status-message">{t(consent.noticeIsCurrent ? 'consents.noticeCurrent' : 'consents.noticeChanged')}</p>
    </details>
  );
}

/**
 * One consent as the customer reads it (decision 0155): what it is for, for which product, who asked and who
 * receives the details, which details, when and how it was given, and when withdrawn; one in force has its
 * Withdraw button, one press with the session the OTP gave (as easy as giving it).
 */
export function ConsentCard({ consent }: { consent: CustomerConsentEntry }) {
  const { t } = useTranslation();
  const [withdraw, withdrawing] = useWithdrawCustomerConsentMutation();
  const error = readApiError(withdrawing.error);
  const items = consent.dataItems.map((key) => t(`consents.item.${key}`)).join(', ');
  const headingId = `consent-${consent.id}`;
  return (
    <li className="card stack consent-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`consents.purpose.${consent.purpose}`)}</h2>
      <p className={consent.withdrawnAt ? 'consent-card__state consent-card__state--withdrawn' : 'consent-card__state'}>
        {t(consent.withdrawnAt ? 'consents.withdrawnBadge' : 'consents.inForce')}
      </p>
      <dl className="details">
        {consent.productName ? <Term label={t('consents.product')}>{consent.productName}</Term> : null}
        <Term label={t('consents.askedBy')}>{consent.brandName}</Term>
        {consent.recipients.length > 0 ? <Term label={t('consents.sharedWith')}>{consent.recipients.join(', ')}</Term> : null}
        {items ? <Term label={t('consents.items')}>{items}</Term> : null}
        <Term label={t('consents.given')}>{formatDate(consent.givenAt)}</Term>
        <Term label={t('consents.how')}>{t(`consents.channel.${consent.channel}`)}</Term>
        {consent.withdrawnAt ? <Term label={t('consents.withdrawnOn')}>{formatDate(consent.withdrawnAt)}</Term> : null}
      </dl>
      <NoticeWords consent={consent} />
      {withdrawing.data?.withdrawnAt ? <p role="status">{t('consents.withdrawDone', { date: formatDate(withdrawing.data.withdrawnAt) })}</p> : null}
      {error ? <ErrorMessage>{error.message}</ErrorMessage> : null}
      {consent.withdrawnAt ? null : (
        <div className="form__actions">
          <button
            type="button"
            className="button"
            disabled={withdrawing.isLoading}
            onClick={() =>
              void withdraw(consent.id)
                .unwrap()
                .catch(() => undefined)
            }
          >
            {t(withdrawing.isLoading ? 'consents.withdrawing' : 'consents.withdraw')}
          </button>
        </div>
      )}
    </li>
  );
}
