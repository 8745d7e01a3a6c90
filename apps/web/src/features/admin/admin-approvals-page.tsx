import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { AdminChange } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useDecideAdminChangeMutation, useGetAdminChangesQuery } from './api/admin-changes';
import { ConsoleNav } from './console-nav';
import { useFormatDateTime } from '../../components/date-time';

/**
 * Changes waiting for a second admin (maker-checker, decision 0110). Another admin's change can be
 * approved (and is then made) or rejected; the admin's own can only be withdrawn, never approved.
 */
export function AdminApprovalsPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const session = useGetSessionQuery();
  const pending = useGetAdminChangesQuery('PENDING');
  const [decide, decision] = useDecideAdminChangeMutation();
  const [done, setDone] = useState<string>();

  if (pending.isLoading || session.isLoading) return <LoadingMessage>{t('admin.approvals.loading')}</LoadingMessage>;
  const problem = readApiError(pending.error);
  if (problem?.status === 403) return <ErrorMessage>{problem.message}</ErrorMessage>;
  if (!pending.data) return <ErrorMessage onRetry={() => void pending.refetch()}>{t('admin.approvals.failed')}</ErrorMessage>;
  const decisionError = readApiError(decision.error);

  const act = async (change: AdminChange, how: 'approve' | 'reject') => {
    setDone(undefined);
    const ok = await decide({ changeId: change.changeId, decision: how })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (ok) setDone(t(how === 'approve' ? 'admin.approvals.approvedAndMade' : 'admin.approvals.rejected', { summary: change.summary }));
  };

  return (
    <div>
      <ConsoleNav />
      <div aria-live="polite">{done ? <p className="console-note">{done}</p> : null}</div>
      {decisionError ? <ErrorMessage>{decisionError.message}</ErrorMessage> : null}
      {pending.data.changes.length === 0 ? (
        <p>{t('admin.approvals.none')}</p>
      ) : (
        <ul className="console-cards" aria-label={t('admin.approvals.list')}>
          {pending.data.changes.map((change) => {
            const own = change.requestedBy.partnerId === session.data?.partnerId;
            return (
              <li key={change.changeId} className="console-card">
                <h3>{change.summary}</h3>
                <p>
                  {own
                    ? t('admin.approvals.askedByYou', { date: formatDateTime(change.createdAt) })
                    : t('admin.approvals.askedBy', { name: change.requestedBy.name, date: formatDateTime(change.createdAt) })}
                </p>
                {own ? <p className="console-note">{t('admin.approvals.anotherAdmin')}</p> : null}
                <div className="console-actions">
                  {own ? null : (
                    <button type="button" className="button" disabled={decision.isLoading} onClick={() => void act(change, 'approve')}>
                      {t('admin.approvals.approve')}
                      <span className="visually-hidden">: {change.summary}</span>
                    </button>
                  )}
                  <button type="button" className="button button--secondary" disabled={decision.isLoading} onClick={() => void act(change, 'reject')}>
                    {own ? t('admin.approvals.withdraw') : t('admin.approvals.reject')}
                    <span className="visually-hidden">: {change.summary}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
