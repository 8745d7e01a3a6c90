import type { z } from 'zod';
import type { FieldConfig, FieldOption, FormValues } from '../fields/field-config';
import { plainOptions } from '../fields/options';
import { ageOn, parseDob } from '../validation/dates';
import { messages } from '../validation/rule-messages';

/**
 * Insured family members as flattened fields (spouseName, child1Dob…), each set shown while a
 * multiselect of the same form holds its member (showWhen over a list). Forms are validated alone, so
 * the members, their ages and whatever the age limits depend on (wellness's provider) share one form.
 */
export function memberFields(p: {
  prefix: string;
  label: string;
  shownBy: { field: string; value: string };
  /** The dob's rule; omitted: the format only, the age checked by the form's refine. */
  dobRule?: FieldConfig['rule'];
  relationships?: readonly string[];
}): FieldConfig[] {
  const showWhen = { field: p.shownBy.field, equals: [p.shownBy.value] };
  const fields: FieldConfig[] = [
    {
      name: `${p.prefix}Name`,
      kind: 'text',
      inputType: 'text',
      label: `${p.label} Name`,
      mandatory: true,
      rule: { name: 'personName' },
      requiredMessage: messages.nameRequired,
      maxLength: 60,
      showWhen,
    },
    {
      name: `${p.prefix}Dob`,
      kind: 'date',
      inputType: 'text',
      label: `${p.label} Date of Birth`,
      mandatory: true,
      rule: p.dobRule ?? { name: 'dob' },
      placeholder: 'DD/MM/YYYY',
      maxLength: 10,
      showWhen,
    },
  ];
  if (p.relationships) {
    fields.push({
      name: `${p.prefix}Relationship`,
      kind: 'radio',
      inputType: 'text',
      label: `${p.label} Relationship`,
      mandatory: true,
      options: relationshipOptions(p.relationships),
      requiredMessage: messages.chooseOption,
      showWhen,
    });
  }
  return fields;
}

const capitalised = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

export function relationshipOptions(values: readonly string[]): FieldOption[] {
  return values.map((value) => ({ value, label: capitalised(value) }));
}

/** Choices such as YES/NO shown as "Yes"/"No". */
export function capitalisedOptions(values: readonly string[]): FieldOption[] {
  return plainOptions(values).map((o) => ({ ...o, label: capitalised(o.label).replaceAll('_', ' ') }));
}

/** A parsed dd/mm/yyyy value of the form, or undefined when absent (a failed or hidden field). */
export function dateValue(values: FormValues, name: string): Date | undefined {
  const value = values[name];
  return typeof value === 'string' ? (parseDob(value) ?? undefined) : undefined;
}

/** SPEC §5: a child older than 1 day and up to 18 years (whole years, bounds included as in "18 to 65"). */
export function isChildAge(dob: Date, today: Date): boolean {
  return dob.getTime() < today.getTime() && ageOn(dob, today) <= 18;
}

/** Adds the message at `name` when the field holds a date that fails `isValid` (nothing when absent). */
export function checkDate(values: FormValues, name: string, isValid: (date: Date) => boolean, message: string, ctx: z.RefinementCtx): void {
  const date = dateValue(values, name);
  if (date && !isValid(date)) ctx.addIssue({ code: 'custom', message, path: [name] });
}

export const addDays = (date: Date, days: number): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Calendar days from `from` to `to` (local midnights; a DST shift does not change the count). */
export const daysBetween = (from: Date, to: Date): number => Math.round((to.getTime() - from.getTime()) / 86_400_000);

export const yearsBefore = (today: Date, years: number, days = 0): Date => new Date(today.getFullYear() - years, today.getMonth(), today.getDate() - days);

/** The chosen values of a multiselect field, [] when absent. */
export function chosen(values: FormValues, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value : [];
}
