/**
 * The loan steps' form schemas (zod), in a chunk of their own: a step paints from its fields alone and its
 * form fetches these with its validation, after the page has painted (load-step-schema.ts, decision 0277).
 */
export {
  additionalDetailsFormSchema,
  applyDetailsFormSchema,
  bankDetailsFormSchema,
  kycDetailsFormSchema,
  loanConsentFormSchema,
  loanEmptyFormSchema,
  loanPinCodeFormSchema,
} from '@portal/domain';
