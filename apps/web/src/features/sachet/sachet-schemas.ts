/**
 * The QR sheet and sachet activation forms' schemas (zod), in a chunk of their own: the forms paint from their
 * fields and fetch these with their validation, after the page has painted (load-sachet-schema.ts, decision 0281).
 */
export { qrContactSchema, qrSheetFormSchema } from '@portal/domain';
