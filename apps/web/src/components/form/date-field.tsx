import { useController } from 'react-hook-form';
import { lengths } from '@portal/domain';
import { describeInput, type FieldProps } from './field-props';
import { LabelledField } from './field-messages';

/**
 * The typed text as dd/mm/yyyy: only digits are kept (eight at most) and the slashes are put in as the
 * partner types, so "01122026" on a numeric keypad reads "01/12/2026". A slash appears only once a digit
 * follows it, so deleting back over one never leaves it stuck.
 */
export const maskDate = (typed: string) => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
};

/**
 * Dates are typed as dd/mm/yyyy text, as the spec and the API take them, through maskDate. Native date
 * pickers are avoided: their value is yyyy-mm-dd and their look varies per browser.
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
        onChange={(event) => onChange(maskDate(event.target.value))}
        onBlur={onBlur}
        readOnly={field.locked}
        placeholder={field.placeholder ?? 'DD/MM/YYYY'}
        maxLength={lengths.dob}
        {...describeInput(field, id, error)}
      />
    </LabelledField>
  );
}
