import type { ProductCopyTranslation } from '../product-copy';

/** मराठी (mr-IN): the copy of the products after the commercial covers (consumer goods to credit score); see product-copy.ts. */
export const moreProductCopy: ProductCopyTranslation = {
  'consumer-goods': {
    'Extend the warranty of appliances from Rs 650': 'उपकरणांची वॉरंटी वाढवा, Rs 650 पासून',
    'When does the cover start?': 'विमा संरक्षण केव्हा सुरू होते?',
    "The day after the manufacturer's warranty of 1 to 3 years ends, for one year.": 'उत्पादकाची 1 ते 3 वर्षांची वॉरंटी संपल्याच्या दुसऱ्या दिवसापासून, एका वर्षासाठी.',
    'Which appliances can be covered?': 'कोणती उपकरणे संरक्षित करता येतात?',
    'Appliances priced from Rs 10,000 up to Rs 2,00,000, bought in the last year.': 'Rs 10,000 ते Rs 2,00,000 किमतीची उपकरणे, गेल्या वर्षभरात खरेदी केलेली.',
    'What does it cost?': 'याचा खर्च किती?',
    'From 6.5% of the invoice price for a refrigerator, GST included, from Rs 650.': 'रेफ्रिजरेटरसाठी बीजकाच्या (इन्व्हॉइस) किमतीच्या 6.5% पासून, GST सह, Rs 650 पासून.',
    "Repairs after the manufacturer's warranty ends, for appliances and devices.": 'उत्पादकाची वॉरंटी संपल्यानंतर उपकरणे आणि साधनांची दुरुस्ती.',
    'ACs, laptops, refrigerators, washing machines, dishwashers, TVs and tablets': 'एसी, लॅपटॉप, रेफ्रिजरेटर, वॉशिंग मशीन, डिशवॉशर, टीव्ही आणि टॅबलेट',
    'Cashless repair': 'कॅशलेस दुरुस्ती',
    'Parts and labour': 'सुटे भाग आणि मजुरी',
  },
  'roadside-assistance': {
    'Breakdown help anywhere in India from Rs 99': 'भारतात कुठेही वाहन बंद पडल्यास मदत, Rs 99 पासून',
    'How is help called?': 'मदत कशी मागवायची?',
    'On the toll-free helpline, giving the vehicle number and the breakdown point.': 'टोल-फ्री हेल्पलाइनवर, वाहन क्रमांक आणि वाहन बंद पडलेले ठिकाण सांगून.',
    'What does it cost?': 'याचा खर्च किती?',
    'Rs 99 a year for a two-wheeler and Rs 199 for a four-wheeler, GST included.': 'दुचाकीसाठी वर्षाला Rs 99 आणि चारचाकीसाठी Rs 199, GST सह.',
    'Help on the road for a two- or four-wheeler, round the clock.': 'दुचाकी किंवा चारचाकीसाठी रस्त्यावर मदत, चोवीस तास.',
    'Towing to the nearest garage': 'जवळच्या गॅरेजपर्यंत टोइंग',
    'Flat tyre and battery jump-start': 'पंक्चर टायर आणि बॅटरी जंप-स्टार्ट',
    'Fuel delivery': 'इंधन पोहोचवणे',
  },
  'active-360': {
    'Health cover that rewards staying active, from Rs 12,000': 'सक्रिय राहिल्यास बक्षीस देणारे आरोग्य विमा संरक्षण, Rs 12,000 पासून',
    'How do the rewards work?': 'बक्षिसे कशी मिळतात?',
    'Steps tracked on the app earn a discount on the renewal premium.': 'ॲपवर मोजलेल्या पावलांमुळे नूतनीकरणाच्या हप्त्यावर सूट मिळते.',
    'Who can be covered?': 'कोणाला संरक्षण मिळू शकते?',
    'Adults from 18 to 65; the premium depends on the age of the insured.': '18 ते 65 वयाचे प्रौढ; हप्ता विमाधारकाच्या वयावर अवलंबून असतो.',
    'Comprehensive health cover that rewards an active lifestyle.': 'सक्रिय जीवनशैलीला बक्षीस देणारे सर्वसमावेशक आरोग्य विमा संरक्षण.',
    'Hospitalisation cover': 'रुग्णालयात दाखल होण्याचे संरक्षण',
    'Premium rewards for staying active': 'सक्रिय राहिल्यास हप्त्यात बक्षीस',
    'Annual health check-up': 'वार्षिक आरोग्य तपासणी',
  },
  'personal-accident': {
    'Create an accident cover that fits': 'तुम्हाला साजेसे अपघात विमा संरक्षण तयार करा',
    'What is covered?': 'कशाला संरक्षण मिळते?',
    'Accidental death and disability, with optional covers chosen while creating the plan.': 'अपघाती मृत्यू आणि अपंगत्व, तसेच योजना तयार करताना निवडलेली ऐच्छिक संरक्षणे.',
    'Why does the occupation change the price?': 'व्यवसायामुळे किंमत का बदलते?',
    'Insurers group occupations into risk classes I, II and III; riskier work pays a higher rate.':
      'विमा कंपन्या व्यवसायांचे जोखीम वर्ग 1, 2 आणि 3 मध्ये गट करतात; जास्त जोखमीच्या कामाला जास्त दर लागतो.',
    'A ready plan: Rs 10 lakh for accidental death, permanent total and permanent partial disability.':
      'तयार योजना: अपघाती मृत्यू, कायमचे पूर्ण आणि कायमचे अंशतः अपंगत्व यांसाठी Rs 10 लाख.',
    'Accidental death: Rs 10 lakh': 'अपघाती मृत्यू: Rs 10 लाख',
    'Permanent total disability: Rs 10 lakh': 'कायमचे पूर्ण अपंगत्व: Rs 10 लाख',
    'Permanent partial disability: a share of Rs 10 lakh by the injury': 'कायमचे अंशतः अपंगत्व: दुखापतीनुसार Rs 10 लाखांचा काही भाग',
    'Choose the sum insured and add disability, weekly benefit and medical expenses covers.':
      'विमा रक्कम निवडा आणि अपंगत्व, साप्ताहिक लाभ आणि वैद्यकीय खर्चाची संरक्षणे जोडा.',
    'Accidental death': 'अपघाती मृत्यू',
    'Permanent total disability': 'कायमचे पूर्ण अपंगत्व',
    'Permanent partial disability': 'कायमचे अंशतः अपंगत्व',
    'Temporary total disability (weekly benefit)': 'तात्पुरते पूर्ण अपंगत्व (साप्ताहिक लाभ)',
    'Accident medical expenses': 'अपघाती वैद्यकीय खर्च',
  },
  'sachet-term': {
    'Bite-sized term life cover': 'छोट्या रकमेचे मुदत जीवन विमा संरक्षण',
    'Who can be covered?': 'कोणाला संरक्षण मिळू शकते?',
    'Adults from 18 to 50 years of age, without a medical check-up.': '18 ते 50 वर्षे वयाचे प्रौढ, वैद्यकीय तपासणीशिवाय.',
    'What does it cost?': 'याचा खर्च किती?',
    'Rs 1 a year for every Rs 1,000 of cover: Rs 300 for Rs 3 lakh, Rs 1,000 for Rs 10 lakh.':
      'प्रत्येक Rs 1,000 संरक्षणासाठी वर्षाला Rs 1: Rs 3 लाखांसाठी Rs 300, Rs 10 लाखांसाठी Rs 1,000.',
    'One year of term life cover in small, affordable amounts.': 'लहान, परवडणाऱ्या रकमांमध्ये एका वर्षाचे मुदत जीवन विमा संरक्षण.',
    'Cover of Rs 3, 5, 7 or 10 lakh': 'Rs 3, 5, 7 किंवा 10 लाखांचे संरक्षण',
    'Rs 1 a year per Rs 1,000 of cover': 'प्रत्येक Rs 1,000 संरक्षणासाठी वर्षाला Rs 1',
    'No medical check-up': 'वैद्यकीय तपासणी नाही',
  },
  'life-insurance': {
    'Term, savings, child, retirement and ULIP plans from leading insurers': 'आघाडीच्या विमा कंपन्यांच्या मुदत, बचत, बाल, सेवानिवृत्ती आणि युलिप योजना',
    'What are POS plans?': 'पीओएस योजना म्हणजे काय?',
    'Simple plans that a Point of Sales person may sell, with fixed benefits and no medical underwriting.':
      'पॉइंट ऑफ सेल्स व्यक्ती विकू शकेल अशा सोप्या योजना, ठरलेल्या लाभांसह आणि वैद्यकीय जोखीम मूल्यांकनाशिवाय.',
    'Can an application be tracked?': 'अर्जाचा मागोवा घेता येतो का?',
    'Yes, on the issuance tracking page of each request.': 'होय, प्रत्येक विनंतीच्या पॉलिसी जारी होण्याच्या मागोवा पानावर.',
  },
  FD: {
    'Fixed deposits with leading banks, opened online': 'आघाडीच्या बँकांमध्ये मुदत ठेव (FD), ऑनलाइन उघडा',
    'Is the deposit insured?': 'ठेवीचा विमा असतो का?',
    'Deposits in banks are insured by DICGC up to Rs 5 lakh per depositor per bank.':
      'बँकांमधील ठेवींचा डीआयसीजीसीकडून प्रत्येक बँकेत प्रति ठेवीदार Rs 5 लाखांपर्यंत विमा असतो.',
  },
  'personal-loan': {
    'Offers from several lenders in minutes': 'काही मिनिटांत अनेक कर्जदात्यांच्या ऑफर',
    'Who decides the offer?': 'ऑफर कोण ठरवते?',
    'Each lender, from the credit score and the details shared after the customer consents by OTP.':
      'प्रत्येक कर्जदाता, क्रेडिट स्कोअर आणि ग्राहकाने OTP ने संमती दिल्यानंतर शेअर केलेल्या तपशिलावरून.',
  },
  'home-loan': {
    'Compare home loan offers from leading lenders': 'आघाडीच्या कर्जदात्यांच्या गृहकर्ज ऑफरची तुलना करा',
    'What is needed to apply?': 'अर्जासाठी काय लागते?',
    'The loan amount, the property details and the customer consent by OTP.': 'कर्जाची रक्कम, मालमत्तेचा तपशील आणि OTP ने ग्राहकाची संमती.',
  },
  'business-loans': {
    'Working capital and term loans for small businesses': 'लहान व्यवसायांसाठी खेळते भांडवल आणि मुदत कर्जे',
    'Who can apply?': 'कोण अर्ज करू शकते?',
    'Proprietors and companies with a GST registration and at least one year of business.': 'GST नोंदणी आणि किमान एक वर्षाचा व्यवसाय असलेले एकल मालक आणि कंपन्या.',
  },
  lamf: {
    'Borrow against mutual funds without selling them': 'म्युच्युअल फंड न विकता त्यांच्या तारणावर कर्ज घ्या',
    'What happens to the funds?': 'फंडांचे काय होते?',
    'They stay invested and are pledged to the lender until the loan is repaid.': 'ते गुंतवलेलेच राहतात आणि कर्ज फेडेपर्यंत कर्जदात्याकडे तारण राहतात.',
  },
  'credit-score': {
    'Free credit score and report': 'मोफत क्रेडिट स्कोअर आणि अहवाल',
    'Does checking lower the score?': 'तपासल्याने स्कोअर कमी होतो का?',
    'No. A check made by the customer is a soft enquiry.': 'नाही. ग्राहकाने केलेली तपासणी ही सॉफ्ट चौकशी असते.',
  },
};
