import { describe, expect, it } from 'vitest';
import { aadhaarMessage } from '@portal/domain';
import { checkAadhaar, maskAadhaar } from './aadhaar';

describe('Aadhaar on the client', () => {
  it.each([
    ['2345 6789 0124', undefined, 'a number ending in its Verhoeff digit, spaced as on the card'],
    ['234567890124', undefined, 'the same unspaced'],
    ['234567890125', aadhaarMessage, 'one check digit off'],
    ['234567890142', aadhaarMessage, 'two digits swapped'],
    ['123456789012', aadhaarMessage, 'starting with 1'],
    ['23456789012', aadhaarMessage, '11 digits'],
    ['23456789012a', aadhaarMessage, 'a letter'],
  ] as const)('%s → %s (%s)', (input, expected, _why) => {
    expect(checkAadhaar(input)).toBe(expected);
  });

  it('shows only the last four digits', () => {
    expect(maskAadhaar('2345 6789 0124')).toBe('XXXX XXXX 0124');
  });
});
