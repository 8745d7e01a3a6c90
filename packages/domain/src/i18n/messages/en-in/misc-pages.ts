/**
 * The partner's payment status page (features/payments/payment-status-page.tsx; the customer's words are
 * `customerPayment`), the notice of a product the partner may not sell yet (components/product-authorisation.tsx),
 * the customer's page of a loan link (features/lending/loan-public-page.tsx) and the words every page may show
 * for a call that did not reach the server (lib/api-error.ts).
 */
export const partnerPayment = {
  successNext: 'Download the policy below and share it with the customer.',
  failureHeading: 'The payment did not go through',
  failureNext:
    'The bank declined it or it was cancelled, so no money was taken and no policy was issued. Try the payment again, or ask the customer to use another card or account.',
  miscHeading: 'We are waiting for the bank to confirm the payment',
  miscNext: 'This can take a few minutes. Do not pay again: check again shortly, and the policy follows once the bank answers.',
  returnedHeading: 'Payment received — the policy was returned in its free-look period',
  returnedNext: 'The policy is cancelled and the refund goes back to the customer’s payment method; its details are below.',
  bankSaid: 'The bank said: {{reason}}.',
  beingIssued: 'Your policy is being issued. Check again shortly to download it.',
  policyDocument: 'Policy document',
  download: 'Download policy',
  incomplete: 'This payment link is incomplete: it has no payment reference.',
  signInToSee: '<signIn>Sign in</signIn> to see the policy details.',
  retry: 'Retry payment',
  backToProducts: 'Back to products',
};

export const productAuthorisation = {
  badge: {
    NOT_AUTHORISED: 'Needs authorisation: join the waitlist on its page',
    WAITLISTED: 'On the waitlist: your admin approves it',
  },
  waitlisted: 'You are on the waitlist to sell {{productName}}.',
  waitlistedNext: "Your tenant's admin approves partners from the waitlist. Once approved, you can quote and sell it here.",
  notAuthorised: 'You are not authorised to sell {{productName}} yet.',
  notAuthorisedNext: "Join the waitlist: your tenant's admin approves partners from it, and you can then quote and sell it here.",
  join: 'Join the waitlist',
  viewOnly: "Your account can view but not make changes: ask your tenant's admin.",
  joinFailed: 'We could not add you to the waitlist.',
};

export const loanPublic = {
  steps: '{{brandName}}: your steps',
  callBack: 'Ask for a call back',
  callMeBack: 'Call me back',
  contactConsent: 'I agree that {{brandName}} and the adviser who sent me this link may call or message me about this loan.',
  agreeToContact: 'Please agree so that we may contact you',
  validUntil: 'This link works until {{date}}.',
  /** A loan product's public steps (its lending profile's publicSteps, found by their English: publicStepKey). */
  step: {
    confirmPanAndMobile: 'Confirm your PAN and mobile',
    seeFolios: 'See the mutual fund folios you can pledge',
    pledgeFolios: 'Choose the amount and pledge the folios',
    getMoney: 'Get the money in your bank account',
    enterLoanDetails: 'Enter your loan details',
    agreeByOtp: 'Agree by OTP to share them with lenders',
    compareOffers: 'Compare the offers and their Key Facts Statements',
    completeApplication: 'Complete the application with the lender you choose',
  },
};

export const connection = {
  unreachable: 'Could not reach the server. Check your connection and try again.',
};

/** The headings of a quote's optional cover (features/insurance/components/option-toggles.tsx), by field name. */
export const optionGroups = {
  addOns: 'Add-ons',
  loadings: 'Loadings',
  discounts: 'Discounts',
};
