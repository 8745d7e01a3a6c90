import { useState, type ComponentType, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { describeInput, type FieldProps } from '../../../components/form/field-props';
import { LabelledField } from '../../../components/form/field-messages';
import { useFieldInput } from '../../../components/form/use-field-input';
import { checkAadhaar, maskAadhaar } from '../aadhaar';

/** How a loan step's input takes what is typed: its type, keypad, autocomplete, and what it keeps of a keystroke. */
export interface LoanInputOptions {
  type?: 'text' | 'password';
  numeric?: boolean;
  autoComplete: string;
  autoCapitalize?: string;
  /** What the field keeps of the typed text (digits only, upper-case letters and digits). */
  keep?: (typed: string) => string;
}

/** What every loan input takes from its field: its id, name, ref (focused when it is the first wrong one), look and length. */
const baseAttributes = (field: FieldProps['field'], id: string, input: Pick<ReturnType<typeof useFieldInput>, 'name' | 'ref'>) => ({
  id,
  name: input.name,
  ref: input.ref,
  className: 'cf-input',
  maxLength: field.maxLength,
});

export const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

/**
 * A labelled input of a loan step drawn inside the form engine (ConfigForm's fieldInputs): the field's value,
 * label, hint and error are the form's; the input keeps only what the step wants (digits on the numeric
 * keypad, a code upper-cased), up to the field's maxLength. `below` is said under it (the IFSC's branch).
 */
export function LoanInput({
  field,
  id,
  options,
  below,
  note: noteError,
}: FieldProps & {
  options: LoanInputOptions;
  below?: (id: string) => { node: ReactNode; describes: boolean } | null;
  /** Said as the field's error while the form has none for it (an IFSC no branch has). */
  note?: string;
}) {
  const input = useFieldInput(field);
  const { value, onChange, onBlur } = input;
  const error = input.error ?? noteError;
  const keep = options.keep ?? ((typed: string) => typed);
  const described = describeInput(field, id, error);
  const note = below?.(`${id}-note`) ?? null;
  const describedBy = [note?.describes ? `${id}-note` : undefined, described['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <LabelledField field={field} id={id} error={error}>
      <input
        {...baseAttributes(field, id, input)}
        type={options.type ?? 'text'}
        inputMode={options.numeric ? 'numeric' : undefined}
        pattern={options.numeric && options.type !== 'password' ? '[0-9]*' : undefined}
        autoComplete={options.autoComplete}
        autoCapitalize={options.autoCapitalize}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(keep(event.target.value).slice(0, field.maxLength))}
        onBlur={onBlur}
        {...described}
        aria-describedby={describedBy}
      />
      {note?.node}
    </LabelledField>
  );
}

/** A loan step's input with fixed options, as ConfigForm's fieldInputs take it. */
export function loanInput(options: LoanInputOptions): ComponentType<FieldProps> {
  return function LoanStepInput(props: FieldProps) {
    return <LoanInput {...props} options={options} />;
  };
}

/** A whole number on the numeric keypad (rupees, months, a pin code). */
export const NumberInput = loanInput({ numeric: true, autoComplete: 'off', keep: digitsOnly });

/** Groups the digits as printed on the card: 2345 6789 0124. */
function spaced(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The Aadhaar number: grouped as on the card while typed; once left, only its last four digits are shown,
 * and it is checked at once (the domain's Verhoeff rule) if anything was typed. The form keeps the 12 digits.
 */
export function AadhaarInput({ field, id }: FieldProps) {
  const input = useFieldInput(field);
  const { name, value, onChange, onBlur, error } = input;
  const { setError, clearErrors } = useFormContext();
  const [editing, setEditing] = useState(true);
  const digits = typeof value === 'string' ? value : '';
  return (
    <LabelledField field={field} id={id} error={error}>
      <input
        {...baseAttributes(field, id, input)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={editing ? spaced(digits) : digits ? maskAadhaar(digits) : ''}
        onFocus={() => setEditing(true)}
        onBlur={() => {
          setEditing(false);
          if (!digits) return;
          const problem = checkAadhaar(digits);
          if (problem) setError(name, { type: 'aadhaar', message: problem });
          onBlur();
        }}
        onChange={(event) => {
          onChange(digitsOnly(event.target.value).slice(0, 12));
          clearErrors(name);
        }}
        {...describeInput(field, id, error)}
      />
    </LabelledField>
  );
}
