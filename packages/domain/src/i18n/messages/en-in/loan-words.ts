/*
 * The loan's words that reach the page as English data (the domain's answer messages, the lenders' KFS texts):
 * kept apart from the catalogue so a page can recognise them (loan-word-refs.ts) without loading all of English.
 */

/**
 * The messages of the loan journey's answers (customerLoanMessages, the Aadhaar rule, the sanction's limits and
 * the offer's acknowledgement; the OTP's answers, otp-service.ts), the domain's English words: the API answers them in the request's language and
 * the page says them in its own (messageRefOfEnglish).
 */
export const loanErrors = {
  ifsc: 'Enter valid IFSC code',
  accountNumber: 'Enter valid account number',
  accountHolderName: 'Enter the account holder’s name',
  nameMismatch: 'The name on this bank account does not match yours. Use an account in your own name',
  accountNotFound: 'This bank account could not be verified. Check the account number and IFSC',
  location: 'Allow location or enter your pin code',
  liveliness: 'The liveliness check did not pass. Please try again in good light',
  mandateAmount: 'The mandate amount is above the e-mandate limit',
  loanAmount: 'Enter the loan amount you need',
  tenure: 'Enter the tenure in months',
  income: 'Enter your monthly income',
  aadhaar: 'Enter valid Aadhaar number',
  sanctionAmount: 'Your sanctioned limit is {{max}}. Choose an amount from {{min}} to {{max}}',
  sanctionTenure: 'Your sanction allows {{min}} to {{max}} months. Choose a tenure within it',
  otpWrongOne: 'Wrong OTP. {{count}} try left',
  otpWrong: 'Wrong OTP. {{count}} tries left',
  otpExpired: 'OTP has expired. Please request a new OTP',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP',
};

/**
 * The Key Facts Statement's own words that the lenders' data gives in English (buildKfs, the lenders' fees and
 * charges): each found again by its words, values and all (kfsWordRef), so the offer step and the KFS PDF say
 * them in the customer's language. A lender's text of no entry stays English.
 */
export const kfsWords = {
  penalLabel: 'Penal charges for late payment',
  foreclosureLabel: 'Foreclosure charges',
  returnLabel: 'Cheque or mandate return',
  switchLabel: 'Switching between floating and fixed rate',
  penalLate: 'Rs {{rupees}} for each instalment paid late, plus GST; no penal interest',
  ofPrincipal: '{{percent}} % of the principal outstanding, plus GST',
  ofPrincipalAfter: '{{percent}} % of the principal outstanding, plus GST, after {{count}} instalments',
  nil: 'Nil',
  nilFloating: 'Nil (floating rate loan to an individual)',
  eachReturn: 'Rs {{rupees}} for each return, plus GST',
  fixedOnly: 'Not applicable: fixed rate only',
  processingFee: 'Processing fee ({{percent}} %)',
  gstOnFee: 'GST on processing fee ({{percent}} %)',
  stampDuty: 'Stamp duty',
  propertyValuation: 'Property valuation',
  legalOpinion: 'Legal opinion',
  governmentOfIndia: 'Government of India',
  stateGovernment: 'State government',
  valuer: 'Empanelled valuer',
  advocate: 'Empanelled advocate',
  nodalOfficer: 'Principal Nodal Officer, grievance redressal',
  aprMethod:
    'APR is the internal rate of return of the monthly instalments on the net amount disbursed (the loan less every upfront fee, GST included), a monthly rate multiplied by 12, as in the illustration of RBI’s KFS directions.',
  recoveryAgents:
    'The lender may engage recovery agents only as its loan agreement and RBI’s directions allow; their names are shared with the borrower before any contact.',
};
