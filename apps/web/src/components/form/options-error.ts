import { useTranslation } from 'react-i18next';
import type { FieldConfig } from '@portal/domain';
import { useFieldText } from './field-text';

/** Shown beside a choice field whose options could not be fetched, so it is never a silent blank. */
export function useOptionsError(): (field: FieldConfig, failed: boolean) => string | undefined {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  return (field, failed) => (failed ? t('shell.optionsFailed', { label: fieldText(field.label) }) : undefined);
}
