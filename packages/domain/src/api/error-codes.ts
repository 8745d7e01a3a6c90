/** The API's error codes, without zod: a page that names one paints before the error schema (decision 0281). */
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
