import { useController } from 'react-hook-form';
import { describeInput, type FieldProps } from './field-props';
import { FieldMessages, LabelText } from './field-messages';

/** A yes/no (e.g. a consent): the value is a boolean. */
export function CheckboxField({ field, id }: FieldProps) {
  const { field: { ref, name, value, onChange, onBlur }, fieldState } = useController({ name: field.name });
  const error = fieldState.error?.message;
  return (
    <div className="cf-field">
      <label className="cf-choice" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={name}
          ref={ref}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          disabled={field.locked}
          {...describeInput(field, id, error)}
        />
        <span>
          <LabelText field={field} />
        </span>
      </label>
      <FieldMessages field={field} id={id} error={error} />
    </div>
  );
}
