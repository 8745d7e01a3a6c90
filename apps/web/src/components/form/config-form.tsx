import { Fragment, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { buildFormSchema, isFieldShown, type FieldConfig, type FieldValue, type FormRefine, type FormValues } from '@portal/domain';
import { fieldRegistry } from './field-registry';
import { findPinCodeAddresses, PinCodePlaceFill } from './pin-code-place';
import './config-form.css';

export interface ConfigFormProps {
  fields: readonly FieldConfig[];
  /** The product's cross-field checks, the same the API runs (e.g. a plan-dependent option). */
  refine?: FormRefine;
  defaultValues?: Partial<FormValues>;
  /** Receives the values the schema accepted: hidden fields dropped, text trimmed. */
  onSubmit: (values: FormValues) => void | Promise<void>;
  /** The API's 400 `error.fields`, shown beside the fields they name. */
  serverErrors?: Record<string, string>;
  submitLabel: string;
  /** Disables the submit button while the caller's request runs. */
  submitting?: boolean;
  /** Values set from outside the form after it mounted (e.g. the plan chosen on the plan list). */
  values?: Partial<FormValues>;
  /** Called when the partner changes a field, with the field's name and new value. */
  onFieldChange?: (name: string, value: FieldValue | undefined) => void;
  /** Shown between the fields and the submit button (a consent note, a premium summary). */
  children?: ReactNode;
  /** Shown right after the named field while it is shown, inside the form (e.g. a coupon's Apply button under the coupon code). */
  afterField?: Readonly<Record<string, ReactNode>>;
  /**
   * Answers given elsewhere that decide which fields are asked (a proposal's quote answers, e.g. a joint
   * cover's policyRole); never part of the submitted values.
   */
  context?: FormValues;
  'aria-label'?: string;
  /** The view role's form (decision 0111): the answers shown, nothing editable, no submit button. */
  readOnly?: boolean;
}

const emptyValueOf = (field: FieldConfig): FieldValue =>
  field.defaultValue ?? (field.kind === 'checkbox' ? false : field.kind === 'multiselect' ? [] : '');

/**
 * A form built from field configuration: one component per field kind, validated with the same zod
 * schema the API runs (buildFormSchema), fields asked only while their showWhen holds.
 */
export function ConfigForm({
  fields,
  refine,
  defaultValues,
  onSubmit,
  serverErrors,
  submitLabel,
  submitting = false,
  values,
  onFieldChange,
  children,
  afterField,
  context,
  'aria-label': ariaLabel,
  readOnly = false,
}: ConfigFormProps) {
  const formId = useId();
  // The schema takes unknown input (the API parses raw JSON with it); the form feeds it FormValues.
  const schema = useMemo(() => buildFormSchema(fields, refine) as z.ZodType<FormValues, FormValues>, [fields, refine]);
  // The schema reads the context's answers for showWhen; its output holds only this form's fields.
  const resolver = useMemo<Resolver<FormValues, unknown, FormValues>>(() => {
    const base = zodResolver(schema);
    return context ? (values, resolverContext, options) => base({ ...values, ...context }, resolverContext, options) : base;
  }, [schema, context]);
  const form = useForm<FormValues, unknown, FormValues>({
    resolver,
    defaultValues: { ...Object.fromEntries(fields.map((f) => [f.name, emptyValueOf(f)])), ...defaultValues },
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, setValue, formState } = form;
  const current = useWatch({ control }) as Partial<FormValues>;
  const shown = fields.filter((field) => isFieldShown(field, context ? { ...current, ...context } : current));
  const shownNames = new Set(shown.map((f) => f.name));
  const pinCodeAddresses = useMemo(() => findPinCodeAddresses(fields), [fields]);

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

  // Errors that name no field on screen (a refine without a path, a server check on a hidden field).
  const formErrors = [
    ...Object.entries(formState.errors)
      .filter(([name]) => !shownNames.has(name))
      .map(([, error]) => (error && typeof error.message === 'string' ? error.message : undefined)),
    ...Object.entries(serverErrors ?? {})
      .filter(([name]) => !fields.some((f) => f.name === name))
      .map(([, message]) => message),
  ].filter((message, index, all): message is string => Boolean(message) && all.indexOf(message) === index);

  const busy = submitting || formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form className="cf-form" noValidate aria-label={ariaLabel} aria-busy={busy || undefined} onSubmit={handleSubmit(onSubmit)}>
        {pinCodeAddresses.map((address) => (
          <PinCodePlaceFill key={address.pinCode} address={address} />
        ))}
        <fieldset className="cf-fields" disabled={readOnly}>
          {shown.map((field) => {
            const Field = fieldRegistry[field.kind];
            return (
              <Fragment key={field.name}>
                <Field field={field} id={`${formId}-${field.name}`} />
                {afterField?.[field.name]}
              </Fragment>
            );
          })}
        </fieldset>
        {formErrors.length > 0 ? (
          <div className="cf-form-errors" role="alert">
            {formErrors.map((message) => (
              <p key={message} className="cf-error">
                {message}
              </p>
            ))}
          </div>
        ) : null}
        {children}
        {readOnly ? null : (
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Please wait…' : submitLabel}
          </button>
        )}
      </form>
    </FormProvider>
  );
}
