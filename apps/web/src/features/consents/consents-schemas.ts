/**
 * The consents page's schema (zod), in a chunk of its own: the form paints from its field and fetches this
 * with its validation, after the page has painted (decision 0281).
 */
export { customerConsentsOtpBodySchema } from '@portal/domain';
