/**
 * Mandate letters (SPEC §7: fire, marine, workmen's compensation): the customer's signed authorisation for
 * the broker to place the policy with the chosen insurer, required before payment (docs/decisions/0035).
 */
export const mandateStatuses = ['PENDING', 'SIGNED'] as const;
// Which products need a mandate letter: productsWithMandate, derived from the catalogue in
// products/catalogue-index.generated.ts.
export type MandateStatus = (typeof mandateStatuses)[number];

export const mandateMessages = {
  invalidLink: 'This mandate link is not valid',
  expiredLink: 'This mandate link has expired. Ask your advisor for a new one',
  fullName: 'Type your full name as on the proposal',
  consent: 'Tick the box to give your consent',
  declaration: 'Tick the box to confirm the declaration',
  notSigned: 'The customer has not signed the mandate letter yet. Share the mandate link and refresh once it is signed',
} as const;

/**
 * The customer's page of a mandate link (the web route /mandate/:productName?token=…), with `lang` where the
 * customer's language is not English, so the page and every later step open in it (decision 0217).
 */
export const mandatePagePath = (productCode: string, token: string, language?: string) =>
  `/mandate/${encodeURIComponent(productCode)}?token=${encodeURIComponent(token)}${language && language !== 'en-IN' ? `&lang=${encodeURIComponent(language)}` : ''}`;
