import type { FieldConfig } from '../fields/field-config';

// "Find a Policy"'s field and pattern, without zod: the page paints with them (decision 0281); policies.ts
// re-exports them beside membershipLookupSchema.

/** Membership ids as issued: MBR and nine digits. */
export const membershipIdPattern = /^MBR\d{9}$/;

/** The same form as the web's form engine renders it, checked with membershipLookupSchema (policies.ts). */
export const membershipLookupFields: readonly FieldConfig[] = [
  { name: 'membershipId', kind: 'text', inputType: 'text', label: 'Membership id', mandatory: false, hint: 'Printed on the policy, e.g. MBR000000123' },
];
