import { z } from 'zod';

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

export const errorCodes = {
  validation: 'VALIDATION',
  /** A request the service cannot read at all: bad JSON, a malformed URL. */
  badRequest: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notAuthorised: 'NOT_AUTHORISED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** A journey step out of order: `step` says where the journey stands. */
  wrongStep: 'WRONG_STEP',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL',
  /** The database cannot be reached for now; the answer carries Retry-After. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
