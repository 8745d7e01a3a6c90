import { groupDigitsIN } from '../format';
import type { FieldOption } from './field-config';

/**
 * Rupee amounts as choices: the value is the numeric string the API receives, the label the amount with
 * Indian digit grouping (1000000 → "10,00,000"), as SPEC §3 shows sum-insured options.
 */
export function amountOptions(amounts: readonly number[]): FieldOption[] {
  return amounts.map((amount) => ({ value: String(amount), label: groupDigitsIN(amount) }));
}

/** Choices whose label is the value itself (e.g. titles Mr, Ms, Mrs). */
export function plainOptions(values: readonly string[]): FieldOption[] {
  return values.map((value) => ({ value, label: value }));
}
