import type { MessageCatalogue } from '../en-IN';
import type { partnerCreditScoreRouteHeaders as english } from '../en-in/partner-credit-score';

export const partnerCreditScore = {
  intro: 'किसी ग्राहक का क्रेडिट स्कोर और पूरी क्रेडिट रिपोर्ट निःशुल्क देखें। जाँचने से स्कोर कम नहीं होता: यह एक सॉफ़्ट पूछताछ है।',
  steps: {
    details: 'ग्राहक का नाम, मोबाइल नंबर और PAN दर्ज करें।',
    otp: 'ग्राहक को SMS से OTP मिलता है और वे उसे आपको बताते हैं: यही रिपोर्ट लाने के लिए उनकी सहमति है।',
    report: 'स्कोर और रिपोर्ट देखें, उसे PDF के रूप में डाउनलोड करें, और व्यक्तिगत ऋण का ऑफ़र दें।',
  },
  start: 'ग्राहक का स्कोर देखें',
  missingCheck: 'इस पेज के लिए क्रेडिट जाँच ज़रूरी है। “क्रेडिट स्कोर जाँचें” से फिर से शुरू करें।',
  sendOtp: 'ग्राहक को OTP भेजें',
  alreadyConsented: 'ग्राहक पहले ही सहमति दे चुके हैं।',
  seeReport: 'क्रेडिट रिपोर्ट देखें',
  otpLabel: 'ग्राहक से मिला OTP',
  verify: 'सत्यापित करें और रिपोर्ट देखें',
  readNotice: 'हमने {{name}} के मोबाइल <strong>{{mobile}}</strong> पर OTP भेजा है। ग्राहक के OTP बताने से पहले उन्हें यह पढ़कर सुनाएँ:',
  newOtpSent: '{{mobile}} पर नया OTP भेजा गया।',
  fetching: 'क्रेडिट रिपोर्ट लाई जा रही है…',
  startNew: 'नई जाँच शुरू करें',
  enterOtp: 'ग्राहक का OTP दर्ज करें',
  share: {
    title: 'ग्राहक आपके साथ नहीं हैं?',
    sendLink_one: 'यह लिंक ग्राहक को भेजें ({{count}} दिन के लिए मान्य):',
    sendLink_other: 'यह लिंक ग्राहक को भेजें ({{count}} दिनों के लिए मान्य):',
    copyLink: 'लिंक कॉपी करें',
    getLink: 'ग्राहक के लिए लिंक बनाएँ',
  },
  loanLead: {
    title: 'व्यक्तिगत ऋण का ऑफ़र दें',
    make: 'व्यक्तिगत ऋण की लीड बनाएँ',
    made: 'इस ग्राहक के लिए व्यक्तिगत ऋण की लीड बनाई गई: लीड <strong>{{leadId}}</strong>। यह क्रेडिट स्कोर के साथ आपकी लीड में है।',
  },
} satisfies MessageCatalogue['partnerCreditScore'];

export const partnerCreditScoreRouteHeaders = {
  'credit-score': 'क्रेडिट स्कोर जाँचें',
  'credit-score-otp-verification': 'नंबर सत्यापित करें और आगे बढ़ें',
  'credit-score-dp-credit-report': 'क्रेडिट रिपोर्ट',
  'credit-score-customer-details': 'ग्राहक की जानकारी भरें',
} satisfies { [K in keyof typeof english]: string };

export const creditScoreErrors = {
  revoked: 'आपकी क्रेडिट रिपोर्ट लाने की सहमति वापस ले ली गई है। आगे कोई रिपोर्ट नहीं लाई जाएगी।',
  notFound: 'क्रेडिट जाँच नहीं मिली',
  consentMissing: 'ग्राहक ने क्रेडिट रिपोर्ट लाने की सहमति नहीं दी है। पहले OTP भेजें और उसे दर्ज करें',
  consentWithdrawn: 'ग्राहक ने सहमति वापस ले ली है। रिपोर्ट फिर से लाने के लिए नई क्रेडिट जाँच शुरू करें',
  consentGiven: 'ग्राहक पहले ही सहमति दे चुके हैं',
  bureauDown: 'क्रेडिट ब्यूरो ने जवाब नहीं दिया। कुछ मिनट बाद फिर से कोशिश करें',
  badLink: 'यह लिंक मान्य नहीं है। कृपया अपने सलाहकार से नया लिंक माँगें',
  expiredLink: 'इस लिंक की अवधि समाप्त हो गई है। कृपया अपने सलाहकार से नया लिंक माँगें',
  sendOtpFirst: 'पहले ग्राहक को OTP भेजें',
  resendTooSoon: 'दूसरा OTP माँगने से पहले कृपया थोड़ी प्रतीक्षा करें',
} satisfies MessageCatalogue['creditScoreErrors'];

export const creditReportPdf = {
  title: 'क्रेडिट रिपोर्ट {{reference}}',
  subject: '{{name}} की क्रेडिट रिपोर्ट',
  documentName: 'क्रेडिट रिपोर्ट (सैंडबॉक्स ब्यूरो)',
  customer: 'ग्राहक',
  mobile: 'मोबाइल',
  bureauReference: 'ब्यूरो संदर्भ',
  generated: 'बनाई गई',
  score: 'क्रेडिट स्कोर',
  outOf: '900 में से - {{band}}',
  paymentHistory: 'भुगतान इतिहास (पिछले 24 महीने)',
  account: '{{type}} - {{lender}} ({{status}}, {{date}} को खोला गया)',
  active: 'चालू',
  closed: 'बंद',
  amounts: 'स्वीकृत {{sanctioned}}, बकाया {{outstanding}}, अतिदेय {{overdue}}',
} satisfies MessageCatalogue['creditReportPdf'];
