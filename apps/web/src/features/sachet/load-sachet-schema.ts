/** zod and the QR forms' schemas: one chunk, fetched once, when a form first validates or is idle. */
const loadSchemas = () => import('./sachet-schemas');

/** The forms' schemas for ConfigForm's `loadSchema`: one function each, so a form builds its validation once. */
export const loadSachetSchema = {
  qrSheet: () => loadSchemas().then((schemas) => schemas.qrSheetFormSchema),
  contact: () => loadSchemas().then((schemas) => schemas.qrContactSchema),
};
