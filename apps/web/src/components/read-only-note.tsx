import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../lib/use-can-write';

/**
 * What a view seat reads where a seller finds an action (decisions 0111 and 0306): the API's own refusal,
 * said before he presses anything. Nothing for a partner who may act.
 */
export function ReadOnlyNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  return useCanWrite() ? null : <p className={className}>{t('leads.readOnly')}</p>;
}
