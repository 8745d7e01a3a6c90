import type { MessageCatalogue } from '../en-IN';

export const partnerPayment: MessageCatalogue['partnerPayment'] = {
  successNext: 'नीचे से पॉलिसी डाउनलोड करें और उसे ग्राहक के साथ साझा करें।',
  failureHeading: 'भुगतान नहीं हो पाया',
  failureNext:
    'बैंक ने इसे अस्वीकार कर दिया या यह रद्द हो गया, इसलिए कोई पैसा नहीं कटा और कोई पॉलिसी जारी नहीं हुई। फिर से भुगतान करें, या ग्राहक से किसी दूसरे कार्ड या खाते का उपयोग करने को कहें।',
  miscHeading: 'हम भुगतान की पुष्टि के लिए बैंक की प्रतीक्षा कर रहे हैं',
  miscNext: 'इसमें कुछ मिनट लग सकते हैं। फिर से भुगतान न करें: थोड़ी देर में फिर से देखें, बैंक का उत्तर आते ही पॉलिसी मिल जाएगी।',
  returnedHeading: 'भुगतान प्राप्त हुआ — पॉलिसी उसकी फ्री-लुक अवधि में लौटा दी गई',
  returnedNext: 'पॉलिसी रद्द है और वापसी राशि ग्राहक के भुगतान के माध्यम में लौटती है; इसका विवरण नीचे है।',
  bankSaid: 'बैंक ने कहा: {{reason}}।',
  beingIssued: 'आपकी पॉलिसी जारी की जा रही है। इसे डाउनलोड करने के लिए थोड़ी देर में फिर से देखें।',
  policyDocument: 'पॉलिसी दस्तावेज़',
  download: 'पॉलिसी डाउनलोड करें',
  incomplete: 'यह भुगतान लिंक अधूरा है: इसमें भुगतान का संदर्भ नहीं है।',
  signInToSee: 'पॉलिसी का विवरण देखने के लिए <signIn>साइन इन करें</signIn>।',
  retry: 'फिर से भुगतान करें',
  backToProducts: 'उत्पादों पर वापस जाएँ',
};

export const productAuthorisation: MessageCatalogue['productAuthorisation'] = {
  badge: {
    NOT_AUTHORISED: 'अधिकृत होना ज़रूरी: इसके पेज पर प्रतीक्षा सूची में शामिल हों',
    WAITLISTED: 'प्रतीक्षा सूची में: आपके एडमिन इसे अनुमोदित करते हैं',
  },
  waitlisted: 'आप {{productName}} बेचने की प्रतीक्षा सूची में हैं।',
  waitlistedNext: 'आपके संगठन के एडमिन प्रतीक्षा सूची से पार्टनरों को अनुमोदित करते हैं। अनुमोदन के बाद आप इसका कोटेशन यहीं दे और इसे बेच सकते हैं।',
  notAuthorised: 'आप अभी {{productName}} बेचने के लिए अधिकृत नहीं हैं।',
  notAuthorisedNext: 'प्रतीक्षा सूची में शामिल हों: आपके संगठन के एडमिन उससे पार्टनरों को अनुमोदित करते हैं, फिर आप इसका कोटेशन यहीं दे और इसे बेच सकते हैं।',
  join: 'प्रतीक्षा सूची में शामिल हों',
  viewOnly: 'आपका खाता देख सकता है, पर बदलाव नहीं कर सकता: अपने संगठन के एडमिन से कहें।',
  joinFailed: 'हम आपको प्रतीक्षा सूची में नहीं जोड़ सके।',
};

export const loanPublic: MessageCatalogue['loanPublic'] = {
  steps: '{{brandName}}: आपके चरण',
  callBack: 'कॉल बैक का अनुरोध करें',
  callMeBack: 'मुझे कॉल करें',
  contactConsent: 'मैं सहमत हूँ कि {{brandName}} और जिस सलाहकार ने मुझे यह लिंक भेजा है, वे इस ऋण के बारे में मुझे कॉल या संदेश कर सकते हैं।',
  agreeToContact: 'कृपया सहमति दें, ताकि हम आपसे संपर्क कर सकें',
  validUntil: 'यह लिंक {{date}} तक चलेगा।',
  step: {
    confirmPanAndMobile: 'अपने PAN और मोबाइल की पुष्टि करें',
    seeFolios: 'वे म्यूचुअल फ़ंड फ़ोलियो देखें जिन्हें आप गिरवी रख सकते हैं',
    pledgeFolios: 'राशि चुनें और फ़ोलियो गिरवी रखें',
    getMoney: 'पैसा अपने बैंक खाते में पाएँ',
    enterLoanDetails: 'अपने ऋण का विवरण दर्ज करें',
    agreeByOtp: 'OTP से सहमति दें कि इसे ऋणदाताओं के साथ साझा किया जाए',
    compareOffers: 'ऑफ़रों और उनके मुख्य तथ्य विवरणों की तुलना करें',
    completeApplication: 'अपने चुने हुए ऋणदाता के साथ आवेदन पूरा करें',
  },
};

export const connection: MessageCatalogue['connection'] = {
  unreachable: 'सर्वर तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
};

export const optionGroups: MessageCatalogue['optionGroups'] = {
  addOns: 'ऐड-ऑन',
  loadings: 'अतिरिक्त प्रीमियम',
  discounts: 'छूट',
};
