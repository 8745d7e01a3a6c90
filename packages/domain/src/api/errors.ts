import { z } from 'zod';

export * from './error-codes';

/** The one error shape of the API (DESIGN.md): code, message and, for validation, the spec message per field. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Tries left after a wrong answer (a wrong OTP: 4, 3… 0, then a new OTP is needed). */
    triesLeft: z.number().int().nonnegative().optional(),
    /** WRONG_STEP (409): the journey step to go to (a customer loan journey, decision 0083). */
    step: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
