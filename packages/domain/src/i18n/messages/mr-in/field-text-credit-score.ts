import type { creditScoreFieldText as english } from '../en-in/field-text-credit-score';

export const creditScoreFieldText = {
  customerMobileNumber: 'ग्राहकाचा मोबाइल नंबर',
  asOnThePanCard: 'PAN कार्डवर असल्याप्रमाणे.',
  theCustomerGetsTheConsentOtpOnThisNumber: 'ग्राहकाला संमतीचा OTP याच नंबरवर मिळतो.',
  '10CharactersEGAbcde1234f': '10 अक्षरे, उदा. ABCDE1234F.',
  loanAmountTheCustomerNeedsRs: 'ग्राहकाला हवी असलेली कर्जाची रक्कम (Rs)',
  rs10000ToRs5000000: 'Rs 10,000 ते Rs 50,00,000',
  enterValidLoanAmount: 'कर्जाची वैध रक्कम भरा',
  loanAmountShouldBeAtLeastRs10000: 'कर्जाची रक्कम किमान Rs.10,000 असावी',
  loanAmountShouldNotExceedRs5000000: 'कर्जाची रक्कम Rs.50,00,000 पेक्षा जास्त नसावी',
} satisfies { [K in keyof typeof english]: string };
