import { useEffect, useRef } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { FieldConfig, FieldValue, FormValues } from '@portal/domain';

interface FormSyncOptions {
  fields: readonly FieldConfig[];
  serverErrors?: Record<string, string>;
  values?: Partial<FormValues>;
  onFieldChange?: (name: string, value: FieldValue | undefined) => void;
}

/** What ConfigForm takes from outside after it mounted: the server's messages and set values; and what it tells back. */
export function useFormSync<Output>(form: UseFormReturn<FormValues, unknown, Output>, { fields, serverErrors, values, onFieldChange }: FormSyncOptions) {
  const { setError, setValue, formState } = form;
  // Server messages go beside their fields; the first one takes focus so the partner lands on it.
  useEffect(() => {
    if (!serverErrors) return;
    let focused = false;
    for (const [name, message] of Object.entries(serverErrors)) {
      if (!fields.some((f) => f.name === name)) continue;
      setError(name, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
  }, [serverErrors, fields, setError]);

  const outsideValues = useRef(values);
  useEffect(() => {
    if (!values || values === outsideValues.current) return;
    outsideValues.current = values;
    for (const [name, value] of Object.entries(values)) {
      if (value !== undefined) setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  }, [values, setValue, formState.isSubmitted]);

  useEffect(() => {
    if (!onFieldChange) return;
    const subscription = form.watch((all, { name, type }) => {
      if (name && type === 'change') onFieldChange(name, all[name] as FieldValue | undefined);
    });
    return () => subscription.unsubscribe();
  }, [form, onFieldChange]);
}

/** Errors that name no field on screen (a refine without a path, a server check on a hidden field). */
export function formErrorsOf(
  errors: FieldErrors<FormValues>,
  shownNames: ReadonlySet<string>,
  fields: readonly FieldConfig[],
  serverErrors: Record<string, string> | undefined,
): string[] {
  return [
    ...Object.entries(errors)
      .filter(([name]) => !shownNames.has(name))
      .map(([, error]) => (error && typeof error.message === 'string' ? error.message : undefined)),
    ...Object.entries(serverErrors ?? {})
      .filter(([name]) => !fields.some((f) => f.name === name))
      .map(([, message]) => message),
  ].filter((message, index, all): message is string => Boolean(message) && all.indexOf(message) === index);
}

export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="cf-form-errors" role="alert">
      {messages.map((message) => (
        <p key={message} className="cf-error">
          {message}
        </p>
      ))}
    </div>
  );
}
