import { describe, expect, it } from 'vitest';
import { namesMatch } from './name-match';

describe('penny-drop name match', () => {
  it.each([
    { expected: 'Asha Verma', returned: 'ASHA VERMA', match: true, why: 'case' },
    { expected: 'Asha Verma', returned: 'MRS. ASHA VERMA', match: true, why: 'a title' },
    { expected: 'Asha Verma', returned: 'VERMA ASHA', match: true, why: 'word order' },
    { expected: 'Asha Kumari Verma', returned: 'ASHA K VERMA', match: true, why: 'an initial' },
    { expected: 'Asha Verma', returned: 'ASHA VARMA', match: true, why: 'one letter off' },
    { expected: 'Asha Verma', returned: 'ASHA', match: true, why: 'the bank keeps the first name only' },
    { expected: 'Asha Verma', returned: 'RAHUL SHARMA', match: false, why: 'another person' },
    { expected: 'Asha Verma', returned: 'ASHA SHARMA', match: false, why: 'another surname' },
    { expected: 'Asha Verma', returned: 'A V', match: false, why: 'initials alone' },
    { expected: 'Asha Verma', returned: '', match: false, why: 'no name' },
  ])('$expected vs $returned: $match ($why)', ({ expected, returned, match }) => {
    expect(namesMatch(expected, returned)).toBe(match);
  });
});
