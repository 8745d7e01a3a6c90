import { useController } from 'react-hook-form';
import { ConsentCheckbox } from './consent-checkbox';
import type { FieldProps } from './field-props';
import { LabelText } from './field-messages';

/** A yes/no (e.g. a consent): the value is a boolean. */
export function CheckboxField({ field, id }: FieldProps) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ name: field.name });
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
      error={fieldState.error?.message}
    >
      <LabelText field={field} />
    </ConsentCheckbox>
  );
}
