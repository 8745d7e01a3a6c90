import { z } from 'zod';
import { buildRule, dateFormatMessageOf } from '../validation/rules';
import { isFieldShown, requiredMessageOf, type FieldConfig, type FormValues } from './field-config';

const toText = (value: unknown): unknown => (value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value);

/** The zod schema of one field, ignoring whether it is shown (see buildFormSchema). */
export function buildFieldSchema(field: FieldConfig): z.ZodType<FormValues[string]> {
  const required = requiredMessageOf(field);
  if (field.kind === 'checkbox') {
    const box = z.preprocess((v) => v ?? false, z.boolean({ message: required }));
    return field.mandatory ? box.refine((v) => v, { message: required }) : box;
  }
  if (field.kind === 'multiselect') {
    const allowed = new Set((field.options ?? []).map((o) => o.value));
    // A locked choice (SPOUSE among the members covered) is part of the value even when a client omits it.
    const lockedValues = field.locked && Array.isArray(field.defaultValue) ? field.defaultValue : [];
    return z.preprocess(
      (v) => (Array.isArray(v) ? [...lockedValues.filter((locked) => !v.includes(locked)), ...v] : (v ?? [...lockedValues])),
      z
        .array(z.string(), { message: required })
        .refine((list) => list.every((v) => allowed.has(v)), { message: required })
        .refine((list) => !field.mandatory || list.length > 0, { message: required }),
    );
  }
  // A date's format message names the date (a date of birth keeps the spec's DOB message).
  const rule = field.rule ? buildRule(field.rule, field.kind === 'date' ? { formatMessage: dateFormatMessageOf(field.label) } : {}) : undefined;
  const allowed = field.options ? new Set(field.options.map((o) => o.value)) : undefined;
  return z.preprocess(
    toText,
    z
      .string({ message: required })
      .trim()
      .superRefine((value, ctx) => {
        if (value === '') {
          if (field.mandatory) ctx.addIssue({ code: 'custom', message: required });
          return;
        }
        if (allowed && !allowed.has(value)) return void ctx.addIssue({ code: 'custom', message: required });
        if (field.maxLength !== undefined && value.length > field.maxLength && !rule) {
          return void ctx.addIssue({ code: 'custom', message: `${field.label} is too long` });
        }
        const result = rule?.safeParse(value);
        if (result && !result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? required });
      }),
  );
}

/** Cross-field checks over a form's parsed values (e.g. a plan-dependent option), as a form declares them. */
export type FormRefine = (values: FormValues, ctx: z.RefinementCtx) => void;

/**
 * The schema of a whole form: each shown field with its rule; hidden fields (showWhen not met) are
 * dropped from the output and not checked. Unknown keys are stripped.
 *
 * `refine` runs over the values that passed their own field checks, even when other fields failed,
 * so the partner sees every error at once; a field keeps only its first message. A refine must
 * therefore treat a missing value as "not known yet" and skip.
 */
export function buildFormSchema(fields: readonly FieldConfig[], refine?: FormRefine): z.ZodType<FormValues> {
  // Built once per form schema, not on every parse: building a zod schema costs ~100 times parsing with it.
  const fieldSchemas = new Map(fields.map((field) => [field, buildFieldSchema(field)]));
  return z.preprocess(
    (input) => (typeof input === 'object' && input !== null ? input : {}),
    z.record(z.string(), z.unknown()).transform((raw, ctx): FormValues => {
      const out: FormValues = {};
      const failed = new Set<string>();
      for (const field of fields) {
        if (!isFieldShown(field, raw as Partial<FormValues>)) continue;
        const result = fieldSchemas.get(field)!.safeParse(raw[field.name]);
        if (result.success) out[field.name] = result.data;
        else {
          failed.add(field.name);
          for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [field.name] });
        }
      }
      if (refine) {
        const addIssue: z.RefinementCtx['addIssue'] = (issue) => {
          const custom: { message?: string; path?: PropertyKey[] } = typeof issue === 'string' ? { message: issue } : issue;
          const key = custom.path?.[0];
          if (typeof key === 'string' && failed.has(key)) return;
          if (typeof key === 'string') failed.add(key);
          ctx.addIssue({ code: 'custom', message: custom.message ?? 'Invalid value', path: custom.path ?? [] });
        };
        refine(out, { ...ctx, value: out, addIssue } as z.RefinementCtx);
      }
      return out;
    }),
  );
}

/** First message per field, as the API's `error.fields` and the form's errors show it. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
