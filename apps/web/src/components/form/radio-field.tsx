import { useController } from 'react-hook-form';
import { describeInput, type FieldProps } from './field-props';
import { FieldMessages, LabelText } from './field-messages';
import { optionsErrorOf } from './options-error';
import { useFieldOptions } from './get-field-options';
import { displayOptionLabel } from './option-label';

/** One choice among a few, as a labelled group of radio buttons (arrow keys move between them). */
export function RadioField({ field, id }: FieldProps) {
  const { field: { ref, name, value, onChange, onBlur }, fieldState } = useController({ name: field.name });
  const { options, loading, failed } = useFieldOptions(field);
  const error = fieldState.error?.message ?? optionsErrorOf(field, failed);
  const a11y = describeInput(field, id, error);
  return (
    <fieldset className="cf-field cf-group" id={id} aria-busy={loading || undefined} aria-describedby={a11y['aria-describedby']}>
      <legend className="cf-label">
        <LabelText field={field} />
      </legend>
      <div className="cf-choices">
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <label key={option.value} className="cf-choice" htmlFor={optionId}>
              <input
                type="radio"
                id={optionId}
                name={name}
                // The first radio takes focus when the field is the first invalid one.
                ref={index === 0 ? ref : undefined}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                disabled={field.locked}
                aria-invalid={a11y['aria-invalid']}
                aria-describedby={a11y['aria-describedby']}
              />
              <span>{displayOptionLabel(option)}</span>
            </label>
          );
        })}
      </div>
      <FieldMessages field={field} id={id} error={error} />
    </fieldset>
  );
}
