import type { MessageCatalogue } from '../en-IN';

export const insurance = {
  fromQuoteHint: 'कोटेशन के अनुसार, जिस पर कीमत तय हुई थी।',
  loadingForm: 'ग्राहक की जानकारी का फ़ॉर्म लोड हो रहा है…',
  proposalNotFound: 'यह प्रस्ताव नहीं मिला।',
  getAQuote: 'कोटेशन लें',
  getANewQuote: 'नया कोटेशन लें',
  proposalLoadFailed: 'प्रस्ताव लोड नहीं हो सका।',
  paidProposal: 'इस प्रस्ताव का भुगतान हो चुका है, इसलिए इसकी जानकारी अब बदली नहीं जा सकती।',
  seeTheProposal: 'प्रस्ताव देखें',
  quoteFirst: 'पहले कोटेशन लें: ग्राहक की जानकारी कोटेशन के लिए ही माँगी जाती है।',
  notSoldOnline: 'यह उत्पाद ऑनलाइन नहीं बेचा जाता।',
  formLoadFailed: 'ग्राहक की जानकारी का फ़ॉर्म लोड नहीं हो सका।',
  carriedNote: 'कुछ उत्तर कोटेशन से आए हैं और यहाँ बदले नहीं जा सकते।',
  changeOnQuote: 'उन्हें कोटेशन में बदलें',
  proceed: 'आगे बढ़ें',
  customerDetails: 'ग्राहक की जानकारी',
  proposalSaved: 'प्रस्ताव सहेजा गया।',
  reviewAndPay: 'समीक्षा करें और भुगतान करें',
} satisfies MessageCatalogue['insurance'];
