import type { Language } from '../i18n/languages';
import type { RuleRef } from '../validation/rules';

/**
 * Every kind of field a form can hold. The web's field registry is a Record<FieldKind, Component>,
 * so adding a kind here without a component is a type error.
 */
export const fieldKinds = ['text', 'select', 'radio', 'date', 'amount', 'file', 'checkbox', 'multiselect'] as const;
export type FieldKind = (typeof fieldKinds)[number];

export type InputType = 'text' | 'tel' | 'email' | 'number' | 'date' | 'file' | 'checkbox';

export interface FieldOption {
  value: string;
  label: string;
  /**
   * The language the label is written in, when it is not the page's: a language named in its own script
   * (हिन्दी on an English page) is shown as written and marked with its `lang` (decision 0266).
   */
  lang?: Language;
}

/** Values a form holds: text-like fields are strings; checkbox a boolean; multiselect a list. */
export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

/**
 * One field of a quote or proposal form. Plain JSON: served by the API as fieldConfig and rendered by
 * the web's form registry; `buildFormSchema` turns a list of these into the zod schema both sides run.
 */
export interface FieldConfig {
  name: string;
  kind: FieldKind;
  label: string;
  mandatory: boolean;
  inputType: InputType;
  /** Fixed choices (select, radio, multiselect). */
  options?: readonly FieldOption[];
  /** Choices fetched from this API path (below /api), answering FieldOption[]. */
  optionsFrom?: string;
  /** The §5 rule the non-empty value must pass. */
  rule?: RuleRef;
  /** Message when a mandatory field is empty or a choice is not one of the options. */
  requiredMessage?: string;
  defaultValue?: FieldValue;
  /** Shown but not editable (e.g. SPOUSE in membersToBeCovered). */
  locked?: boolean;
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  /**
   * Only asked (and validated) while another field holds one of these values (a multiselect: includes one),
   * or, with `notEquals`, while a typed answer is given and is none of these (compared ignoring case and
   * surrounding spaces: the Emirates ID only for a traveller whose nationality is not Indian).
   */
  showWhen?: { field: string; equals: readonly string[] } | { field: string; notEquals: readonly string[] };
  /** Accepted upload types, for file fields. */
  accept?: readonly FileFieldType[];
  /**
   * A file field whose chosen file is sent with the form's own multipart request (the template upload,
   * decision 0267): its value is the File itself, checked by the form's schema, instead of a fileId
   * uploaded at once to the file service.
   */
  sentWithForm?: boolean;
  /** A name typed as it is (a path, a bucket): the phone's keyboard neither capitalises nor corrects it. */
  typedAsIs?: boolean;
}

/** The types a file field may take: documents and images; plain text only for a file sent with its form. */
export type FileFieldType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'text/plain';

/** Whether a field is asked, given the form's current values. */
export function isFieldShown(field: FieldConfig, values: Partial<FormValues>): boolean {
  if (!field.showWhen) return true;
  const condition = field.showWhen;
  const current = values[condition.field];
  if ('notEquals' in condition) {
    const typed = typeof current === 'string' ? current.trim().toLowerCase() : '';
    return typed !== '' && !condition.notEquals.some((value) => value.toLowerCase() === typed);
  }
  if (Array.isArray(current)) return current.some((value) => condition.equals.includes(value));
  return typeof current === 'string' && condition.equals.includes(current);
}

/** The message for an empty mandatory field: the spec's where it has one, else "<label> is required". */
export function requiredMessageOf(field: FieldConfig): string {
  return field.requiredMessage ?? `${field.label} is required`;
}
