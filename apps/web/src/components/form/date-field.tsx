import { useLayoutEffect, useRef } from 'react';
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

/** Where the caret goes in the masked text: just after the same number of digits as before it in the typed text. */
export const caretAfterDigits = (masked: string, digitsBefore: number) => {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return masked.length;
};

/**
 * Dates are typed as dd/mm/yyyy text, as the spec and the API take them, through maskDate. Native date
 * pickers are avoided: their value is yyyy-mm-dd and their look varies per browser.
 */
export function DateField({ field, id }: FieldProps) {
  const { field: { ref, name, value, onChange, onBlur }, fieldState } = useController({ name: field.name });
  const error = fieldState.error?.message;
  const input = useRef<HTMLInputElement | null>(null);
  // Reformatting moves the caret to the end; a digit changed mid-date puts it back after that digit.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current !== null && input.current === document.activeElement) input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <LabelledField field={field} id={id} error={error}>
      <input
        type="text"
        inputMode="numeric"
        autoComplete={field.name === 'dob' ? 'bday' : 'off'}
        id={id}
        name={name}
        ref={(element) => {
          input.current = element;
          ref(element);
        }}
        className="cf-input"
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          const typed = event.target.value;
          const masked = maskDate(typed);
          const digitsBefore = typed.slice(0, event.target.selectionStart ?? typed.length).replace(/\D/g, '').length;
          caret.current = caretAfterDigits(masked, Math.min(digitsBefore, 8));
          onChange(masked);
        }}
        onBlur={onBlur}
        readOnly={field.locked}
        placeholder={field.placeholder ?? 'DD/MM/YYYY'}
        maxLength={lengths.dob}
        {...describeInput(field, id, error)}
      />
    </LabelledField>
  );
}
