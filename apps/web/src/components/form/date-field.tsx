import { useController } from 'react-hook-form';
import { lengths } from '@portal/domain';
import { describeInput, type FieldProps } from './field-props';
import { LabelledField } from './field-messages';

/**
 * Dates are typed as dd/mm/yyyy text, as the spec and the API take them. Native date pickers are
 * avoided: their value is yyyy-mm-dd and their look varies per browser.
 */
export function DateField({ field, id }: FieldProps) {
  const { field: { ref, name, value, onChange, onBlur }, fieldState } = useController({ name: field.name });
  const error = fieldState.error?.message;
  return (
    <LabelledField field={field} id={id} error={error}>
      <input
        type="text"
        inputMode="numeric"
        autoComplete={field.name === 'dob' ? 'bday' : 'off'}
        id={id}
        name={name}
        ref={ref}
        className="cf-input"
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        readOnly={field.locked}
        placeholder={field.placeholder ?? 'DD/MM/YYYY'}
        maxLength={lengths.dob}
        {...describeInput(field, id, error)}
      />
    </LabelledField>
  );
}
