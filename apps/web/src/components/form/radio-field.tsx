import { useController } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { ChoiceGroup } from './choice-group';
import { useOptionsError } from './options-error';
import { useFieldOptions } from './get-field-options';

/** One choice among a few, as a labelled group of radio buttons (arrow keys move between them). */
export function RadioField({ field, id }: FieldProps) {
  const optionsErrorOf = useOptionsError();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ name: field.name });
  const { options, loading, failed } = useFieldOptions(field);
  return (
    <ChoiceGroup
      field={field}
      id={id}
      error={fieldState.error?.message ?? optionsErrorOf(field, failed)}
      loading={loading}
      type="radio"
      options={options}
      name={name}
      inputRef={ref}
      onBlur={onBlur}
      isChecked={(option) => value === option}
      isDisabled={() => field.locked === true}
      onToggle={(option) => onChange(option)}
    />
  );
}
