import { useFieldText } from './field-text';
import { describeInput, type FieldProps } from './field-props';
import { LabelledField } from './field-messages';
import { useFieldInput } from './use-field-input';

/** The placeholder of a date without its own: the pattern the rules' messages name, in every language (glossary). */
const DATE_PATTERN = 'DD/MM/YYYY';

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
 * One edit of the date: the text before it (`shown`, masked), the input's text after it and its caret. The
 * result is masked, and the caret stays after the same digits as in the typed text, so a digit changed in the
 * middle of a date keeps the caret beside it. Deleting only a slash (Backspace just after it, Delete just
 * before it: `forward`) would change no digit and the mask would put it back: the digit beyond it is
 * deleted instead, as the partner meant. A digit typed into a full date types over the digit after the caret.
 */
export const editDate = (shown: string, typed: string, caretInTyped: number, forward = false) => {
  let text = typed;
  let caret = caretInTyped;
  const digitsOf = (value: string) => value.replace(/\D/g, '');
  if (typed.length === shown.length - 1 && digitsOf(typed) === digitsOf(shown)) {
    const deleted = shown[caretInTyped];
    if (deleted === '/' && forward) {
      text = typed.slice(0, caretInTyped) + typed.slice(caretInTyped).replace(/\d/, '');
    } else if (deleted === '/') {
      const before = typed.slice(0, caretInTyped).replace(/\d(?=\D*$)/, '');
      text = before + typed.slice(caretInTyped);
      caret = before.length;
    }
  }
  if (digitsOf(typed).length > 8 && typed.length === shown.length + 1) {
    // A digit typed into a full date types over the next one, instead of pushing the year's last digit out.
    text = typed.slice(0, caretInTyped) + typed.slice(caretInTyped).replace(/\d/, '');
  }
  const masked = maskDate(text);
  const digitsBefore = digitsOf(text.slice(0, caret)).length;
  return { text: masked, caret: caretAfterDigits(masked, Math.min(digitsBefore, 8)) };
};

/**
 * Dates are typed as dd/mm/yyyy text, as the spec and the API take them, through maskDate. Native date
 * pickers are avoided: their value is yyyy-mm-dd and their look varies per browser.
 */
export function DateField({ field, id }: FieldProps) {
  const fieldText = useFieldText();
  const { ref, name, value, onChange, onBlur, error } = useFieldInput(field);
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
        onChange={(event) => {
          const target = event.target;
          const shown = typeof value === 'string' ? value : '';
          const { text, caret } = editDate(
            shown,
            target.value,
            target.selectionStart ?? target.value.length,
            (event.nativeEvent as InputEvent).inputType === 'deleteContentForward',
          );
          // The masked text and its caret are put in the input here, before React renders: React then finds the
          // value it expects and leaves the caret alone, even when the value did not change (a slash deleted),
          // where no render follows at all and React would have reset the text with the caret at the end.
          target.value = text;
          if (target === document.activeElement) target.setSelectionRange(caret, caret);
          onChange(text);
        }}
        onBlur={onBlur}
        // No maxLength: a full date must take a digit typed into it (it types over the next one); the mask keeps eight digits.
        readOnly={field.locked}
        placeholder={field.placeholder ? fieldText(field.placeholder) : DATE_PATTERN}
        {...describeInput(field, id, error)}
      />
    </LabelledField>
  );
}
