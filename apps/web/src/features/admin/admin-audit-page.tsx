import { useState } from 'react';
import type { AdminAuditAction } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetAuditLogQuery } from './api/get-audit-log';
import { ConsoleNav } from './console-nav';
import { formatDateTime } from '@portal/domain';

const actionWords: Record<AdminAuditAction, string> = {
  CHANGE_REQUESTED: 'Asked for',
  CHANGE_APPROVED: 'Approved',
  CHANGE_REJECTED: 'Rejected',
  PARTNER_DEACTIVATED: 'Did',
  AUTHORISATION_REVOKED: 'Did',
  COUPON_CREATED: 'Did',
  COUPON_DEACTIVATED: 'Did',
  TEMPLATE_UPLOADED: 'Did',
  DEAD_LETTER_RETRIED: 'Did',
};

/** Every admin action of the tenant, newest first, a page at a time (decision 0110). */
export function AdminAuditPage() {
  const [before, setBefore] = useState<number | undefined>();
  const log = useGetAuditLogQuery(before);

  if (log.isLoading) return <LoadingMessage>Loading the audit log…</LoadingMessage>;
  const problem = readApiError(log.error);
  if (problem?.status === 403) return <ErrorMessage>{problem.message}</ErrorMessage>;
  if (!log.data) return <ErrorMessage onRetry={() => void log.refetch()}>We could not load the audit log.</ErrorMessage>;

  return (
    <div>
      <ConsoleNav />
      {log.data.entries.length === 0 ? (
        <p>No admin action yet.</p>
      ) : (
        <ol className="console-cards" aria-label="Admin actions, newest first">
          {log.data.entries.map((entry) => (
            <li key={entry.id} className="console-card">
              <p>
                <strong>{entry.actor.name}</strong> · {formatDateTime(new Date(entry.at))}
              </p>
              <p>
                {actionWords[entry.action]}: {entry.summary}
              </p>
            </li>
          ))}
        </ol>
      )}
      <div className="console-actions">
        {before ? (
          <button type="button" className="button button--secondary" onClick={() => setBefore(undefined)}>
            Newest
          </button>
        ) : null}
        {log.data.nextBefore ? (
          <button type="button" className="button button--secondary" onClick={() => setBefore(log.data?.nextBefore ?? undefined)}>
            Older
          </button>
        ) : null}
      </div>
    </div>
  );
}
