import { consentItemWords } from './consent-notice';

/**
 * A customer's own consents and withdrawals (features/consents, decision 0155). `item` words each data item
 * as the notices do: both read consentItemWords, which consent-notices.ts also uses (a plain data file, so
 * the language's chunk carries no product catalogue).
 */
export const consents = {
  intro: 'See every consent you have given for your mobile number, and withdraw one you no longer want. We send an OTP to your mobile to check it is yours.',
  mobile: 'Your mobile number',
  mobileHint: 'The number on which you gave your consent',
  sendOtp: 'Send OTP',
  sendOtpAgain: 'Send the OTP again',
  sendingOtp: 'Sending OTP…',
  otpSent: 'We sent an OTP to your mobile ending {{mobileEnding}}. Type it here to see your consents.',
  otp: 'OTP',
  otpHint: '{{length}} digits',
  seeConsents: 'See my consents',
  checking: 'Checking…',
  loading: 'Loading your consents…',
  heading: 'Consents of your mobile ending {{mobileEnding}}',
  none: 'We hold no consent for your mobile number.',
  inForce: 'In force',
  withdrawnBadge: 'Withdrawn',
  product: 'For',
  askedBy: 'Asked by',
  sharedWith: 'Who receives your details',
  items: 'Your details shared',
  given: 'Given on',
  how: 'How you gave it',
  channel: { SMS_OTP: 'With the OTP sent to your mobile', LINK: 'On the link sent to you' },
  withdrawnOn: 'Withdrawn on',
  notice: 'The notice you agreed to, as shown to you on {{date}}',
  noticeCurrent: 'These are still the words of the notice today.',
  noticeChanged: 'The notice’s words have changed since; these are the words you agreed to.',
  noticeMissing: 'The words of this notice were not kept, only when and how you gave it.',
  withdraw: 'Withdraw this consent',
  withdrawing: 'Withdrawing…',
  withdrawDone: 'Withdrawn on {{date}}. Your details are no longer used or shared for this.',
  whatWithdrawing:
    'You can withdraw a consent at any time, as easily as you gave it (Digital Personal Data Protection Act, 2023, section 6). What was done before you withdrew stays as it is; nothing more is done with your details for that purpose.',
  purpose: {
    'loan-offers': 'Share your details with lenders to get loan offers',
    'lamf-folio-fetch': 'Fetch your mutual fund folios and share them with lenders for a loan against them',
    'credit-report': 'Fetch your credit report from a credit bureau',
    'fd-booking': 'Book a fixed deposit with a bank',
  },
  item: { ...consentItemWords, folios: 'mutual fund folios and their value' },
  link: 'See or withdraw your consents',
};
