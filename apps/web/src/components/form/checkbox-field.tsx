import { ConsentCheckbox } from './consent-checkbox';
import type { FieldProps } from './field-props';
import { LabelText } from './field-messages';
import { useFieldInput } from './use-field-input';

/** A yes/no (e.g. a consent): the value is a boolean. */
export function CheckboxField({ field, id }: FieldProps) {
  const { ref, name, value, onChange, onBlur, error } = useFieldInput(field);
  return (
    <ConsentCheckbox
      id={id}
      name={name}
      ref={ref}
      checked={value === true}
      onChange={onChange}
      onBlur={onBlur}
      disabled={field.locked}
      required={field.mandatory}
      hint={field.hint}
      error={error}
    >
      <LabelText field={field} />
    </ConsentCheckbox>
  );
}
