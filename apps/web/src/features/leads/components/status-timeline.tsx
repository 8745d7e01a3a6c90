import { Trans, useTranslation } from 'react-i18next';
import type { LeadHistoryEntry } from '@portal/domain';
import { useIstDateTime } from '../use-ist-date-time';
import { useLeadNote } from '../../../lib/i18n/use-lead-note';

/**
 * Who made a move, as its reader should read it: "by you" only for his own moves; another partner's by name (a
 * team lead, an admin or a view seat reads the owner's moves so, decision 0306); an old row that kept no name
 * says "by a partner" rather than guess.
 */
function useActorWords() {
  const { t } = useTranslation();
  return (entry: LeadHistoryEntry) => {
    if (entry.actor !== 'partner') return t(`leadDetails.actor.${entry.actor}`);
    if (!entry.movedBy) return t('leadDetails.actorSomePartner');
    return entry.movedBy.isViewer ? t('leadDetails.actor.partner') : t('leadDetails.actorNamed', { name: entry.movedBy.name });
  };
}

/** The lead's status history, oldest first, each move with its time in India time and who made it. */
export function StatusTimeline({ history }: { history: readonly LeadHistoryEntry[] }) {
  const { t } = useTranslation();
  const istDateTime = useIstDateTime();
  const noteOf = useLeadNote();
  const actorOf = useActorWords();
  const ordered = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (ordered.length === 0) return <p className="status-message">{t('leadDetails.noStatusChanges')}</p>;
  return (
    <ol className="lead-timeline" aria-label={t('leadDetails.statusHistory')}>
      {ordered.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="lead-timeline__item">
          <p className="lead-timeline__status">{t(`leadStatus.${entry.to}`)}</p>
          <p className="lead-timeline__meta">
            <Trans
              i18nKey="leadDetails.movedAt"
              values={{ time: istDateTime(entry.at), actor: actorOf(entry) }}
              components={{ time: <time dateTime={entry.at} /> }}
            />
          </p>
          {noteOf(entry) ? <p className="lead-timeline__note">{noteOf(entry)}</p> : null}
        </li>
      ))}
    </ol>
  );
}
