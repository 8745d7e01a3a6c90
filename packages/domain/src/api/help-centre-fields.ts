import type { FieldConfig } from '../fields/field-config';

// The support request's categories, messages and form fields, without zod: the help centre paints with them
// (decision 0281); help-centre.ts re-exports them beside its schemas.

export const supportCategories = ['LOGIN', 'QUOTE', 'PAYMENT', 'POLICY', 'LOAN', 'OTHER'] as const;
export type SupportCategory = (typeof supportCategories)[number];

export const helpCentreMessages = {
  category: 'Choose what your request is about',
  subject: 'Enter a subject of 5 to 120 characters',
  message: 'Describe the problem in 10 to 2000 characters',
  referenceId: 'Enter the reference id as shown on the proposal or lead',
  sent: 'Your request is sent. We reply within one working day.',
} as const;

const categoryLabels: Record<SupportCategory, string> = {
  LOGIN: 'Signing in',
  QUOTE: 'A quote',
  PAYMENT: 'A payment',
  POLICY: 'A policy',
  LOAN: 'A loan',
  OTHER: 'Something else',
};

/** The support request form as the web's form engine renders it; the API checks it with supportRequestSchema. */
export const supportRequestFields: readonly FieldConfig[] = [
  {
    name: 'category',
    kind: 'select',
    label: 'What is it about?',
    mandatory: true,
    inputType: 'text',
    options: supportCategories.map((value) => ({ value, label: categoryLabels[value] })),
    requiredMessage: helpCentreMessages.category,
  },
  { name: 'subject', kind: 'text', label: 'Subject', mandatory: true, inputType: 'text', maxLength: 120, requiredMessage: helpCentreMessages.subject },
  {
    name: 'message',
    kind: 'text',
    label: 'Describe the problem',
    mandatory: true,
    inputType: 'text',
    maxLength: 2000,
    requiredMessage: helpCentreMessages.message,
  },
  {
    name: 'referenceId',
    kind: 'text',
    label: 'Reference id (optional)',
    mandatory: false,
    inputType: 'text',
    maxLength: 40,
    hint: 'The proposal or lead id, if the problem is about one',
  },
];
