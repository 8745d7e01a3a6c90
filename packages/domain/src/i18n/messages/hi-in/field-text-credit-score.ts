import type { creditScoreFieldText as english } from '../en-in/field-text-credit-score';

export const creditScoreFieldText = {
  customerMobileNumber: 'ग्राहक का मोबाइल नंबर',
  asOnThePanCard: 'जैसा PAN कार्ड पर है।',
  theCustomerGetsTheConsentOtpOnThisNumber: 'ग्राहक को सहमति का OTP इसी नंबर पर मिलता है।',
  '10CharactersEGAbcde1234f': '10 अक्षर, जैसे ABCDE1234F।',
  loanAmountTheCustomerNeedsRs: 'ग्राहक को आवश्यक ऋण राशि (Rs)',
  rs10000ToRs5000000: 'Rs 10,000 से Rs 50,00,000 तक',
  enterValidLoanAmount: 'मान्य ऋण राशि दर्ज करें',
  loanAmountShouldBeAtLeastRs10000: 'ऋण राशि कम से कम Rs.10,000 होनी चाहिए',
  loanAmountShouldNotExceedRs5000000: 'ऋण राशि Rs.50,00,000 से अधिक नहीं होनी चाहिए',
} satisfies { [K in keyof typeof english]: string };
