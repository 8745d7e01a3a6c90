/** zod and the credit score forms' schemas: one chunk, fetched once, when a form first validates or is idle. */
const loadSchemas = () => import('./credit-score-schemas');

/** The forms' schemas for ConfigForm's `loadSchema`: one function each, so a form builds its validation once. */
export const loadCreditScoreSchema = {
  checkStart: () => loadSchemas().then((schemas) => schemas.creditCheckStartBodySchema),
  loanAmount: () => loadSchemas().then((schemas) => schemas.loanAmountSchema),
};
