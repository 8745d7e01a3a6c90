/** zod and the lending forms' schemas: one chunk, fetched once, when a form first validates or is idle. */
const loadSchemas = () => import('./lending-schemas');

/** The forms' schemas for ConfigForm's `loadSchema`: one function each, so a form builds its validation once. */
export const loadLendingSchema = {
  kfsAcknowledge: () => loadSchemas().then((schemas) => schemas.kfsAcknowledgeBodySchema),
  confirmation: () => loadSchemas().then((schemas) => schemas.lendingConfirmationSchema),
};
