import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/domain';

/**
 * formatDateTime ("26/11/2026, 3:05 pm", decision 0170) with the day period in the page's language: the
 * date and digits stay as they are in every language (decision 0210), only "am" and "pm" are words.
 */
export function useFormatDateTime(): (value: Date | string) => string {
  const { t } = useTranslation();
  return (value) => formatDateTime(value).replace(/ (am|pm)$/, (_, period: 'am' | 'pm') => ` ${t(`shell.dayPeriod.${period}`)}`);
}
