import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeInput, type FieldProps } from './field-props';
import { LabelledField } from './field-messages';
import { useOptionsError } from './options-error';
import { useFieldText } from './field-text';
import { useFieldOptions } from './get-field-options';
import { useOptionLabel } from './option-label';

export function SelectField({ field, id }: FieldProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const displayOptionLabel = useOptionLabel();
  const optionsErrorOf = useOptionsError();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ name: field.name });
  const { options, loading, failed } = useFieldOptions(field);
  const error = fieldState.error?.message ?? optionsErrorOf(field, failed);
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
          <option key={option.value} value={option.value}>
            {displayOptionLabel(option)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
