import { describe, expect, it } from 'vitest';
import { isValidAadhaar, verhoeffCheckDigit, verhoeffValid } from './aadhaar';

describe('Aadhaar by its Verhoeff digit', () => {
  it.each([
    // The published Verhoeff example: 236 → check digit 3.
    { digits: '236', check: '3' },
    { digits: '12345', check: '1' },
    { digits: '14205473828', check: '2' },
  ])('$digits gets the check digit $check', ({ digits, check }) => {
    expect(verhoeffCheckDigit(digits)).toBe(check);
    expect(verhoeffValid(digits + check)).toBe(true);
  });

  it.each([
    { aadhaar: '234567890124', valid: true, why: 'its check digit fits' },
    { aadhaar: '2345 6789 0124', valid: true, why: 'spaces as printed on the card' },
    { aadhaar: '234567890125', valid: false, why: 'one digit off' },
    { aadhaar: '234567890142', valid: false, why: 'two digits swapped' },
    { aadhaar: '134567890128', valid: false, why: 'it starts with 1' },
    { aadhaar: '23456789012', valid: false, why: 'eleven digits' },
    { aadhaar: '23456789012a', valid: false, why: 'a letter' },
  ])('$aadhaar is valid: $valid ($why)', ({ aadhaar, valid }) => {
    expect(isValidAadhaar(aadhaar)).toBe(valid);
  });

  it('every single-digit error and every adjacent swap of a valid number is caught', () => {
    const valid = '23456789012' + verhoeffCheckDigit('23456789012');
    expect(isValidAadhaar(valid)).toBe(true);
    for (let i = 0; i < 12; i++) {
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === valid[i]) continue;
        expect(verhoeffValid(valid.slice(0, i) + digit + valid.slice(i + 1))).toBe(false);
      }
      if (i < 11 && valid[i] !== valid[i + 1]) expect(verhoeffValid(valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2))).toBe(false);
    }
  });
});
