import type { FieldConfig } from '@portal/domain';
import { describeInput } from './field-props';
import { FieldMessages, LabelText } from './field-messages';
import { useOptionLabel } from './option-label';
import type { ChoiceField } from './use-field-input';

export interface ChoiceGroupProps {
  field: FieldConfig;
  id: string;
  /** radio: one choice; checkbox: several. */
  type: 'radio' | 'checkbox';
  /** The field's options, error and handlers (useChoiceField); the first input takes its ref, to take focus when the field is the first invalid one. */
  choice: ChoiceField;
  isChecked: (value: string) => boolean;
  isDisabled: (value: string) => boolean;
  onToggle: (value: string, checked: boolean) => void;
}

/** Options as a labelled group (fieldset and legend) of radio buttons or checkboxes, with the field's messages. */
export function ChoiceGroup({ field, id, type, choice, isChecked, isDisabled, onToggle }: ChoiceGroupProps) {
  const { error, loading, options, name, ref: inputRef, onBlur } = choice;
  const a11y = describeInput(field, id, error);
  const displayOptionLabel = useOptionLabel();
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
                type={type}
                id={optionId}
                name={name}
                ref={index === 0 ? inputRef : undefined}
                value={option.value}
                checked={isChecked(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
                onBlur={onBlur}
                disabled={isDisabled(option.value)}
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
