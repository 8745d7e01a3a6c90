/**
 * The partner's credit-score pages (features/credit-score: the intro, the customer's details, the consent
 * OTP with the link to share, the report with its personal-loan lead). The report's view, its charts and
 * the words the customer's pages say too are `creditScore.*`.
 */
export const partnerCreditScore = {
  intro: 'Check a customer’s credit score and full credit report for free. Checking does not lower the score: it is a soft enquiry.',
  steps: {
    details: 'Enter the customer’s name, mobile number and PAN.',
    otp: 'The customer gets an OTP by SMS and tells it to you: that is their consent to fetch the report.',
    report: 'See the score and report, download it as a PDF, and offer a personal loan.',
  },
  start: 'Check a customer’s score',
  missingCheck: 'This page needs a credit check. Start again from Check Credit Score.',
  sendOtp: 'Send OTP to customer',
  alreadyConsented: 'The customer has already given consent.',
  seeReport: 'See the credit report',
  otpLabel: 'OTP from the customer',
  verify: 'Verify & see report',
  readNotice: 'We sent an OTP to {{name}}’s mobile <strong>{{mobile}}</strong>. Read this to the customer before they tell you the OTP:',
  newOtpSent: 'A new OTP was sent to {{mobile}}.',
  fetching: 'Fetching the credit report…',
  startNew: 'Start a new check',
  enterOtp: 'Enter the customer’s OTP',
  share: {
    title: 'Customer not with you?',
    sendLink_one: 'Send this link to the customer (valid {{count}} day):',
    sendLink_other: 'Send this link to the customer (valid {{count}} days):',
    copyLink: 'Copy link',
    getLink: 'Get a link for the customer',
  },
  loanLead: {
    title: 'Offer a personal loan',
    make: 'Make a personal loan lead',
    made: 'A personal loan lead was made for this customer: lead <strong>{{leadId}}</strong>. It is in your leads with the credit score.',
  },
};

/** The partner's credit-score routes' headers (routes.*), the route table's words. */
export const partnerCreditScoreRouteHeaders = {
  'credit-score': 'Check Credit Score',
  'credit-score-otp-verification': 'Verify Number & Proceed',
  'credit-score-dp-credit-report': 'Credit Report',
  'credit-score-customer-details': 'Enter Customer Details',
};

/**
 * The credit score's API answers (apps/api credit-score-service's creditScoreMessages and its OTP's), found by
 * their English words (message-keys.ts), so the API answers them in the request's language.
 */
export const creditScoreErrors = {
  // The withdrawal's answer (REVOKE_MESSAGE), said in the request's language like the errors.
  revoked: 'Your consent to fetch your credit report has been withdrawn. No further report will be fetched.',
  notFound: 'Credit check not found',
  consentMissing: 'The customer has not given consent to fetch the credit report. Send the OTP and enter it first',
  consentWithdrawn: 'The customer has withdrawn consent. Start a new credit check to fetch the report again',
  consentGiven: 'The customer has already given consent',
  bureauDown: 'The credit bureau did not answer. Try again in a few minutes',
  badLink: 'This link is not valid. Please ask your advisor for a new one',
  expiredLink: 'This link has expired. Please ask your advisor for a new one',
  sendOtpFirst: 'Send the OTP to the customer first',
  resendTooSoon: 'Please wait before requesting another OTP',
};

/** The credit report's PDF (apps/api/src/modules/credit-score/credit-report-pdf.ts); the report's own words are `creditScore.report` and `creditScore.charts`. */
export const creditReportPdf = {
  title: 'Credit report {{reference}}',
  subject: 'Credit report of {{name}}',
  documentName: 'Credit Report (sandbox bureau)',
  customer: 'Customer',
  mobile: 'Mobile',
  bureauReference: 'Bureau reference',
  generated: 'Generated',
  score: 'Credit score',
  outOf: 'out of 900 - {{band}}',
  paymentHistory: 'Payment history (last 24 months)',
  account: '{{type}} - {{lender}} ({{status}}, opened {{date}})',
  active: 'active',
  closed: 'closed',
  amounts: 'Sanctioned {{sanctioned}}, outstanding {{outstanding}}, overdue {{overdue}}',
};
