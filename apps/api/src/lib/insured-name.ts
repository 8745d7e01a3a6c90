import type { FormValues } from '@portal/domain';

const text = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The insured's name as a proposal holds it: title, first and last name, or a single full name. */
export function insuredNameOf(values: FormValues): string {
  const parts = [text(values.title), text(values.firstName), text(values.lastName)].filter(Boolean);
  if (text(values.firstName)) return parts.join(' ');
  return text(values.fullName) || text(values.name) || text(values.leadName) || 'Customer';
}
