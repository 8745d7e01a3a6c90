import type { FieldProps } from './field-props';
import { ChoiceGroup } from './choice-group';
import { useChoiceField } from './use-field-input';

/** One choice among a few, as a labelled group of radio buttons (arrow keys move between them). */
export function RadioField({ field, id }: FieldProps) {
  const choice = useChoiceField(field);
  return (
    <ChoiceGroup
      field={field}
      id={id}
      type="radio"
      choice={choice}
      isChecked={(option) => choice.value === option}
      isDisabled={() => field.locked === true}
      onToggle={(option) => choice.onChange(option)}
    />
  );
}
