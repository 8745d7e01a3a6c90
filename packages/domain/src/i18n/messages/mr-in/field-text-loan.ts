/** The customer loan journey's form words (en-in/field-text-loan.ts). */
export const loanFieldText = {
  iAgreeToShareMyApplicationWithLenderToCompleteTheLoan: 'कर्ज पूर्ण करण्यासाठी माझा अर्ज {{lender}} सोबत शेअर करण्यास मी संमती देतो/देते.',
  iHaveReadTheLoanTermsAndAcceptThisOfferFromLender: 'मी कर्जाच्या अटी वाचल्या आहेत आणि {{lender}} ची ही ऑफर स्वीकारतो/स्वीकारते.',
  iAgreeThatTheLenderChecksWithMyMobileOperatorThatThisMobileNumberIsMineAndActive:
    'हा मोबाइल नंबर माझा आहे आणि चालू आहे हे कर्जदात्याने माझ्या मोबाइल ऑपरेटरकडून तपासावे, याला मी संमती देतो/देते.',
  iAgreeThatLenderVerifiesMyIdentityWithUidaiForThisLoan: 'या कर्जासाठी {{lender}} ने भारतीय विशिष्ट ओळख प्राधिकरणाकडून माझी ओळख पडताळावी, याला मी संमती देतो/देते.',
  theDetailsIGaveAreTrueAndComplete: 'मी दिलेली माहिती खरी आणि पूर्ण आहे.',
  iAuthoriseLenderToDebitMyBankAccountAccountEveryMonthUpToAmountEachTimeFromFromToToForThisLoanSInstalments:
    'या कर्जाच्या हप्त्यांसाठी {{from}} ते {{to}} पर्यंत दर महिन्याला माझ्या {{bank}} खात्यातून {{account}} प्रत्येक वेळी जास्तीत जास्त {{amount}} वजा करण्यास मी {{lender}} ला अधिकृत करतो/करते.',
  iHaveReadTheKeyFactsStatementAboveAndIAcknowledgeIt: 'मी वरील मुख्य तथ्य विवरण वाचले आहे आणि त्याची पोच देतो/देते.',
  iAgreeThatLenderUsesMyAadhaarToVerifyMyIdentityKycForThisLoan: 'या कर्जासाठी माझी ओळख पडताळण्यासाठी (KYC) {{lender}} ने माझा आधार वापरावा, याला मी संमती देतो/देते.',
  tickTheBoxToAgreeBeforeYouContinue: 'पुढे जाण्यापूर्वी संमतीसाठी बॉक्सवर खूण करा',
  theAccountNumbersDoNotMatch: 'दोन्ही खाते क्रमांक जुळत नाहीत',
  enterYour6DigitPinCode: 'तुमचा 6 अंकी पिनकोड भरा',
  aadhaarNumber: 'आधार नंबर',
  '12DigitsAsOnYourAadhaarCard': '12 अंक, तुमच्या आधार कार्डवर आहेत तसे',
  howYouEarn: 'तुमच्या उत्पन्नाचा प्रकार',
  takeHomeAfterTax: 'कर वजा जाता हातात येणारे',
  minamountToMaxamount: '{{minAmount}} ते {{maxAmount}}',
  tenureMonths: 'मुदत (महिने)',
  minmonthsToMaxmonthsMonths: '{{minMonths}} ते {{maxMonths}} महिने',
  ifsc: 'IFSC',
  accountNumber: 'खाते क्रमांक',
  accountNumberAgain: 'खाते क्रमांक पुन्हा',
  accountHolderSName: 'खातेधारकाचे नाव',
  pinCodeOfYourCurrentAddress: 'तुमच्या सध्याच्या पत्त्याचा पिनकोड',
};
