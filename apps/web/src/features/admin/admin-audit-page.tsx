import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetAuditLogQuery } from './api/get-audit-log';
import { ConsoleNav } from './console-nav';
import { useFormatDateTime } from '../../components/date-time';

/** Every admin action of the tenant, newest first, a page at a time (decision 0110). */
export function AdminAuditPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [before, setBefore] = useState<number | undefined>();
  const log = useGetAuditLogQuery(before);

  if (log.isLoading) return <LoadingMessage>{t('admin.audit.loading')}</LoadingMessage>;
  const problem = readApiError(log.error);
  if (problem?.status === 403) return <ErrorMessage>{problem.message}</ErrorMessage>;
  if (!log.data) return <ErrorMessage onRetry={() => void log.refetch()}>{t('admin.audit.failed')}</ErrorMessage>;

  return (
    <div>
      <ConsoleNav />
      {log.data.entries.length === 0 ? (
        <p>{t('admin.audit.none')}</p>
      ) : (
        <ol className="console-cards" aria-label={t('admin.audit.list')}>
          {log.data.entries.map((entry) => (
            <li key={entry.id} className="console-card">
              <p>
                <strong>{entry.actor.name}</strong> · {formatDateTime(entry.at)}
              </p>
              <p>{t('admin.audit.entry', { action: t(`admin.audit.action.${entry.action}`), summary: entry.summary })}</p>
            </li>
          ))}
        </ol>
      )}
      <div className="console-actions">
        {before ? (
          <button type="button" className="button button--secondary" onClick={() => setBefore(undefined)}>
            {t('admin.audit.newest')}
          </button>
        ) : null}
        {log.data.nextBefore ? (
          <button type="button" className="button button--secondary" onClick={() => setBefore(log.data?.nextBefore ?? undefined)}>
            {t('admin.audit.older')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
