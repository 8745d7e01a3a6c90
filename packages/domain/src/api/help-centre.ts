import { z } from 'zod';
import { helpCentreMessages, supportCategories } from './help-centre-fields';

export * from './help-centre-fields';

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
