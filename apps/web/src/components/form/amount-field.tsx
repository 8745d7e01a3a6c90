import { RUPEE_MARK, groupDigitsIN } from '@portal/domain';
import { useFieldText } from './field-text';
import { describeInput, type FieldProps } from './field-props';
import { LabelledField } from './field-messages';
import { useFieldInput } from './use-field-input';

/** Rupees as the partner reads them: digits grouped the Indian way (1,50,000). */
export const displayAmount = (value: string) => (/^\d+$/.test(value) ? groupDigitsIN(value) : value);

/** The value the form keeps: the digits typed, without the grouping commas. */
export const parseAmount = (text: string) => text.replace(/,/g, '').trim();

/** A free rupee amount (e.g. a phone's price). The value stays a numeric string such as "150000". */
export function AmountField({ field, id }: FieldProps) {
  const fieldText = useFieldText();
  const { ref, name, value, onChange, onBlur, error } = useFieldInput(field);
  const text = typeof value === 'string' ? value : '';
  return (
    <LabelledField field={field} id={id} error={error}>
      <div className="cf-amount">
        {/* The formatter's own mark, in every language: the amounts on the page say it so (formatRupees). */}
        <span className="cf-amount-prefix" aria-hidden="true">
          {RUPEE_MARK}
        </span>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          id={id}
          name={name}
          ref={ref}
          className="cf-input"
          value={displayAmount(text)}
          onChange={(event) => onChange(parseAmount(event.target.value))}
          onBlur={onBlur}
          readOnly={field.locked}
          placeholder={field.placeholder ? fieldText(field.placeholder) : undefined}
          {...describeInput(field, id, error)}
        />
      </div>
    </LabelledField>
  );
}
