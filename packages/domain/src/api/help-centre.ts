import { z } from 'zod';
import type { FieldConfig } from '../fields/field-config';

export const supportCategories = ['LOGIN', 'QUOTE', 'PAYMENT', 'POLICY', 'LOAN', 'OTHER'] as const;
export type SupportCategory = (typeof supportCategories)[number];

export const helpCentreMessages = {
  category: 'Choose what your request is about',
  subject: 'Enter a subject of 5 to 120 characters',
  message: 'Describe the problem in 10 to 2000 characters',
  referenceId: 'Enter the reference id as shown on the proposal or lead',
  sent: 'Your request is sent. We reply within one working day.',
} as const;

export const helpArticleSchema = z.object({ slug: z.string(), title: z.string(), body: z.array(z.string()) });
export type HelpArticleView = z.infer<typeof helpArticleSchema>;
export const helpSearchQuerySchema = z.object({ q: z.string().max(200).default('') });
export const helpArticleParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** POST /api/helpcentre/v1/support-requests: the partner's request to his tenant's support desk. */
export const supportRequestSchema = z.object({
  category: z.enum(supportCategories, { message: helpCentreMessages.category }),
  subject: z
    .string({ message: helpCentreMessages.subject })
    .trim()
    .min(5, { message: helpCentreMessages.subject })
    .max(120, { message: helpCentreMessages.subject }),
  message: z
    .string({ message: helpCentreMessages.message })
    .trim()
    .min(10, { message: helpCentreMessages.message })
    .max(2000, { message: helpCentreMessages.message }),
  referenceId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{0,40}$/, { message: helpCentreMessages.referenceId })
    .optional()
    .transform((value) => value || undefined),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;

export const supportRequestViewSchema = z.object({
  requestId: z.string(),
  category: z.enum(supportCategories),
  subject: z.string(),
  status: z.enum(['OPEN', 'ANSWERED', 'CLOSED']),
  referenceId: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportRequestView = z.infer<typeof supportRequestViewSchema>;

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
