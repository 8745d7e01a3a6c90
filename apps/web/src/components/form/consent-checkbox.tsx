import { forwardRef, useId, type ReactNode } from 'react';
import { errorIdOf, hintIdOf } from './field-props';
import { HintAndError } from './field-messages';
import './config-form.css';

export interface ConsentCheckboxProps {
  /** The label: what the customer agrees to or declares. */
  children: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Sets aria-required; the label marks it for sighted users where wanted. */
  required?: boolean;
  /** The input's id, from which the hint and error ids derive; a fresh one when not given. */
  id?: string;
}

/**
 * A box to tick (a consent, a declaration) with its label, hint and error: the whole label is the 44 px
 * target, and aria-invalid/aria-describedby name the error. Free of the form engine, so pages with their own
 * state use it; the engine's CheckboxField renders it too.
 */
export const ConsentCheckbox = forwardRef<HTMLInputElement, ConsentCheckboxProps>(function ConsentCheckbox(
  { children, checked, onChange, onBlur, name, error, hint, disabled, required, id: givenId },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const describedBy = [hint ? hintIdOf(id) : undefined, error ? errorIdOf(id) : undefined].filter(Boolean).join(' ');
  return (
    <div className="cf-field">
      <label className="cf-choice" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={name}
          ref={ref}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          disabled={disabled}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={required || undefined}
        />
        <span>{children}</span>
      </label>
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
});
