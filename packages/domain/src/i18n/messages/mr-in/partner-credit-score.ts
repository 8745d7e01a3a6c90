import type { MessageCatalogue } from '../en-IN';
import type { partnerCreditScoreRouteHeaders as english } from '../en-in/partner-credit-score';

export const partnerCreditScore = {
  intro: 'ग्राहकाचा क्रेडिट स्कोअर आणि संपूर्ण क्रेडिट अहवाल मोफत तपासा. तपासल्याने स्कोअर कमी होत नाही: ही सॉफ्ट चौकशी आहे.',
  steps: {
    details: 'ग्राहकाचे नाव, मोबाइल नंबर आणि PAN भरा.',
    otp: 'ग्राहकाला SMS ने OTP मिळतो आणि ते तो तुम्हाला सांगतात: अहवाल आणण्यासाठी हीच त्यांची संमती आहे.',
    report: 'स्कोअर आणि अहवाल पाहा, तो PDF म्हणून डाउनलोड करा, आणि वैयक्तिक कर्जाची ऑफर द्या.',
  },
  start: 'ग्राहकाचा स्कोअर तपासा',
  missingCheck: 'या पेजसाठी क्रेडिट तपासणी आवश्यक आहे. “क्रेडिट स्कोअर तपासा” येथून पुन्हा सुरू करा.',
  sendOtp: 'ग्राहकाला OTP पाठवा',
  alreadyConsented: 'ग्राहकाने आधीच संमती दिली आहे.',
  seeReport: 'क्रेडिट अहवाल पाहा',
  otpLabel: 'ग्राहकाकडून मिळालेला OTP',
  verify: 'पडताळा आणि अहवाल पाहा',
  readNotice: 'आम्ही {{name}} यांच्या मोबाइल <strong>{{mobile}}</strong> वर OTP पाठवला आहे. ग्राहकाने OTP सांगण्यापूर्वी त्यांना हे वाचून दाखवा:',
  newOtpSent: '{{mobile}} वर नवीन OTP पाठवला.',
  fetching: 'क्रेडिट अहवाल आणत आहे…',
  startNew: 'नवीन तपासणी सुरू करा',
  enterOtp: 'ग्राहकाचा OTP भरा',
  share: {
    title: 'ग्राहक तुमच्यासोबत नाहीत?',
    sendLink_one: 'ही लिंक ग्राहकाला पाठवा ({{count}} दिवस वैध):',
    sendLink_other: 'ही लिंक ग्राहकाला पाठवा ({{count}} दिवस वैध):',
    copyLink: 'लिंक कॉपी करा',
    getLink: 'ग्राहकासाठी लिंक तयार करा',
  },
  loanLead: {
    title: 'वैयक्तिक कर्जाची ऑफर द्या',
    make: 'वैयक्तिक कर्जाची लीड तयार करा',
    made: 'या ग्राहकासाठी वैयक्तिक कर्जाची लीड तयार झाली: लीड <strong>{{leadId}}</strong>. ती क्रेडिट स्कोअरसह तुमच्या लीडमध्ये आहे.',
  },
} satisfies MessageCatalogue['partnerCreditScore'];

export const partnerCreditScoreRouteHeaders = {
  'credit-score': 'क्रेडिट स्कोअर तपासा',
  'credit-score-otp-verification': 'नंबर पडताळा आणि पुढे जा',
  'credit-score-dp-credit-report': 'क्रेडिट अहवाल',
  'credit-score-customer-details': 'ग्राहकाची माहिती भरा',
} satisfies { [K in keyof typeof english]: string };

export const creditScoreErrors = {
  revoked: 'तुमचा क्रेडिट अहवाल आणण्याची संमती मागे घेतली आहे. यापुढे कोणताही अहवाल आणला जाणार नाही.',
  notFound: 'क्रेडिट तपासणी सापडली नाही',
  consentMissing: 'ग्राहकाने क्रेडिट अहवाल आणण्याची संमती दिलेली नाही. आधी OTP पाठवा आणि तो भरा',
  consentWithdrawn: 'ग्राहकाने संमती मागे घेतली आहे. अहवाल पुन्हा आणण्यासाठी नवीन क्रेडिट तपासणी सुरू करा',
  consentGiven: 'ग्राहकाने आधीच संमती दिली आहे',
  bureauDown: 'क्रेडिट ब्युरोकडून उत्तर आले नाही. काही मिनिटांनी पुन्हा प्रयत्न करा',
  badLink: 'ही लिंक वैध नाही. कृपया तुमच्या सल्लागाराकडे नवीन लिंक मागा',
  expiredLink: 'या लिंकची मुदत संपली आहे. कृपया तुमच्या सल्लागाराकडे नवीन लिंक मागा',
  sendOtpFirst: 'आधी ग्राहकाला OTP पाठवा',
  resendTooSoon: 'दुसरा OTP मागण्यापूर्वी कृपया थोडा वेळ थांबा',
} satisfies MessageCatalogue['creditScoreErrors'];

export const creditReportPdf = {
  title: 'क्रेडिट अहवाल {{reference}}',
  subject: '{{name}} यांचा क्रेडिट अहवाल',
  documentName: 'क्रेडिट अहवाल (सँडबॉक्स ब्युरो)',
  customer: 'ग्राहक',
  mobile: 'मोबाइल',
  bureauReference: 'ब्युरो संदर्भ',
  generated: 'तयार केला',
  score: 'क्रेडिट स्कोअर',
  outOf: '900 पैकी - {{band}}',
  paymentHistory: 'भरणा इतिहास (मागील 24 महिने)',
  account: '{{type}} - {{lender}} ({{status}}, {{date}} रोजी उघडले)',
  active: 'चालू',
  closed: 'बंद',
  amounts: 'मंजूर {{sanctioned}}, थकबाकी {{outstanding}}, मुदत उलटून थकीत {{overdue}}',
} satisfies MessageCatalogue['creditReportPdf'];
