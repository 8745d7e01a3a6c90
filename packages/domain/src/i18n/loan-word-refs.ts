import type { MessageRef } from './message-keys';
import { kfsWords, loanErrors } from './messages/en-in/loan-words';
import { declineReasons } from './messages/en-in/decline-reasons';
import { loanPublic } from './messages/en-in/misc-pages';

/*
 * The loan's English that arrives as data (an answer's message, a lender's fee or charge), found again by its
 * words with its values, so a page or document says it in its language. Only the English patterns of these
 * two namespaces are loaded, never a whole catalogue (decision 0210: only the active language's messages).
 */

type Matcher = { key: string; pattern: RegExp };

/** An entry's English as a pattern: its words exact, each `{{value}}` any text (the same text where it comes twice). */
function matcherOf(key: string, template: string): Matcher {
  const seen = new Set<string>();
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return `(?<${name}>.+?)`;
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`) };
}

const matchersOf = (namespace: string, entries: Record<string, string>): Matcher[] =>
  Object.entries(entries).map(([key, text]) => matcherOf(`${namespace}.${key}`, text));

function refByMatchers(matchers: readonly Matcher[], text: string): MessageRef | undefined {
  for (const { key, pattern } of matchers) {
    const found = pattern.exec(text);
    if (found) return found.groups ? { key, values: { ...found.groups } } : { key };
  }
  return undefined;
}

const loanErrorMatchers = matchersOf('loanErrors', loanErrors);
const kfsWordMatchers = matchersOf('kfsWords', kfsWords);

/** A message of the loan journey's answers (customerLoanMessages, the Aadhaar rule, the sanction's limits). */
export function loanErrorRef(text: string): MessageRef | undefined {
  return refByMatchers(loanErrorMatchers, text);
}

/**
 * A Key Facts Statement's word from the lenders' data (a fee, a charge, whom it is paid to), found by its
 * English with its values: `Processing fee (2 %)` → `kfsWords.processingFee` with `{ percent: '2' }`.
 */
export function kfsWordRef(text: string): MessageRef | undefined {
  return refByMatchers(kfsWordMatchers, text);
}

const declineMatchers = matchersOf('lendingOffers.decline', declineReasons);

/**
 * A sandbox lender's decline reason, found by its stored English with its values: `Lends at least ₹50,000`
 * → `lendingOffers.decline.minAmount` with `{ amount: '₹50,000' }` (decision 0266); a lender's own words,
 * which no template matches, are undefined and stay as sent.
 */
export function declineReasonRef(text: string): MessageRef | undefined {
  return refByMatchers(declineMatchers, text);
}

const publicStepKeys = new Map(Object.entries(loanPublic.step).map(([key, text]) => [text as string, `loanPublic.step.${key}`]));

/**
 * A step of a loan product's public page (its lending profile's publicSteps, sent as English by the API), by
 * the key that says it in the page's language: `Enter your loan details` → `loanPublic.step.enterLoanDetails`.
 */
export function publicStepKey(text: string): string | undefined {
  return publicStepKeys.get(text);
}
