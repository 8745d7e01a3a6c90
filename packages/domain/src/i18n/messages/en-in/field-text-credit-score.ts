/**
 * The words of the partner's credit-score forms (creditCheckStartFields and creditLoanAmountFields in the
 * domain: labels, hints and the amount's own messages), by fieldTextKey of their English (decision 0212).
 */
export const creditScoreFieldText = {
  customerMobileNumber: 'Customer mobile number',
  asOnThePanCard: 'As on the PAN card.',
  theCustomerGetsTheConsentOtpOnThisNumber: 'The customer gets the consent OTP on this number.',
  '10CharactersEGAbcde1234f': '10 characters, e.g. ABCDE1234F.',
  loanAmountTheCustomerNeedsRs: 'Loan amount the customer needs (Rs)',
  rs10000ToRs5000000: 'Rs 10,000 to Rs 50,00,000',
  enterValidLoanAmount: 'Enter valid loan amount',
  loanAmountShouldBeAtLeastRs10000: 'Loan amount should be at least Rs.10,000',
  loanAmountShouldNotExceedRs5000000: 'Loan amount should not exceed Rs.50,00,000',
};
