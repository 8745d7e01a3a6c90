import type { MessageCatalogue } from '../en-IN';

export const insurance = {
  fromQuoteHint: 'कोटेशनप्रमाणे, ज्यावर किंमत ठरली होती.',
  loadingForm: 'ग्राहकाच्या माहितीचा फॉर्म लोड होत आहे…',
  proposalNotFound: 'हा प्रस्ताव सापडला नाही.',
  getAQuote: 'कोटेशन घ्या',
  getANewQuote: 'नवीन कोटेशन घ्या',
  proposalLoadFailed: 'प्रस्ताव लोड होऊ शकला नाही.',
  paidProposal: 'या प्रस्तावाचा भरणा झाला आहे, त्यामुळे त्याची माहिती आता बदलता येणार नाही.',
  seeTheProposal: 'प्रस्ताव पाहा',
  quoteFirst: 'आधी कोटेशन घ्या: ग्राहकाची माहिती कोटेशनसाठीच विचारली जाते.',
  notSoldOnline: 'हे उत्पादन ऑनलाइन विकले जात नाही.',
  formLoadFailed: 'ग्राहकाच्या माहितीचा फॉर्म लोड होऊ शकला नाही.',
  carriedNote: 'काही उत्तरे कोटेशनमधून आली आहेत आणि इथे बदलता येणार नाहीत.',
  changeOnQuote: 'ती कोटेशनमध्ये बदला',
  proceed: 'पुढे जा',
  customerDetails: 'ग्राहकाची माहिती',
  proposalSaved: 'प्रस्ताव जतन केला.',
  reviewAndPay: 'आढावा घ्या आणि भरणा करा',
} satisfies MessageCatalogue['insurance'];
