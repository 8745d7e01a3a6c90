import { useState } from 'react';
import { deliveryErrorWords, findProduct, notificationTemplateWords, type Notification } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetDeadLettersQuery, useRetryDeadLetterMutation } from './api/dead-letters';
import { ConsoleNav } from './console-nav';
import { formatDateTime } from '@portal/domain';

const channelWords: Record<Notification['channel'], string> = { SMS: 'SMS', EMAIL: 'Email' };

/**
 * The tenant's messages that failed every try (decision 0104): what message, channel, masked recipient,
 * product and why, all in words (the codes stay in the logs and metrics); the admin sends one again. Never the text.
 */
export function AdminDeadLettersPage() {
  const letters = useGetDeadLettersQuery();
  const [retry, retrying] = useRetryDeadLetterMutation();
  const [notice, setNotice] = useState<string>();
  const retryError = readApiError(retrying.error);

  if (letters.isLoading) return <LoadingMessage>Loading the failed messages…</LoadingMessage>;
  const problem = readApiError(letters.error);
  if (problem?.status === 403) return <ErrorMessage>{problem.message}</ErrorMessage>;
  if (!letters.data) return <ErrorMessage onRetry={() => void letters.refetch()}>We could not load the failed messages.</ErrorMessage>;

  const send = async (letter: Notification) => {
    setNotice(undefined);
    const sent = await retry(letter.notificationId)
      .unwrap()
      .catch(() => undefined);
    if (!sent) return;
    const what = notificationTemplateWords(letter.template);
    if (sent.status === 'SENT') setNotice(`Sent the ${what} ${channelWords[letter.channel]} to ${letter.recipient}.`);
    else if (sent.status === 'DEAD')
      setNotice(`Tried again: the ${what} message was refused again (${deliveryErrorWords(sent.lastError)}). It stays on this list.`);
    else setNotice(`Tried again: the ${what} message failed and will be retried.`);
  };

  return (
    <div>
      <ConsoleNav />
      <p className="console-note">
        Messages that could not be delivered: refused by the gateway, or failed five tries. Sending again starts a fresh count of tries.
      </p>
      {notice ? <p role="status">{notice}</p> : null}
      {retryError ? <ErrorMessage>{retryError.message}</ErrorMessage> : null}
      {letters.data.length === 0 ? (
        <p>No failed message.</p>
      ) : (
        <ul className="console-cards" aria-label="Failed messages">
          {letters.data.map((letter) => (
            <li key={letter.notificationId} className="console-card">
              <h3>
                {notificationTemplateWords(letter.template)} · {channelWords[letter.channel]}
              </h3>
              <p>
                To {letter.recipient}
                {letter.productCode ? <> · {findProduct(letter.productCode)?.name ?? 'a product no longer sold'}</> : null}
              </p>
              <p>
                {letter.attempts} {letter.attempts === 1 ? 'try' : 'tries'} · {deliveryErrorWords(letter.lastError)} · first sent{' '}
                {formatDateTime(new Date(letter.createdAt))}
              </p>
              <div className="console-actions">
                <button type="button" className="button button--secondary" disabled={retrying.isLoading} onClick={() => void send(letter)}>
                  Send again
                  <span className="visually-hidden">
                    {' '}
                    the {notificationTemplateWords(letter.template)} message to {letter.recipient}
                  </span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
