/**
 * Aadhaar numbers (decision 0084): 12 digits, not starting 0 or 1, the last a Verhoeff check digit (UIDAI's
 * scheme). The number is checked, then kept only as a keyed hash and its last four digits.
 */
const d = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const p = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** True when the digits end in their Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  [...digits].reverse().forEach((digit, i) => (c = d[c]![p[i % 8]![Number(digit)]!]!));
  return c === 0;
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): string {
  let c = 0;
  [...digits].reverse().forEach((digit, i) => (c = d[c]![p[(i + 1) % 8]![Number(digit)]!]!));
  return String(inv[c]);
}

export const aadhaarMessage = 'Enter valid Aadhaar number';
/** Spaces as printed on the card (1234 5678 9012) are allowed and dropped. */
export const normaliseAadhaar = (value: string) => value.replace(/\s+/g, '');
export const isValidAadhaar = (value: string) => {
  const digits = normaliseAadhaar(value);
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
};
