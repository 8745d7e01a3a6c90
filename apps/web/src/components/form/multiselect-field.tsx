import { useController } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { ChoiceGroup } from './choice-group';
import { useOptionsError } from './options-error';
import { useFieldOptions } from './get-field-options';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * Several choices, as a group of checkboxes; the value is the list of chosen option values.
 * A locked multiselect keeps its default choices (e.g. SPOUSE among the members covered) checked and
 * not editable, while the other options stay free.
 */
export function MultiselectField({ field, id }: FieldProps) {
  const optionsErrorOf = useOptionsError();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ name: field.name });
  const { options, loading, failed } = useFieldOptions(field);
  const chosen = asList(value);
  const lockedValues = new Set(field.locked ? asList(field.defaultValue) : []);
  const toggle = (option: string, on: boolean) => {
    const next = on ? [...chosen, option] : chosen.filter((v) => v !== option);
    // Keep the order of the options, whatever order the partner ticked them in.
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <ChoiceGroup
      field={field}
      id={id}
      error={fieldState.error?.message ?? optionsErrorOf(field, failed)}
      loading={loading}
      type="checkbox"
      options={options}
      name={name}
      inputRef={ref}
      onBlur={onBlur}
      isChecked={(option) => chosen.includes(option)}
      isDisabled={(option) => lockedValues.has(option)}
      onToggle={toggle}
    />
  );
}
