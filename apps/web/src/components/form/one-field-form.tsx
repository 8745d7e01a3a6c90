import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldConfig, TypedValueCheck } from '@portal/domain';
import { describeInput, inputAttributesOf } from './field-props';
import { LabelledField } from './field-messages';
import './config-form.css';

export interface OneFieldFormProps<Output> {
  /** A text field of the domain's: its label, hint, input type and length. */
  field: FieldConfig;
  /** The request's rule for what was typed, without zod: what to send, or the rule's message. */
  check: (typed: string) => TypedValueCheck<Output>;
  /** Receives what the check accepted. */
  onSubmit: (output: Output) => void | Promise<void>;
  /** The API's message about the field (its 400 `error.fields`), beside it until the next submit. */
  serverError?: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** Shown between the field and the submit button (the call's error that names no field). */
  children?: ReactNode;
}

/**
 * A form of one typed value, in ConfigForm's markup (label, hint, error, aria wiring: LabelledField,
 * describeInput) but without react-hook-form or zod, for a page whose first paint is that one field (sign-in's
 * mobile step, decision 0282). It checks at submit only, as ConfigForm's `validateOn: 'submit'`: the message
 * stays until the next submit, and the field takes focus when it shows one.
 */
export function OneFieldForm<Output>({ field, check, onSubmit, serverError, submitLabel, submittingLabel, submitting, children }: OneFieldFormProps<Output>) {
  const [typed, setTyped] = useState('');
  const [checkMessage, setCheckMessage] = useState<string>();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const error = checkMessage ?? serverError;

  useEffect(() => {
    if (serverError) input.current?.focus();
  }, [serverError]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(typed);
    setCheckMessage(checked.success ? undefined : checked.message);
    if (!checked.success) return input.current?.focus();
    void onSubmit(checked.data);
  }

  return (
    <form className="cf-form" noValidate aria-busy={submitting || undefined} onSubmit={submit}>
      <fieldset className="cf-fields">
        <LabelledField field={field} id={id} error={error}>
          <input
            {...inputAttributesOf(field)}
            id={id}
            name={field.name}
            ref={input}
            className="cf-input"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={field.maxLength}
            {...describeInput(field, id, error)}
          />
        </LabelledField>
      </fieldset>
      {children}
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}
