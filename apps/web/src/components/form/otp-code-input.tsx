import { forwardRef, useId } from 'react';
import './config-form.css';

export interface OtpCodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  length: number;
  hint?: string;
}

/**
 * A one-time code typed on the phone's numeric keypad: `autocomplete="one-time-code"` lets the phone offer
 * the code from the SMS; only digits are kept. The error sits beside it and is named by aria-describedby.
 */
export const OtpCodeInput = forwardRef<HTMLInputElement, OtpCodeInputProps>(function OtpCodeInput({ label, value, onChange, error, length, hint }, ref) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field otp-field">
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
        autoComplete="one-time-code"
        maxLength={length}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
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
