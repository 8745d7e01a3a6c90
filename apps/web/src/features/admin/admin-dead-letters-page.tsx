import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryErrorKey, findProduct, notificationTemplateKey, type Notification } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useFormatDateTime } from '../../components/date-time';
import { useGetDeadLettersQuery, useRetryDeadLetterMutation } from './api/dead-letters';
import { ConsoleNav } from './console-nav';

/**
 * The tenant's messages that failed every try (decision 0104): what message, channel, masked recipient,
 * product and why, all in words (the codes stay in the logs and metrics); the admin sends one again. Never the text.
 */
export function AdminDeadLettersPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const letters = useGetDeadLettersQuery();
  const [retry, retrying] = useRetryDeadLetterMutation();
  const [notice, setNotice] = useState<string>();
  const retryError = readApiError(retrying.error);

  if (letters.isLoading) return <LoadingMessage>{t('consolePages.deadLetters.loading')}</LoadingMessage>;
  const problem = readApiError(letters.error);
  if (problem?.status === 403) return <ErrorMessage>{problem.message}</ErrorMessage>;
  if (!letters.data) return <ErrorMessage onRetry={() => void letters.refetch()}>{t('consolePages.deadLetters.failed')}</ErrorMessage>;

  const what = (letter: Notification) => t(`consolePages.deadLetters.template.${notificationTemplateKey(letter.template)}`);
  const channel = (letter: Notification) => t(`consolePages.deadLetters.channel.${letter.channel}`);
  const why = (code: string | null) => t(`consolePages.deadLetters.deliveryError.${deliveryErrorKey(code)}`);
  const send = async (letter: Notification) => {
    setNotice(undefined);
    const sent = await retry(letter.notificationId)
      .unwrap()
      .catch(() => undefined);
    if (!sent) return;
    if (sent.status === 'SENT') setNotice(t('consolePages.deadLetters.sent', { what: what(letter), channel: channel(letter), recipient: letter.recipient }));
    else if (sent.status === 'DEAD') setNotice(t('consolePages.deadLetters.refusedAgain', { what: what(letter), why: why(sent.lastError) }));
    else setNotice(t('consolePages.deadLetters.willRetry', { what: what(letter) }));
  };

  return (
    <div>
      <ConsoleNav />
      <p className="console-note">{t('consolePages.deadLetters.about')}</p>
      {notice ? <p role="status">{notice}</p> : null}
      {retryError ? <ErrorMessage>{retryError.message}</ErrorMessage> : null}
      {letters.data.length === 0 ? (
        <p>{t('consolePages.deadLetters.none')}</p>
      ) : (
        <ul className="console-cards" aria-label={t('consolePages.deadLetters.list')}>
          {letters.data.map((letter) => (
            <li key={letter.notificationId} className="console-card">
              <h3>
                {what(letter)} · {channel(letter)}
              </h3>
              <p>
                {t('consolePages.deadLetters.to', { recipient: letter.recipient })}
                {letter.productCode ? <> · {findProduct(letter.productCode)?.name ?? t('consolePages.deadLetters.productGone')}</> : null}
              </p>
              <p>
                {t('consolePages.deadLetters.tries', { count: letter.attempts })} · {why(letter.lastError)} ·{' '}
                {t('consolePages.deadLetters.firstSent', { date: formatDateTime(letter.createdAt) })}
              </p>
              <div className="console-actions">
                <button type="button" className="button button--secondary" disabled={retrying.isLoading} onClick={() => void send(letter)}>
                  {t('consolePages.deadLetters.sendAgain')}
                  <span className="visually-hidden"> {t('consolePages.deadLetters.sendAgainWhat', { what: what(letter), recipient: letter.recipient })}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
