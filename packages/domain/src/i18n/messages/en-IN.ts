import { messages } from '../../validation/rule-messages';
import { shell } from './en-in/shell';
import { insurance } from './en-in/insurance';
import { fieldText } from './en-in/field-text';
import { leads } from './en-in/leads';
import { partnerRouteHeaders } from './en-in/route-headers';
import { lendingRouteHeaders } from './en-in/lending-route-headers';
import { dashboard, leadStatus, months } from './en-in/dashboard';
import { freeLook } from './en-in/free-look';
import { consents } from './en-in/consents';
import { leadDetails, leadNote, newLead } from './en-in/lead-details';
import { personalAccident } from './en-in/personal-accident';
import { helpCentre } from './en-in/help-centre';
import { lending } from './en-in/lending';
import { life } from './en-in/life';
import { admin } from './en-in/admin';
import { consentNotice } from './en-in/consent-notice';
import { creditScore, creditScoreRouteHeaders } from './en-in/credit-score';
import { creditReportPdf, creditScoreErrors, partnerCreditScore, partnerCreditScoreRouteHeaders } from './en-in/partner-credit-score';
import { customerLoan, customerLoanRouteHeaders, kfsPdf } from './en-in/customer-loan';
import { kfsWords, loanErrors } from './en-in/loan-words';
import { consolePages } from './en-in/console';
import { lifeCover } from './en-in/life-cover';
import { lendingOffers } from './en-in/lending-offers';
import { qrSheets } from './en-in/qr-sheets';
import { kycErrors, mandate, mandateErrors, sharedQuoteErrors } from './en-in/mandate';
import { productLanding } from './en-in/product-landing';
import { connection, loanPublic, optionGroups, partnerPayment, productAuthorisation } from './en-in/misc-pages';

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
  consents,
  leadDetails,
  leadNote,
  newLead,
  personalAccident,
  helpCentre,
  lending,
  life,
  admin,
  customerLoan,
  creditScore,
  partnerCreditScore,
  creditScoreErrors,
  creditReportPdf,
  loanErrors,
  kfsWords,
  kfsPdf,
  consentNotice,
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
    onlySharedLinkHasChannel: 'Only a shared link has a channel',
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
    'customer-consents': 'Your consents',
    ...lendingRouteHeaders,
    ...customerLoanRouteHeaders,
    ...creditScoreRouteHeaders,
    ...partnerCreditScoreRouteHeaders,
  },
  signIn: {
    mobileLabel: 'Mobile number',
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
  /**
   * What customers keep: the SMS and email templates of packages/domain/src/api/notifications.ts, in the
   * customer's language (decision 0216). Each language's SMS is registered on DLT as a template of its own.
   */
  notifications: {
    otp: '{{otp}} is your OTP. Do not share it with anyone.',
    otpSubject: 'Your OTP',
    signInOtp: '{{otp}} is your OTP to sign in to the partner portal. It is valid for {{minutes}} minutes. Do not share it with anyone.',
    signInOtpSubject: 'Your sign-in OTP',
    paymentLink: 'Pay {{amount}} for your {{productName}} (proposal {{referenceId}}) here: {{link}}',
    paymentLinkSubject: 'Payment for your {{productName}}',
    leadLinkShared: '{{partnerName}} has shared your {{productName}} link: {{link}}',
    policyIssued: 'Your {{productName}} policy is issued. Membership id {{membershipId}}.',
    policyIssuedSubject: 'Your {{productName}} policy is issued',
    mandateToSign: 'Please sign the mandate letter for your {{productName}}: {{link}}',
    mandateToSignSubject: 'Sign the mandate letter for your {{productName}}',
    sachetPolicy: 'Your {{brandName}} {{productName}} cover of {{sumInsured}} is active. Policy number {{policyNumber}}. See or download your policy: {{link}}',
    newsletterWelcome: 'You subscribed to the {{brandName}} newsletter. To stop it, use the unsubscribe link in any issue.',
    newsletterWelcomeSubject: 'Welcome to the {{brandName}} newsletter',
    paymentReminder: 'Dear {{customerName}}, your {{productName}} payment is pending. Pay here: {{link}} - {{partnerName}}',
    paymentReminderEmail: 'Dear {{customerName}},\n\nYour {{productName}} payment is pending. Pay here: {{link}}\n\n{{partnerName}}',
    paymentReminderSubject: 'Your {{productName}} payment is pending',
    quoteFollowUp: 'Dear {{customerName}}, your {{productName}} quote is ready. {{partnerName}} will call you to complete it.',
    quoteFollowUpEmail: 'Dear {{customerName}},\n\nYour {{productName}} quote is ready. I will call you to complete it.\n\n{{partnerName}}',
    quoteFollowUpSubject: 'Your {{productName}} quote is ready',
    documentRequest: 'Dear {{customerName}}, please share your {{documentName}} for your {{productName}} with {{partnerName}}.',
    documentRequestEmail: 'Dear {{customerName}},\n\nPlease share your {{documentName}} for your {{productName}}.\n\n{{partnerName}}',
    documentRequestSubject: '{{documentName}} needed for your {{productName}}',
  },
  /** The policy certificate (apps/api/src/documents/policy-certificate.ts; its contents: decision 0172). */
  policyPdf: {
    documentName: 'Certificate of Insurance',
    title: 'Certificate of insurance {{policyNumber}}',
    insurer: 'Insurer',
    policyNumber: 'Policy number',
    membershipId: 'Membership id',
    insured: 'Insured',
    nominee: 'Nominee',
    plan: 'Plan',
    period: 'Period of insurance',
    periodValue: '{{from}} to {{to}} (both days inclusive)',
    premium: 'Premium (incl. GST)',
    premiumValue: '{{total}}, of which GST {{gst}}',
    premiumInWords: 'Premium in words',
    issuedOn: 'Issued on',
    referenceId: 'Proposal reference',
    covers: 'Covers and sums insured',
    freeLook: 'Free-look period',
    freeLookDays:
      '{{days}} days from receiving this policy, until {{lastDay}}: return it for a refund of the premium less the cover for the days it ran and the stamp duty.',
    noFreeLook: 'None: this general insurance policy is cancelled under its own terms.',
    claim: 'To make a claim',
    claimHow:
      'Call {{insurer}} on {{phone}} (toll-free) or write to {{email}}, quoting the policy number {{policyNumber}} or the membership id {{membershipId}}.',
    confirms: 'This certificate confirms the cover above, subject to the terms, conditions and exclusions of the policy.',
    /** What a cover pays (CoverAmount's `pays`); amounts written as formatRupees writes them. */
    coverAmount: {
      sumInsured: '{{amount}}',
      upTo: 'Up to {{amount}}',
      upToShare: "Up to {{amount}}, the share the policy's table gives the disability",
      upToAYear: 'Up to {{amount}} a year',
      perWeek: '{{amount}} a week, for up to {{weeks}} weeks',
      asInSchedule: 'As in the policy schedule',
    },
  },
  /** The product brochure PDF (apps/api/src/lib/brochure-pdf.ts): its fixed words; the product's copy is the product's. */
  brochurePdf: {
    plans: 'Plans',
    planFrom: '{{plan}}: from {{price}} a year',
    faqs: 'Frequently asked questions',
    soldBy: 'Sold by {{seller}}. Questions: {{email}}, {{phone}}, toll-free {{tollFree}}.',
    groupPolicyTerms: 'Cover is subject to the terms, conditions and exclusions of the group policy.',
    /** A life plan's brochure (apps/api/src/modules/life/life-brochure.ts); the plan's own lists are the plan file's. */
    life: {
      title: '{{name}} (UIN {{uin}})',
      productName: '{{insurer}}: {{type}}',
      summary: '{{name}} is a {{type}} plan of {{insurer}} (claims settled last year: {{ratio}} %). The premium shown is for: {{sample}}, before GST.',
      whoCanBuy: 'Who can buy it?',
      whoCanBuyAnswer:
        'Entry age {{minAge}} to {{maxAge}} years; age at maturity up to {{maxMaturityAge}} years; policy term {{minTerm}} to {{maxTerm}} years; sum assured {{minSumAssured}} to {{maxSumAssured}}, in multiples of {{sumAssuredStep}}.',
      howPaid: 'How can premiums be paid?',
      paymentTerm: {
        regular: 'Regular pay (every year of the term)',
        single: 'Single premium',
        limited: 'Limited pay, {{years}} years',
      },
      medical: 'Is a medical examination needed?',
      medicalAbove: 'Needed for a sum assured above {{amount}}.',
      medicalNone: 'None: a POS plan is issued without a medical examination.',
      riders: 'Which riders can be added?',
      noRiders: 'None.',
      exclusions: 'What is not covered?',
      returned: 'Can the policy be returned?',
      returnedAnswer:
        'Yes: within {{days}} days of receiving it (free-look period), for a refund of the premium less stamp duty, medical costs and cover for the days on risk.',
      footnote:
        'Insurance is the subject matter of solicitation. Read the sales brochure and the policy terms carefully before concluding a sale. Sandbox plan: figures are illustrative.',
    },
  },
  /** The payment status page of whoever paid through a payment link (features/payments/customer-payment-status.tsx). */
  customerPayment: {
    successHeading: 'Payment received — your policy is ready',
    successNext: 'Download your policy below and keep it safe: it is your proof of cover.',
    failureHeading: 'Your payment did not go through',
    failureNext:
      'Your bank declined it or it was cancelled, so no money was taken and no policy was issued. Try again below, with another card or account if you like.',
    miscHeading: 'We are waiting for your bank to confirm your payment',
    miscNext: 'This can take a few minutes. Please do not pay again: check again shortly, and your policy follows once your bank answers.',
    pendingHeading: 'Payment received — your policy is being issued',
    pendingNext: 'Check again in a minute to download it.',
    bankSaid: 'Your bank said: {{reason}}.',
    cover: 'Cover',
    reference: 'Reference',
    amount: 'Amount',
    policyNumber: 'Policy number',
    membershipId: 'Membership ID',
    checking: 'Checking your payment…',
    couldNotCheck: 'We could not check your payment.',
    download: 'Download your policy',
    opening: 'Opening your payment page…',
    tryAgain: 'Try the payment again',
    checkingAgain: 'Checking…',
    checkAgain: 'Check again',
    questions: 'Questions about your cover? Contact {{brandName}}, who sent you the payment link.',
  },
  /** The sachet cover's customer pages (features/sachet: activation by QR, the policy seen again). */
  sachet: {
    linkIncomplete: 'This QR code link is not complete. Please scan the QR code again.',
    policyLinkIncomplete: 'This link is not complete. Open the link in your SMS again, or scan the QR code on your card.',
    checkingCode: 'Checking your QR code…',
    codeNotChecked: 'Your QR code could not be checked.',
    offer: '{{sumInsured}} of life cover for one year, already paid for by your {{brandName}} partner. No medical check-up.',
    alreadyActivated: 'This QR code has already been activated',
    contactHeading: '1. Your contact details',
    mobile: 'Mobile number',
    email: 'Email',
    sendOtp: 'Send OTP',
    sendOtpAgain: 'Send OTP again',
    verifyHeading: '2. Verify and activate',
    otpSent: 'We have sent a 4-digit OTP to your mobile.',
    otp: 'OTP',
    activationCode: 'Activation code',
    activationCodeHint: 'Printed beside the QR code, for example {{example}}',
    activate: 'Activate cover',
    activeHeading: 'Your cover is active',
    active: '{{productName}} of {{sumInsured}} is active. Keep your policy number: the insurer asks for it on a claim.',
    policyNumber: 'Policy number',
    membershipId: 'Membership id',
    cover: 'Cover',
    valid: 'Valid',
    validValue: '{{from}} to {{to}}',
    download: 'Download your policy (PDF)',
    smsSent: 'We have sent your policy number and a link to this policy by SMS to your mobile ending {{mobileEnding}}.',
    seeAgainHow: 'To see it again later, open that link or scan your card’s QR code: we send an OTP to your mobile ending {{mobileEnding}}.',
    seeHeading: 'See your policy',
    yourOtp: 'Your OTP',
    otpSentTo: 'We have sent a 4-digit OTP to your mobile ending {{mobileEnding}}.',
    seeMyPolicy: 'See my policy',
    weSendOtp: 'We send an OTP to the mobile number that activated this cover.',
  },
  /** The customer's pre-approved personal loan offers (features/pl-offer). */
  plOffer: {
    intro: 'See the personal loan offers lenders have already approved for you. We send an OTP to your mobile to check it is yours.',
    mobile: 'Your mobile number',
    sendingOtp: 'Sending OTP…',
    getOtp: 'Get OTP',
    none: 'There are no pre-approved personal loan offers for {{mobile}} right now. Ask your advisor to check your eligibility with the lenders.',
    count_one: '{{count}} offer for {{mobile}}, lowest APR first:',
    count_other: '{{count}} offers for {{mobile}}, lowest APR first:',
    amount: 'Loan amount',
    emi: 'EMI',
    emiValue: '{{emi}} a month for {{months}} months',
    rate: 'Interest rate',
    rateFixed: '{{rate}} % a year (fixed)',
    rateFloating: '{{rate}} % a year (floating)',
    apr: 'APR (all costs)',
    validUntil: 'Valid until',
    howToTake: 'To take an offer, tell your advisor which lender you choose: they will send you the application link.',
    mobileFirst: 'Enter your mobile number first.',
    enterMobile: 'Enter mobile number',
    otpSent: 'We sent an OTP to your mobile ending {{mobileEnding}}.',
    otp: 'OTP',
    verifying: 'Verifying…',
    verify: 'Verify & see offers',
    changeNumber: 'Change number',
  },
  // The console's partners, flags, coupons, templates and failed messages; the life cover step and plan details (decision 0250, branch i24-console).
  consolePages,
  lifeCover,
  // i24-loans: the partner's loan offer pages, the KFS they show, the customer's redirection page and the loan SMS.
  lendingOffers,
  // The partner's sheets of Sachet Term QR codes (decision 0267).
  qrSheets,
  // The mandate letter's pages, the shared quote and the KYC panel, and their answers (branch i18n-mandate).
  mandate,
  mandateErrors,
  kycErrors,
  sharedQuoteErrors,
  // A product's landing page: plans, ways in, the comparison of insurers and the coupon check.
  productLanding,
  // The partner's payment status, a product's authorisation notice, a loan link's public page, an unreachable server, a quote's option headings.
  partnerPayment,
  productAuthorisation,
  loanPublic,
  connection,
  optionGroups,
};

/** Every catalogue has English's keys, each a string (plural forms included). */
type Widened<T> = { [K in keyof T]: T[K] extends string ? string : Widened<T[K]> };
export type MessageCatalogue = Widened<typeof enIN>;
