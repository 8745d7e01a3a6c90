import { useId } from 'react';

export interface SachetFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  maxLength?: number;
}

/** A labelled input of the sachet pages, its hint and error named by aria-describedby. */
export function SachetField({ label, name, value, onChange, error, hint, inputMode = 'text', autoComplete, maxLength }: SachetFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="cf-field">
      <label className="cf-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="cf-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        className="cf-input"
        inputMode={inputMode}
        type={inputMode === 'email' ? 'email' : inputMode === 'tel' ? 'tel' : 'text'}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {error ? (
        <p className="cf-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
