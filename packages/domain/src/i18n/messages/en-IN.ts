import { messages } from '../../validation/rule-messages';
import { shell } from './en-in/shell';
import { insurance } from './en-in/insurance';
import { fieldText } from './en-in/field-text';
import { leads } from './en-in/leads';
import { partnerRouteHeaders } from './en-in/route-headers';
import { dashboard, leadStatus, months } from './en-in/dashboard';
import { freeLook } from './en-in/free-look';

/**
 * The English catalogue (en-IN): the one place its words are kept by key. SPEC §5 and §8's messages are
 * `validation`, the very object the rules use, so they stay word for word. hi-IN and mr-IN give the same
 * keys (checked by the type MessageCatalogue). Interpolation is i18next's `{{name}}`; plurals its `_one`
 * and `_other` suffixes (Intl.PluralRules: Hindi and Marathi have the same two forms).
 */
export const enIN = {
  shell,
  insurance,
  fieldText,
  leads,
  dashboard,
  months,
  leadStatus,
  freeLook,
  validation: {
    ...messages,
    /** A date other than the date of birth, named by its label (decision 0062). */
    dateFormat: '{{label}} should be in DD/MM/YYYY format only',
  },
  /** The API's own answers that are not a field's rule (plugins/errors.ts). */
  api: {
    invalidRequest: 'Invalid request',
    invalidValue: 'Invalid value',
    notFound: 'Not found',
    badAddress: 'The address is not valid',
    addressTooLong: 'A value in the address is too long',
    unavailable: 'The service is unavailable for a moment. Please try again shortly.',
    badValue: 'A value in the request is not valid',
    fileTooLarge: 'File is larger than 5 MB',
    internal: 'Something went wrong. Please try again.',
  },
  language: {
    label: 'Language',
  },
  frame: {
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    progress: '{{page}}: progress',
    breadcrumb: 'Breadcrumb',
  },
  /** Route headers by route id; a route without an entry shows its English header from the route table. */
  routes: {
    login: 'Partner Login',
    ...partnerRouteHeaders,
  },
  signIn: {
    mobileLabel: 'Mobile number',
    mobileHint: 'The 10-digit mobile number registered with us.',
    getOtp: 'Get OTP',
    sendingOtp: 'Sending OTP…',
    otpSentTo: 'We sent an OTP to <strong>{{masked}}</strong>.',
    changeNumber: 'Change number',
    otpLabel: 'OTP',
    verify: 'Verify and sign in',
    verifying: 'Verifying…',
    resendIn_one: 'Resend OTP in {{count}} s',
    resendIn_other: 'Resend OTP in {{count}} s',
    resend: 'Resend OTP',
    newOtpSent: 'We sent a new OTP.',
  },
  /** What customers keep: the SMS and email templates of packages/domain/src/api/notifications.ts. */
  notifications: {
    otp: '{{otp}} is your OTP. Do not share it with anyone.',
    otpSubject: 'Your OTP',
    paymentLink: 'Pay for your {{productName}}: {{link}}',
    paymentLinkSubject: 'Payment for your {{productName}}',
    leadLink: 'Continue your {{productName}} application: {{link}}',
    leadLinkShared: '{{partnerName}} has shared your {{productName}} link: {{link}}',
    policyIssued: 'Your {{productName}} policy is issued. Membership id {{membershipId}}.',
    policyIssuedSubject: 'Your {{productName}} policy is issued',
    mandateToSign: 'Please sign the mandate letter for your {{productName}}: {{link}}',
    mandateToSignSubject: 'Sign the mandate letter for your {{productName}}',
  },
  /** The policy certificate (apps/api/src/modules/policies/policy-certificate.ts). */
  policyPdf: {
    documentName: 'Certificate of Insurance',
    title: 'Certificate of insurance {{policyNumber}}',
    policyNumber: 'Policy number',
    referenceId: 'Proposal reference',
    insured: 'Insured',
    plan: 'Plan',
    sumInsured: 'Sum insured',
    premium: 'Premium (incl. GST)',
    premiumInWords: 'Premium in words',
    gst: 'of which GST',
    issuedOn: 'Issued on',
    period: 'Period of insurance',
    periodValue: '{{from}} to {{to}} (both days inclusive)',
    confirms: 'This certificate confirms the cover above, subject to the terms, conditions and exclusions of the policy.',
    keepNumber: 'Keep the policy number for claims and service requests.',
  },
};

/** Every catalogue has English's keys, each a string (plural forms included). */
type Widened<T> = { [K in keyof T]: T[K] extends string ? string : Widened<T[K]> };
export type MessageCatalogue = Widened<typeof enIN>;
