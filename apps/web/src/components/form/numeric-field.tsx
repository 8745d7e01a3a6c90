import { forwardRef, useId } from 'react';

export interface NumericFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength: number;
  autoComplete: string;
  hint?: string;
  /**
   * Drop every non-digit as it is typed (a code from an SMS). Without it the value is only trimmed, so a
   * check can still say 'OTP should be numeric' of a typed letter.
   */
  digitsOnly?: boolean;
  className?: string;
  disabled?: boolean;
  /** The id of a text outside the field that describes it too (what was sent where), named before its own hint and error. */
  describedById?: string;
}

/**
 * A labelled input for digits on the phone's numeric keypad (an OTP); its hint and error
 * sit beside it, named by aria-describedby. Free of zod, like the OTP entry that uses it.
 */
export const NumericField = forwardRef<HTMLInputElement, NumericFieldProps>(function NumericField(
  { label, value, onChange, error, maxLength, autoComplete, hint, digitsOnly = false, className, disabled, describedById },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [describedById, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(digitsOnly ? event.target.value.replace(/\D/g, '').slice(0, maxLength) : event.target.value.trim())}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
