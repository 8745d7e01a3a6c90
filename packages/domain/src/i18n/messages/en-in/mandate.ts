import { kycMessages } from '../../../api/kyc-messages';
import { mandateMessages } from '../../../api/mandate-links';

/**
 * The mandate letter's pages (apps/web/src/features/insurance: the customer's mandate page, the partner's
 * mandate panel), the customer's page of a shared quote and the partner's KYC panel of the review page.
 */
export const mandate = {
  /** The customer's page of a mandate link (customer-mandate-page.tsx). */
  customer: {
    linkIncomplete: 'This mandate link is not complete. Open the link you were sent again.',
    loading: 'Loading the mandate letter…',
    loadFailed: 'The mandate letter could not be loaded.',
    whatYouAuthorise: 'What you authorise',
    authorises: '{{customer}} authorises {{broker}} to place this policy with {{insurer}}.',
    proposalReference: 'Proposal reference',
    business: 'Business',
    authorisedBy: 'Authorised by',
    cover: 'Cover',
    insurer: 'Insurer',
    premium: 'Premium (incl. GST)',
    readLetter: 'Read the mandate letter (PDF)',
    signed: 'Signed by {{name}} on {{date}}. You may close this page.',
    signHeading: 'Sign the mandate',
    fullName: 'Your full name',
    consent: 'I have read the mandate letter and authorise {{broker}} to place this policy with {{insurer}}.',
    agreeAndSign: 'I agree and sign',
    /** A product's declaration, by the domain's English (SACHET_TERM_GOOD_HEALTH_DECLARATION). */
    goodHealth:
      'I declare that I am in good health, that I have not been diagnosed with or treated for any serious illness in the last 5 years, and that I am not aware of any condition that needs treatment.',
  },
  /** The partner's mandate panel on the review page (mandate-panel.tsx). */
  panel: {
    heading: 'Mandate letter',
    preparing: 'Preparing the mandate letter…',
    loadFailed: 'The mandate letter could not be loaded.',
    signedBy: 'Signed by {{name}} on {{date}}.',
    signedByCustomer: 'Signed by the customer on {{date}}.',
    waiting: "Waiting for the customer's signature. The link works until {{date}}.",
    shareHint: 'Share this link with the customer. This page shows the signature as soon as it is made, and payment opens.',
    linkLabel: 'Mandate link',
    copyLink: 'Copy link',
    shareOnWhatsApp: 'Share on WhatsApp',
    openMandate: 'Open mandate',
    copied: 'Link copied.',
    copyFailed: 'The link could not be copied. It is {{link}}',
    viewLetter: 'View the mandate letter (PDF)',
    /** The WhatsApp message, in the customer's language (the link's `lang`). */
    shareText: 'Please read and sign the mandate letter for your policy: {{link}}',
  },
  /** The customer's page of a quote the partner shared (shared-quote-page.tsx). */
  sharedQuote: {
    linkIncomplete: 'This quote link is not complete. Open the link you were sent again.',
    loading: 'Loading your quote…',
    loadFailed: 'Your quote could not be loaded.',
    preparedBy: 'Your advisor at {{brandName}} has prepared this quote for you.',
    plan: 'Plan',
    insurer: 'Insurer',
    totalPremium: 'Total premium (incl. GST)',
    validUntil: 'Price valid until',
    howToBuy: 'To buy this cover, reply to your advisor: they will fill in your details and send you a link to pay.',
  },
  /** The partner's KYC panel on the review page (kyc-panel.tsx). */
  kyc: {
    heading: 'KYC',
    status: 'KYC status: <strong>{{status}}</strong>. {{explanation}}',
    statusWords: { NOT_STARTED: 'Not started', PENDING: 'Pending', VERIFIED: 'Verified', FAILED: 'Failed' },
    toDoAgain: 'To do again',
    notStarted: "The insurer verifies the customer's PAN and date of birth before payment.",
    pending: 'Waiting for the KYC result. This page checks again every few seconds.',
    verifiedAs: 'Verified: {{name}}, born {{dob}}, PAN {{pan}}.',
    verified: 'The customer is verified.',
    detailsChanged: "The customer's name or date of birth changed after KYC, so KYC must be done again. Verify again with the customer's PAN.",
    failed: "KYC failed. Verify again with the customer's PAN.",
    failedBecause: "KYC failed: {{reason}}. Verify again with the customer's PAN.",
    opening: 'Opening the KYC page…',
    continue: 'Continue KYC',
    verify: 'Verify KYC',
    differs: 'The KYC record differs from the proposal ({{difference}}).',
    dobDiffers: 'date of birth {{verified}} instead of {{proposed}}',
    updating: 'Updating…',
    useDetails: 'Use the KYC details',
  },
};

/** The mandate's answers (mandateMessages of the domain, word for word): the API says them in the request's language. */
export const mandateErrors = mandateMessages;

/** KYC's answers and reasons (kycMessages of the domain, word for word): the API and the KYC panel say them in the page's language. */
export const kycErrors = kycMessages;

/** A shared quote's answers (sharedQuoteMessages of the API, word for word). */
export const sharedQuoteErrors = {
  invalid: 'This quote link is not valid. Ask your advisor to share the quote again.',
  expired: 'This quote has expired. Ask your advisor for a fresh quote.',
};
