import { useState } from 'react';
import type { AdminChange } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useDecideAdminChangeMutation, useGetAdminChangesQuery } from './api/admin-changes';
import { ConsoleNav } from './console-nav';
import { formatDateTime } from '@portal/domain';

/**
 * Changes waiting for a second admin (maker-checker, decision 0110). Another admin's change can be
 * approved (and is then made) or rejected; the admin's own can only be withdrawn, never approved.
 */
export function AdminApprovalsPage() {
  const session = useGetSessionQuery();
  const pending = useGetAdminChangesQuery('PENDING');
  const [decide, decision] = useDecideAdminChangeMutation();
  const [done, setDone] = useState<string>();

  if (pending.isLoading || session.isLoading) return <LoadingMessage>Loading the changes…</LoadingMessage>;
  const problem = readApiError(pending.error);
  if (problem?.status === 403) return <ErrorMessage>{problem.message}</ErrorMessage>;
  if (!pending.data) return <ErrorMessage onRetry={() => void pending.refetch()}>We could not load the changes.</ErrorMessage>;
  const decisionError = readApiError(decision.error);

  const act = async (change: AdminChange, how: 'approve' | 'reject') => {
    setDone(undefined);
    const ok = await decide({ changeId: change.changeId, decision: how })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (ok) setDone(`${how === 'approve' ? 'Approved and made' : 'Rejected'}: ${change.summary}`);
  };

  return (
    <div>
      <ConsoleNav />
      <div aria-live="polite">{done ? <p className="console-note">{done}</p> : null}</div>
      {decisionError ? <ErrorMessage>{decisionError.message}</ErrorMessage> : null}
      {pending.data.changes.length === 0 ? (
        <p>No change is waiting for approval.</p>
      ) : (
        <ul className="console-cards" aria-label="Changes waiting for approval">
          {pending.data.changes.map((change) => {
            const own = change.requestedBy.partnerId === session.data?.partnerId;
            return (
              <li key={change.changeId} className="console-card">
                <h3>{change.summary}</h3>
                <p>
                  Asked by {own ? 'you' : change.requestedBy.name} on {formatDateTime(new Date(change.createdAt))}
                </p>
                {own ? <p className="console-note">Another admin of your tenant must approve this.</p> : null}
                <div className="console-actions">
                  {own ? null : (
                    <button type="button" className="button" disabled={decision.isLoading} onClick={() => void act(change, 'approve')}>
                      Approve<span className="visually-hidden">: {change.summary}</span>
                    </button>
                  )}
                  <button type="button" className="button button--secondary" disabled={decision.isLoading} onClick={() => void act(change, 'reject')}>
                    {own ? 'Withdraw' : 'Reject'}
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
