import { groupDigitsIN, type FieldOption } from '@portal/domain';

/** Numeric option labels (sum-insured amounts) are shown with Indian digit grouping: 10,00,000. */
export function displayOptionLabel(option: FieldOption): string {
  return /^\d+$/.test(option.label) ? groupDigitsIN(option.label) : option.label;
}
