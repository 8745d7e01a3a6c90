/** The kinds of OTP: constants only, no zod (the schemas that use them are in ./auth). */
export const otpChannels = ['SMS', 'EMAIL'] as const;
/** Named OTP templates; each is one purpose a challenge can serve. */
export const otpTemplates = ['PARTNER_LOGIN'] as const;
export type OtpTemplate = (typeof otpTemplates)[number];
/** Length of a partner-login OTP. */
export const OTP_LENGTH = 6;

/**
 * What an OTP proves, stored on its challenge and counted apart in the send limits (decision 0081): a
 * partner's sign-in, a customer's consent to share details with lenders (and the customer's own sign-in
 * to a loan journey), a credit-bureau check, a sachet cover's activation by QR code, and a customer's own
 * access to their consents (to see them and withdraw one, decision 0152) and to a sachet policy after activation.
 */
export const otpPurposes = ['partner-login', 'customer-consent', 'credit-check', 'sachet-activation', 'customer-consents'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];
/** Digits of each purpose's OTP: SPEC §5 'For the sachet flow exactly 4 digits'; every other OTP has 6. */
export const otpLengths: Record<OtpPurpose, number> = {
  'partner-login': OTP_LENGTH,
  'customer-consent': OTP_LENGTH,
  'credit-check': OTP_LENGTH,
  'sachet-activation': 4,
  'customer-consents': OTP_LENGTH,
};
