import { useTranslation } from 'react-i18next';
import { describeInput, type FieldProps } from './field-props';
import { LabelledField } from './field-messages';
import { useFieldText } from './field-text';
import { useChoiceField } from './use-field-input';
import { useOptionLabel } from './option-label';

export function SelectField({ field, id }: FieldProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const displayOptionLabel = useOptionLabel();
  const { ref, name, value, onChange, onBlur, options, loading, error } = useChoiceField(field);
  return (
    <LabelledField field={field} id={id} error={error}>
      <select
        id={id}
        name={name}
        ref={ref}
        className="cf-input"
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        // A locked choice is shown but not editable; its value stays in the form's state.
        disabled={field.locked}
        aria-busy={loading || undefined}
        {...describeInput(field, id, error)}
      >
        <option value="">{loading ? t('frame.loading') : field.placeholder ? fieldText(field.placeholder) : t('shell.select')}</option>
        {options.map((option) => (
          // An option in a language of its own (a language named in its script) is shown as written, marked with its lang (decision 0266).
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.lang ? option.label : displayOptionLabel(option)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
