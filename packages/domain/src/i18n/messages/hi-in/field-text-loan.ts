/** The customer loan journey's form words (en-in/field-text-loan.ts). */
export const loanFieldText = {
  iAgreeToShareMyApplicationWithLenderToCompleteTheLoan: 'ऋण पूरा करने के लिए मैं अपना आवेदन {{lender}} के साथ साझा करने की सहमति देता/देती हूँ।',
  iHaveReadTheLoanTermsAndAcceptThisOfferFromLender: 'मैंने ऋण की शर्तें पढ़ ली हैं और {{lender}} का यह ऑफ़र स्वीकार करता/करती हूँ।',
  iAgreeThatTheLenderChecksWithMyMobileOperatorThatThisMobileNumberIsMineAndActive:
    'मैं सहमति देता/देती हूँ कि ऋणदाता मेरे मोबाइल ऑपरेटर से जाँचे कि यह मोबाइल नंबर मेरा है और चालू है।',
  iAgreeThatLenderVerifiesMyIdentityWithUidaiForThisLoan: 'मैं सहमति देता/देती हूँ कि इस ऋण के लिए {{lender}} भारतीय विशिष्ट पहचान प्राधिकरण से मेरी पहचान सत्यापित करे।',
  theDetailsIGaveAreTrueAndComplete: 'मेरे द्वारा दी गई जानकारी सत्य और पूर्ण है।',
  iAuthoriseLenderToDebitMyBankAccountAccountEveryMonthUpToAmountEachTimeFromFromToToForThisLoanSInstalments:
    'मैं {{lender}} को इस ऋण की किस्तों के लिए {{from}} से {{to}} तक हर महीने मेरे {{bank}} खाते {{account}} से हर बार अधिकतम {{amount}} काटने के लिए अधिकृत करता/करती हूँ।',
  iHaveReadTheKeyFactsStatementAboveAndIAcknowledgeIt: 'मैंने ऊपर दिया मुख्य तथ्य विवरण पढ़ लिया है और मैं इसकी पावती देता/देती हूँ।',
  iAgreeThatLenderUsesMyAadhaarToVerifyMyIdentityKycForThisLoan:
    'मैं सहमति देता/देती हूँ कि इस ऋण के लिए {{lender}} मेरी पहचान सत्यापित करने (KYC) हेतु मेरे आधार का उपयोग करे।',
  tickTheBoxToAgreeBeforeYouContinue: 'आगे बढ़ने से पहले सहमति के लिए बॉक्स पर निशान लगाएँ',
  theAccountNumbersDoNotMatch: 'दोनों खाता संख्याएँ मेल नहीं खातीं',
  enterYour6DigitPinCode: 'अपना 6 अंकों का पिनकोड दर्ज करें',
  aadhaarNumber: 'आधार नंबर',
  '12DigitsAsOnYourAadhaarCard': '12 अंक, जैसे आपके आधार कार्ड पर हैं',
  howYouEarn: 'आपकी आय का स्रोत',
  takeHomeAfterTax: 'कर के बाद हाथ में आने वाली राशि',
  minamountToMaxamount: '{{minAmount}} से {{maxAmount}}',
  tenureMonths: 'अवधि (महीने)',
  minmonthsToMaxmonthsMonths: '{{minMonths}} से {{maxMonths}} महीने',
  ifsc: 'IFSC',
  accountNumber: 'खाता संख्या',
  accountNumberAgain: 'खाता संख्या फिर से',
  accountHolderSName: 'खाताधारक का नाम',
  pinCodeOfYourCurrentAddress: 'आपके वर्तमान पते का पिनकोड',
  'loanAmount₹': 'ऋण राशि (₹)',
  'monthlyIncome₹': 'मासिक आय (₹)',
};
