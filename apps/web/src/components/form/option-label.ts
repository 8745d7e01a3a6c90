import { groupDigitsIN, type FieldOption } from '@portal/domain';
import { useFieldText } from './field-text';

/**
 * An option's label as shown: numeric labels (sum-insured amounts) with Indian digit grouping, 10,00,000;
 * words in the page's language (decision 0212).
 */
export function useOptionLabel(): (option: FieldOption) => string {
  const fieldText = useFieldText();
  return (option) => (/^\d+$/.test(option.label) ? groupDigitsIN(option.label) : fieldText(option.label));
}
