import type { SanctionLimits } from '@portal/domain';

/** zod and the steps' schemas: one chunk, fetched once, when a step's form first validates or is idle. */
const loadSchemas = () => import('./step-schemas');

/**
 * The loan steps' schemas for ConfigForm's `loadSchema` (decision 0277): each loader is one function for
 * the life of the page, so a form builds its validation once; zod stays off the page's first render.
 */
export const loadStepSchema = {
  consent: () => loadSchemas().then((schemas) => schemas.loanConsentFormSchema),
  empty: () => loadSchemas().then((schemas) => schemas.loanEmptyFormSchema),
  kycDetails: () => loadSchemas().then((schemas) => schemas.kycDetailsFormSchema),
  additionalDetails: () => loadSchemas().then((schemas) => schemas.additionalDetailsFormSchema),
  bankDetails: () => loadSchemas().then((schemas) => schemas.bankDetailsFormSchema),
  pinCode: () => loadSchemas().then((schemas) => schemas.loanPinCodeFormSchema),
};

/** apply/details' schema, which depends on the sanction's range (make it once per range: useMemo). */
export const loadApplyDetailsSchema = (limits: SanctionLimits | null) => () => loadSchemas().then((schemas) => schemas.applyDetailsFormSchema(limits));
