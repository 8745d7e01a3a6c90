import { Fragment, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { isFieldShown, type FieldConfig, type FieldValue, type FormRefine, type FormValues } from '@portal/domain';
import { fieldRegistry } from './field-registry';
import { useFieldError } from './field-text';
import type * as FormValidationModule from './form-validation';
import { findPinCodeAddresses, PinCodePlaceFill } from './pin-code-place';
import { whenIdle } from '../../lib/when-idle';
import './config-form.css';

export interface ConfigFormProps {
  fields: readonly FieldConfig[];
  /** The product's cross-field checks, the same the API runs (e.g. a plan-dependent option). */
  refine?: FormRefine;
  /**
   * The same, loaded with the validation instead of before the form paints (the catalogue's refinements
   * are large): used when `refine` is not given.
   */
  loadRefine?: () => Promise<FormRefine | undefined>;
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

/** The validation's code (zod, the schema builder), fetched once for every form. */
let validationModule: Promise<typeof FormValidationModule> | undefined;
const loadValidation = () =>
  (validationModule ??= import('./form-validation').catch((error: unknown) => {
    // A failed fetch (the network dropped) is tried again at the next validation.
    validationModule = undefined;
    throw error;
  }));

/**
 * When the validation is fetched unasked: a few seconds after the form paints, so it stays off the page's
 * first-paint chain (decision 0136); the partner's first tap into the form fetches it sooner.
 */
const validationPrefetchDelayMs = 3000;

const emptyValueOf = (field: FieldConfig): FieldValue => field.defaultValue ?? (field.kind === 'checkbox' ? false : field.kind === 'multiselect' ? [] : '');

/**
 * A form built from field configuration: one component per field kind, validated with the same zod
 * schema the API runs (buildFormSchema), fields asked only while their showWhen holds. The fields paint
 * from the config alone; the validation (zod and the schema builder, and the refine when it is loaded)
 * is fetched once the page is idle, or at the first validation if that comes sooner: react-hook-form
 * takes an async resolver (decision 0123).
 */
export function ConfigForm({
  fields,
  refine,
  loadRefine,
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
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const formId = useId();
  // The schema reads the context's answers for showWhen; its output holds only this form's fields.
  const contextRef = useRef(context);
  contextRef.current = context;
  // Built once per fields and refine, when first needed (the idle prefetch below, or a validation).
  const validation = useMemo(() => {
    let built: Promise<Resolver<FormValues, unknown, FormValues>> | undefined;
    const load = () =>
      (built ??= Promise.all([loadValidation(), refine ?? loadRefine?.()]).then(
        ([{ formResolver }, loadedRefine]) => formResolver(fields, loadedRefine),
        (error: unknown) => {
          built = undefined;
          throw error;
        },
      ));
    const resolver: Resolver<FormValues, unknown, FormValues> = async (values, resolverContext, options) => {
      const base = await load();
      const withContext = contextRef.current;
      return base(withContext ? { ...values, ...withContext } : values, resolverContext, options);
    };
    const prefetch = () => void load().catch(() => undefined);
    return { prefetch, resolver };
  }, [fields, refine, loadRefine]);
  useEffect(() => whenIdle(validation.prefetch, { delayMs: validationPrefetchDelayMs }), [validation]);
  const form = useForm<FormValues, unknown, FormValues>({
    resolver: validation.resolver,
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
      <form className="cf-form" noValidate aria-label={ariaLabel} aria-busy={busy || undefined} onFocus={validation.prefetch} onSubmit={handleSubmit(onSubmit)}>
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
                {fieldError(message)}
              </p>
            ))}
          </div>
        ) : null}
        {children}
        {readOnly ? null : (
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('shell.pleaseWait') : submitLabel}
          </button>
        )}
      </form>
    </FormProvider>
  );
}
