import type { FieldProps } from './field-props';
import { ChoiceGroup } from './choice-group';
import { useChoiceField } from './use-field-input';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * Several choices, as a group of checkboxes; the value is the list of chosen option values.
 * A locked multiselect keeps its default choices (e.g. SPOUSE among the members covered) checked and
 * not editable, while the other options stay free.
 */
export function MultiselectField({ field, id }: FieldProps) {
  const choice = useChoiceField(field);
  const { value, onChange, options } = choice;
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
      type="checkbox"
      choice={choice}
      isChecked={(option) => chosen.includes(option)}
      isDisabled={(option) => lockedValues.has(option)}
      onToggle={toggle}
    />
  );
}
