/**
 * The lending forms' schemas (zod), in a chunk of their own: the forms paint from their fields and fetch these
 * with their validation, after the page has painted (load-lending-schema.ts, decision 0281).
 */
export { kfsAcknowledgeBodySchema, lendingConfirmationSchema } from '@portal/domain';
