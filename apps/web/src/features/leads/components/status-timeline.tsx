import type { LeadHistoryEntry } from '@portal/domain';
import { formatIstDateTime } from '../lead-format';

const actorWords: Record<LeadHistoryEntry['actor'], string> = {
  partner: 'by you',
  customer: 'by the customer',
  lender: 'by the lender',
  system: 'automatically',
};

/** The lead's status history, oldest first, each move with its time in India time and who made it. */
export function StatusTimeline({ history }: { history: readonly LeadHistoryEntry[] }) {
  const ordered = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (ordered.length === 0) return <p className="status-message">No status changes yet.</p>;
  return (
    <ol className="lead-timeline" aria-label="Status history">
      {ordered.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="lead-timeline__item">
          <p className="lead-timeline__status">{entry.toLabel}</p>
          <p className="lead-timeline__meta">
            <time dateTime={entry.at}>{formatIstDateTime(entry.at)}</time>, {actorWords[entry.actor]}
          </p>
          {entry.note ? <p className="lead-timeline__note">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
