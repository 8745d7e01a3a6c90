import { useController } from 'react-hook-form';
import type { FieldConfig } from '@portal/domain';
import { useOptionsError } from './options-error';
import { useFieldOptions } from './get-field-options';

/** A field's value and handlers from the form (ref, name, value, onChange, onBlur), and its error's message. */
export function useFieldInput(field: FieldConfig) {
  const { field: input, fieldState } = useController({ name: field.name });
  return { ...input, error: fieldState.error?.message };
}

/**
 * A choice field's (select, radio, checkboxes) value and options; options that could not be fetched are
 * said as its error, so it is never a silent blank.
 */
export function useChoiceField(field: FieldConfig) {
  const optionsErrorOf = useOptionsError();
  const { error, ...input } = useFieldInput(field);
  const { options, loading, failed } = useFieldOptions(field);
  return { ...input, options, loading, error: error ?? optionsErrorOf(field, failed) };
}

export type ChoiceField = ReturnType<typeof useChoiceField>;
