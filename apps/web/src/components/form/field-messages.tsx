import type { ReactNode } from 'react';
import type { FieldConfig } from '@portal/domain';
import { errorIdOf, hintIdOf } from './field-props';
import { useFieldError, useFieldText } from './field-text';

/** The hint and the error beside a field, under the ids its input names in aria-describedby. */
export function FieldMessages({ field, id, error }: { field: FieldConfig; id: string; error: string | undefined }) {
  return <HintAndError id={id} hint={field.hint} error={error} />;
}

/** A hint and an error under the ids derived from an input's id (hintIdOf, errorIdOf). */
export function HintAndError({ id, hint, error }: { id: string; hint: string | undefined; error: string | undefined }) {
  const fieldText = useFieldText();
  const fieldError = useFieldError();
  return (
    <>
      {hint ? (
        <p className="cf-hint" id={hintIdOf(id)}>
          {fieldText(hint)}
        </p>
      ) : null}
      {error ? (
        <p className="cf-error" id={errorIdOf(id)}>
          {fieldError(error)}
        </p>
      ) : null}
    </>
  );
}

/** The field's label text, marking mandatory fields for sighted users (aria-required tells the rest). */
export function LabelText({ field }: { field: FieldConfig }) {
  const fieldText = useFieldText();
  return (
    <>
      {fieldText(field.label)}
      {field.mandatory ? (
        <span className="cf-required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
}

/** A field with one input: its label, the input itself (children), then its hint and error. */
export function LabelledField({ field, id, error, children }: { field: FieldConfig; id: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="cf-field">
      <label className="cf-label" htmlFor={id}>
        <LabelText field={field} />
      </label>
      {children}
      <FieldMessages field={field} id={id} error={error} />
    </div>
  );
}
