import { useTranslation } from 'react-i18next';
import { isLeadNoteKey } from '@portal/domain';

/** A history entry's note as the API answers it (a lead's history, a life application's timeline). */
export interface RecordedNote {
  note?: string | null;
  noteKey?: string;
  noteValues?: Record<string, string>;
}

/**
 * The note in the page's language (decision 0278): the portal's by its catalogue key, its names interpolated
 * by i18next; a person's own words, an old row's unknown text or a key this page does not know (a newer
 * server's) as stored.
 */
export function useLeadNote(): (entry: RecordedNote) => string | undefined {
  const { t } = useTranslation();
  return (entry) => (isLeadNoteKey(entry.noteKey) ? t(`leadNote.${entry.noteKey}`, { ...entry.noteValues }) : entry.note || undefined);
}
