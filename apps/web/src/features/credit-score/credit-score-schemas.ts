import { cloneLeadFromCreditScoreBodySchema } from '@portal/domain';

/**
 * The credit score forms' schemas (zod), in a chunk of their own: the forms paint from their fields and
 * fetch these with their validation, after the page has painted (load-credit-score-schema.ts, decision 0277).
 */
export { creditCheckStartBodySchema } from '@portal/domain';
/** The API's own check of the amount (the check id comes from the report, not from the form). */
export const loanAmountSchema = cloneLeadFromCreditScoreBodySchema.pick({ amount: true });
