/**
 * The template upload form's schema (zod), in a chunk of its own: the form paints from its fields and fetches
 * this with its validation, after the page has painted (decision 0281).
 */
export { templateUploadFormSchema } from '@portal/domain';
