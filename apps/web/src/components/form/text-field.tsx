import { useFieldText } from './field-text';
import { describeInput, inputAttributesOf, type FieldProps } from './field-props';
import { LabelledField } from './field-messages';
import { useFieldInput } from './use-field-input';

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
