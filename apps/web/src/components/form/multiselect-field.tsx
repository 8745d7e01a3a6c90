import { useController } from 'react-hook-form';
import { describeInput, type FieldProps } from './field-props';
import { FieldMessages, LabelText } from './field-messages';
import { optionsErrorOf } from './options-error';
import { useFieldOptions } from './get-field-options';
import { displayOptionLabel } from './option-label';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * Several choices, as a group of checkboxes; the value is the list of chosen option values.
 * A locked multiselect keeps its default choices (e.g. SPOUSE among the members covered) checked and
 * not editable, while the other options stay free.
 */
export function MultiselectField({ field, id }: FieldProps) {
  const { field: { ref, name, value, onChange, onBlur }, fieldState } = useController({ name: field.name });
  const { options, loading, failed } = useFieldOptions(field);
  const error = fieldState.error?.message ?? optionsErrorOf(field, failed);
  const a11y = describeInput(field, id, error);
  const chosen = asList(value);
  const lockedValues = new Set(field.locked ? asList(field.defaultValue) : []);
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    // Keep the order of the options, whatever order the partner ticked them in.
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
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
                type="checkbox"
                id={optionId}
                name={name}
                ref={index === 0 ? ref : undefined}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={onBlur}
                disabled={lockedValues.has(option.value)}
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
