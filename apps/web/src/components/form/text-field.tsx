import type { FieldConfig } from '@portal/domain';
import { useFieldText } from './field-text';
import { describeInput, type FieldProps } from './field-props';
import { LabelledField } from './field-messages';
import { useFieldInput } from './use-field-input';

// Values stay strings, so numeric fields use a text input with a numeric keyboard rather than
// type="number" (which drops leading zeros and changes value on scroll).
const inputAttributesOf = (field: FieldConfig) => {
  switch (field.inputType) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;
    case 'tel':
      return { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' } as const;
    case 'number':
      return { type: 'text', inputMode: 'numeric' } as const;
    default:
      return { type: 'text' } as const;
  }
};

/** A value typed as it is (a code, an address): the phone neither capitalises, corrects nor checks its spelling. */
const typedAsIsAttributes = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

export function TextField({ field, id }: FieldProps) {
  const fieldText = useFieldText();
  const { ref, name, value, onChange, onBlur, error } = useFieldInput(field);
  return (
    <LabelledField field={field} id={id} error={error}>
      <input
        {...inputAttributesOf(field)}
        id={id}
        name={name}
        ref={ref}
        className="cf-input"
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        readOnly={field.locked}
        placeholder={field.placeholder ? fieldText(field.placeholder) : undefined}
        maxLength={field.maxLength}
        {...(field.typedAsIs ? typedAsIsAttributes : {})}
        {...describeInput(field, id, error)}
      />
    </LabelledField>
  );
}
