import { enIN } from './messages/en-IN';
import { loanErrorRef } from './loan-word-refs';

/** A message of the catalogue by its key, with the values it interpolates. */
export interface MessageRef {
  key: string;
  values?: Record<string, string>;
}

/**
 * The rules and the API speak English, SPEC's words (one validation, both sides). To answer in another
 * language, an English message is found again by its words: `validation.*`, `api.*`, `creditScoreErrors.*`,
 * and the mandate's, KYC's and shared quote's answers (`mandateErrors.*`, `kycErrors.*`, `sharedQuoteErrors.*`)
 * of the English catalogue, and the dates named by their label. A message of no key (a module's own wording
 * not yet in the catalogue) has no ref and stays English.
 */
const keyOfEnglish = new Map<string, string>(
  (['validation', 'api', 'creditScoreErrors', 'mandateErrors', 'kycErrors', 'sharedQuoteErrors'] as const).flatMap((namespace) =>
    Object.entries(enIN[namespace])
      .filter(([, text]) => !text.includes('{{'))
      .map(([key, text]) => [text, `${namespace}.${key}`] as const),
  ),
);
const NAMED_DATE_FORMAT = /^(.+) should be in DD\/MM\/YYYY format only$/;

export function messageRefOfEnglish(text: string): MessageRef | undefined {
  const key = keyOfEnglish.get(text);
  if (key) return { key };
  const label = NAMED_DATE_FORMAT.exec(text)?.[1];
  if (label) return { key: 'validation.dateFormat', values: { label } };
  // The loan journey's answers (customerLoanMessages, the Aadhaar rule, the sanction's limits with their values).
  return loanErrorRef(text);
}
