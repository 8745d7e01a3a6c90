import { Fragment, memo, useContext, useId, useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { isFieldShown, type FieldConfig, type FieldValue, type FormRefine, type FormValues } from '@portal/domain';
import type { FieldProps } from './field-props';
import { fieldRegistry } from './field-registry';
import { FieldWordsContext, useFieldError, type FieldWords } from './field-text';
import { FormErrors, formErrorsOf, useFormSync } from './form-sync';
import { findPinCodeAddresses, PinCodePlaceFill } from './pin-code-place';
import { useLazyValidation } from './use-lazy-validation';
import { FormsReadOnlyContext } from '../../lib/use-can-write';
import './config-form.css';

export interface ConfigFormProps<Output = FormValues> {
  fields: readonly FieldConfig[];
  /**
   * The domain's request schema (e.g. the API's body schema) that checks the values instead of the one
   * built from the fields' rules: a form whose API already has its schema validates with that one, so its
   * limits and messages are written once (decision 0230). onSubmit receives its output.
   */
  schema?: z.ZodType<Output>;
  /**
   * The same, loaded with the validation instead of before the form paints, so zod stays off a page's first
   * paint (the login page's, decision 0270): used when `schema` is not given.
   */
  loadSchema?: () => Promise<z.ZodType<Output>>;
  /**
   * Fetch the validation at the partner's first touch of the page (a tap, a key, a focus anywhere), besides the
   * form's own focus and the idle prefetch (decision 0136): for a form whose first tap may be its submit
   * (sign-in's mobile step), so the message comes with the tap, while a page nobody touches fetches no zod.
   */
  prefetchValidationOnPageTouch?: boolean;
  /** The product's cross-field checks, the same the API runs (e.g. a plan-dependent option). */
  refine?: FormRefine;
  /**
   * The same, loaded with the validation instead of before the form paints (the catalogue's refinements
   * are large): used when `refine` is not given.
   */
  loadRefine?: () => Promise<FormRefine | undefined>;
  defaultValues?: Partial<FormValues>;
  /** Receives the values the schema accepted: hidden fields dropped, text trimmed. */
  onSubmit: (values: Output) => void | Promise<void>;
  /** The API's 400 `error.fields`, shown beside the fields they name. */
  serverErrors?: Record<string, string>;
  submitLabel: string;
  /** The submit button's text while it is busy ("Please wait…" where not given). */
  submittingLabel?: string;
  /** Disables the submit button while the caller's request runs. */
  submitting?: boolean;
  /** Shown above the fields: what the form is about (an intro, the statement the customer acknowledges). */
  intro?: ReactNode;
  /** More buttons beside the submit button (e.g. "Try my location again"). */
  actions?: ReactNode;
  /** The values of the `{{name}}` placeholders of the fields' texts (a lender's name in a consent, a range in a hint). */
  textValues?: FieldWords['values'];
  /** The page's own words for a message it recognises (the loan journey's answers), tried before the engine's. */
  messageOf?: FieldWords['messageOf'];
  /**
   * A field drawn by the page's own input instead of its kind's (a number shown masked, a code upper-cased as
   * typed), by the field's name: still the form's value, label, hint and error (useFieldInput, LabelledField).
   */
  fieldInputs?: Readonly<Record<string, ComponentType<FieldProps>>>;
  className?: string;
  /**
   * When the fields are checked: once left and then as they change (the default), or only at each submit, as
   * a page whose messages must not move its button under the customer's finger (the loan's steps).
   */
  validateOn?: 'leave' | 'submit';
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
  /**
   * The view role's form (decision 0111): the answers shown, nothing editable, no submit button. Unset, it
   * follows whoever is looking (FormsReadOnlyContext, set by the page frame), with the read-only note under the fields.
   */
  readOnly?: boolean;
}

/** react-hook-form's modes of ConfigForm's validateOn. */
const validationModes = {
  leave: { mode: 'onTouched', reValidateMode: 'onChange' },
  submit: { mode: 'onSubmit', reValidateMode: 'onSubmit' },
} as const;

const emptyValueOf = (field: FieldConfig): FieldValue => field.defaultValue ?? (field.kind === 'checkbox' ? false : field.kind === 'multiselect' ? [] : '');

/**
 * A form built from field configuration: one component per field kind, validated with the same zod
 * schema the API runs (buildFormSchema), fields asked only while their showWhen holds. The fields paint
 * from the config alone; the validation (zod and the schema builder, and the refine when it is loaded)
 * is fetched once the page is idle, or at the first validation if that comes sooner: react-hook-form
 * takes an async resolver (decision 0123).
 */
// A form checked by a request schema gets its output; otherwise the values the fields' schema accepted.
export function ConfigForm<Output>(props: ConfigFormProps<Output> & { schema: z.ZodType<Output> }): ReactNode;
export function ConfigForm<Output>(props: ConfigFormProps<Output> & { loadSchema: () => Promise<z.ZodType<Output>> }): ReactNode;
export function ConfigForm(props: ConfigFormProps): ReactNode;
export function ConfigForm<Output>({
  fields,
  defaultValues,
  onSubmit,
  serverErrors,
  submitLabel,
  submittingLabel,
  submitting = false,
  intro,
  actions,
  textValues,
  messageOf,
  fieldInputs,
  className,
  validateOn = 'leave',
  values,
  onFieldChange,
  children,
  afterField,
  context,
  'aria-label': ariaLabel,
  readOnly: readOnlyAsked,
  // How the values are checked: schema or loadSchema, refine or loadRefine, prefetchValidationOnPageTouch.
  ...validationOptions
}: ConfigFormProps<Output>) {
  const { t } = useTranslation();
  const formId = useId();
  const viewerReadOnly = useContext(FormsReadOnlyContext);
  const readOnly = readOnlyAsked ?? viewerReadOnly;
  const validation = useLazyValidation<Output>({ fields, context, ...validationOptions });
  const form = useForm<FormValues, unknown, Output>({
    resolver: validation.resolver,
    defaultValues: { ...Object.fromEntries(fields.map((f) => [f.name, emptyValueOf(f)])), ...defaultValues },
    ...validationModes[validateOn],
  });
  const { control, handleSubmit, formState } = form;
  const current = useWatch({ control }) as Partial<FormValues>;
  const shown = fields.filter((field) => isFieldShown(field, context ? { ...current, ...context } : current));
  const shownNames = new Set(shown.map((f) => f.name));
  const pinCodeAddresses = useMemo(() => findPinCodeAddresses(fields), [fields]);

  useFormSync(form, { fields, serverErrors, values, onFieldChange });

  const formErrors = formErrorsOf(formState.errors, shownNames, fields, serverErrors);
  const busy = submitting || formState.isSubmitting;
  const words = useMemo(() => ({ values: textValues, messageOf }), [textValues, messageOf]);
  return (
    <FieldWordsContext.Provider value={words}>
      <FormProvider {...form}>
        <form
          className={className ? `cf-form ${className}` : 'cf-form'}
          noValidate
          aria-label={ariaLabel}
          aria-busy={busy || undefined}
          onFocus={validation.prefetch}
          onSubmit={handleSubmit(onSubmit)}
        >
          {intro}
          {pinCodeAddresses.map((address) => (
            <PinCodePlaceFill key={address.pinCode} address={address} />
          ))}
          <fieldset className="cf-fields" disabled={readOnly}>
            {shown.map((field) => {
              return (
                <Fragment key={field.name}>
                  <FormField Field={fieldInputs?.[field.name] ?? fieldRegistry[field.kind]} field={field} id={`${formId}-${field.name}`} />
                  {afterField?.[field.name]}
                </Fragment>
              );
            })}
          </fieldset>
          <FormErrorsInWords messages={formErrors} />
          {children}
          {readOnlyAsked === undefined && readOnly ? <p className="status-message">{t('leads.readOnly')}</p> : null}
          {readOnly ? null : <SubmitButtons busy={busy} label={busy ? (submittingLabel ?? t('shell.pleaseWait')) : submitLabel} actions={actions} />}
        </form>
      </FormProvider>
    </FieldWordsContext.Provider>
  );
}

/**
 * One field, drawn again only when its own props or a context it reads change: it reads its value and error
 * from the form itself (useController), while the form redraws on every value (showWhen). So a keystroke, or
 * the city and state a pin code fills in, redraws the fields that changed, not all twenty of a proposal: on a
 * slow phone the whole form's redraw is a task of ~40 ms (decision 0297).
 */
const FormField = memo(function FormField({ Field, field, id }: FieldProps & { Field: ComponentType<FieldProps> }) {
  return <Field field={field} id={id} />;
});

/** The errors that name no field on screen, in the page's words (read inside the form's FieldWordsContext). */
function FormErrorsInWords({ messages }: { messages: readonly string[] }) {
  const fieldError = useFieldError();
  return <FormErrors messages={messages.map((message) => fieldError(message) ?? message)} />;
}

/** The submit button, and beside it the page's other buttons where it has some. */
function SubmitButtons({ busy, label, actions }: { busy: boolean; label: string; actions: ReactNode }) {
  const submit = (
    <button type="submit" className="button" disabled={busy}>
      {label}
    </button>
  );
  return actions ? (
    <div className="form__actions">
      {submit}
      {actions}
    </div>
  ) : (
    submit
  );
}
