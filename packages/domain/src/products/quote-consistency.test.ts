import { describe, expect, it } from 'vitest';
import { formatDob } from '../validation/dates';
import { dobMatchesQuotedAge, quotedAgeMessage } from './quote-consistency';

const today = new Date(2026, 10, 22);
const born = (year: number, month: number, day: number) => formatDob(new Date(year, month - 1, day));

describe('the proposer’s date of birth against the quoted age', () => {
  it.each([
    ['30 today', '30', born(1996, 11, 22), {}],
    ['30, birthday tomorrow (still 29)', '30', born(1996, 11, 23), { dob: quotedAgeMessage(30) }],
    ['31 years old', '30', born(1995, 1, 1), { dob: quotedAgeMessage(30) }],
    ['no age on the quote', '', born(1995, 1, 1), {}],
    ['no date of birth', '30', '', {}],
  ])('%s', (_case, age, dob, errors) => {
    expect(dobMatchesQuotedAge({ age }, { dob }, today)).toEqual(errors);
  });
});
