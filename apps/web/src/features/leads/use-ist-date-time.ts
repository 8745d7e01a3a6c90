import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../components/date-time';

/** "22/11/2026, 3:30 pm IST" in the page's language: the partner reads India time whatever the phone's zone. */
export function useIstDateTime(): (iso: string) => string {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (iso) => t('leadDetails.indiaTime', { time: formatDateTime(new Date(iso)) });
}
