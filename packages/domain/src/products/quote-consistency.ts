import type { FormValues } from '../fields/field-config';
import { ageOn, parseDob } from '../validation/dates';
import { messages } from '../validation/rule-messages';

/** Field → message, as the API's `error.fields` answers them. */
export type FieldErrors = Record<string, string>;

/** The proposer's date of birth gives another age than the quote was priced at. */
export const quotedAgeMessage = (age: number) => `Date of birth does not match the age quoted (${age} years). Get a new quote with the right age.`;

/**
 * A proposal checked against the quote it accepts, for products priced by an `age` answer on the quote
 * and a date of birth on the proposal: the premium was priced for the quoted age, so the proposer's
 * date of birth must give that age today (else a partner could quote a 30-year-old and insure a 59-year-old).
 */
export function dobMatchesQuotedAge(quote: FormValues, proposal: FormValues, today: Date): FieldErrors {
  const dob = typeof proposal.dob === 'string' ? parseDob(proposal.dob) : null;
  if (typeof quote.age !== 'string' || !/^\d+$/.test(quote.age) || !dob) return {};
  const quotedAge = Number(quote.age);
  return ageOn(dob, today) === quotedAge ? {} : { dob: quotedAgeMessage(quotedAge) };
}

/** Proposal field → the quote field whose answer it repeats (SaleDefinition.proposalAnswersFromQuote). */
export type QuoteAnswerMap = Readonly<Record<string, string>>;

/**
 * The quote's answers a proposal repeats, as the proposal's values: the proposal form starts from them
 * and shows them locked, because the quote was priced for them (decision 0064).
 */
export function carriedQuoteAnswers(answers: QuoteAnswerMap | undefined, quote: FormValues | undefined): FormValues {
  if (!answers || !quote) return {};
  return Object.fromEntries(
    Object.entries(answers).flatMap(([proposalField, quoteField]) => (quote[quoteField] === undefined ? [] : [[proposalField, quote[quoteField]]])),
  );
}

/** A proposal whose repeated quote answer differs from the quote: one field message each ("change it on the quote"). */
export function changedQuoteAnswers(answers: QuoteAnswerMap | undefined, quote: FormValues, proposal: FormValues): FieldErrors {
  const carried = carriedQuoteAnswers(answers, quote);
  return Object.fromEntries(
    Object.entries(carried).flatMap(([field, value]) => (String(proposal[field] ?? '') === String(value) ? [] : [[field, messages.changedQuoteAnswer]])),
  );
}
