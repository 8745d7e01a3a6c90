import type { FormValues } from '../fields/field-config';
import { ageOn, parseDob } from '../validation/dates';

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
