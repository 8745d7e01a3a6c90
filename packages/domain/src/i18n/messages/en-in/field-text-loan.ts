/**
 * The words of the customer loan journey's forms (customer-loan-forms.ts in the domain: its consents, labels,
 * hints and own messages), by fieldTextKey of their English (decisions 0212, 0255).
 */
export const loanFieldText = {
  iAgreeToShareMyApplicationWithLenderToCompleteTheLoan: 'I agree to share my application with {{lender}} to complete the loan.',
  iHaveReadTheLoanTermsAndAcceptThisOfferFromLender: 'I have read the loan terms and accept this offer from {{lender}}.',
  iAgreeThatTheLenderChecksWithMyMobileOperatorThatThisMobileNumberIsMineAndActive:
    'I agree that the lender checks with my mobile operator that this mobile number is mine and active.',
  iAgreeThatLenderVerifiesMyIdentityWithUidaiForThisLoan: 'I agree that {{lender}} verifies my identity with UIDAI for this loan.',
  theDetailsIGaveAreTrueAndComplete: 'The details I gave are true and complete.',
  iAuthoriseLenderToDebitMyBankAccountAccountEveryMonthUpToAmountEachTimeFromFromToToForThisLoanSInstalments:
    'I authorise {{lender}} to debit my {{bank}} account {{account}} every month, up to {{amount}} each time, from {{from}} to {{to}}, for this loan’s instalments.',
  iHaveReadTheKeyFactsStatementAboveAndIAcknowledgeIt: 'I have read the Key Facts Statement above and I acknowledge it.',
  iAgreeThatLenderUsesMyAadhaarToVerifyMyIdentityKycForThisLoan: 'I agree that {{lender}} uses my Aadhaar to verify my identity (KYC) for this loan.',
  tickTheBoxToAgreeBeforeYouContinue: 'Tick the box to agree before you continue',
  theAccountNumbersDoNotMatch: 'The account numbers do not match',
  enterYour6DigitPinCode: 'Enter your 6-digit pin code',
  aadhaarNumber: 'Aadhaar number',
  '12DigitsAsOnYourAadhaarCard': '12 digits, as on your Aadhaar card',
  howYouEarn: 'How you earn',
  takeHomeAfterTax: 'Take-home, after tax',
  minamountToMaxamount: '{{minAmount}} to {{maxAmount}}',
  tenureMonths: 'Tenure (months)',
  minmonthsToMaxmonthsMonths: '{{minMonths}} to {{maxMonths}} months',
  ifsc: 'IFSC',
  accountNumber: 'Account number',
  accountNumberAgain: 'Account number again',
  accountHolderSName: 'Account holder’s name',
  pinCodeOfYourCurrentAddress: 'Pin code of your current address',
  'loanAmount₹': 'Loan amount (₹)',
  'monthlyIncome₹': 'Monthly income (₹)',
};
