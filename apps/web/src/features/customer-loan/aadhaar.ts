import { aadhaarMessage, isValidAadhaar, normaliseAadhaar } from '@portal/domain';

/**
 * The client's check of an Aadhaar number, the domain's rule (12 digits, not starting 0 or 1, ending in its
 * Verhoeff digit; decision 0084), so a typo is caught before it is sent. The server checks again.
 */
export function checkAadhaar(input: string): string | undefined {
  return isValidAadhaar(input) ? undefined : aadhaarMessage;
}

/** The number as shown once typed: only the last four digits. */
export function maskAadhaar(input: string): string {
  return `XXXX XXXX ${normaliseAadhaar(input).slice(-4)}`;
}
