import type { ProductCopyTranslation } from '../product-copy';

/** हिन्दी (hi-IN): the copy of the products after the commercial covers (consumer goods to credit score); see product-copy.ts. */
export const moreProductCopy: ProductCopyTranslation = {
  'consumer-goods': {
    'Extend the warranty of appliances from Rs 650': 'Rs 650 से उपकरणों की वारंटी बढ़ाएँ',
    'When does the cover start?': 'बीमा कवर कब शुरू होता है?',
    "The day after the manufacturer's warranty of 1 to 3 years ends, for one year.": 'निर्माता की 1 से 3 वर्ष की वारंटी खत्म होने के अगले दिन से, एक वर्ष के लिए।',
    'Which appliances can be covered?': 'किन उपकरणों को कवर किया जा सकता है?',
    'Appliances priced from Rs 10,000 up to Rs 2,00,000, bought in the last year.':
      'Rs 10,000 से Rs 2,00,000 तक की कीमत वाले उपकरण, जो पिछले एक वर्ष में खरीदे गए हों।',
    'What does it cost?': 'इसकी लागत कितनी है?',
    'From 6.5% of the invoice price for a refrigerator, GST included, from Rs 650.': 'रेफ़्रिजरेटर के लिए बिल (इनवॉइस) की कीमत का 6.5% से, GST सहित, Rs 650 से।',
    "Repairs after the manufacturer's warranty ends, for appliances and devices.": 'निर्माता की वारंटी खत्म होने के बाद उपकरणों और डिवाइसों की मरम्मत।',
    'ACs, laptops, refrigerators, washing machines, dishwashers, TVs and tablets': 'एसी, लैपटॉप, रेफ़्रिजरेटर, वॉशिंग मशीन, डिशवॉशर, टीवी और टैबलेट',
    'Cashless repair': 'कैशलेस मरम्मत',
    'Parts and labour': 'पुर्ज़े और मज़दूरी',
  },
  'roadside-assistance': {
    'Breakdown help anywhere in India from Rs 99': 'भारत में कहीं भी वाहन खराब होने पर मदद, Rs 99 से',
    'How is help called?': 'मदद कैसे बुलाई जाती है?',
    'On the toll-free helpline, giving the vehicle number and the breakdown point.': 'टोल-फ्री हेल्पलाइन पर, वाहन नंबर और वाहन खराब होने की जगह बताकर।',
    'What does it cost?': 'इसकी लागत कितनी है?',
    'Rs 99 a year for a two-wheeler and Rs 199 for a four-wheeler, GST included.': 'दोपहिया के लिए Rs 99 प्रति वर्ष और चारपहिया के लिए Rs 199, GST सहित।',
    'Help on the road for a two- or four-wheeler, round the clock.': 'दोपहिया या चारपहिया के लिए सड़क पर मदद, चौबीसों घंटे।',
    'Towing to the nearest garage': 'नज़दीकी गैराज तक टोइंग',
    'Flat tyre and battery jump-start': 'पंक्चर टायर और बैटरी जंप-स्टार्ट',
    'Fuel delivery': 'ईंधन पहुँचाना',
  },
  'active-360': {
    'Health cover that rewards staying active, from Rs 12,000': 'सक्रिय रहने पर इनाम देने वाला स्वास्थ्य बीमा कवर, Rs 12,000 से',
    'How do the rewards work?': 'इनाम कैसे मिलते हैं?',
    'Steps tracked on the app earn a discount on the renewal premium.': 'ऐप पर गिने गए कदमों से नवीनीकरण प्रीमियम पर छूट मिलती है।',
    'Who can be covered?': 'किसे कवर किया जा सकता है?',
    'Adults from 18 to 65; the premium depends on the age of the insured.': '18 से 65 वर्ष के वयस्क; प्रीमियम बीमित व्यक्ति की आयु पर निर्भर करता है।',
    'Comprehensive health cover that rewards an active lifestyle.': 'सक्रिय जीवनशैली पर इनाम देने वाला व्यापक स्वास्थ्य बीमा कवर।',
    'Hospitalisation cover': 'अस्पताल में भर्ती का कवर',
    'Premium rewards for staying active': 'सक्रिय रहने पर प्रीमियम में इनाम',
    'Annual health check-up': 'वार्षिक स्वास्थ्य जाँच',
  },
  'personal-accident': {
    'Create an accident cover that fits': 'अपने लिए सही दुर्घटना बीमा कवर बनाएँ',
    'What is covered?': 'क्या कवर होता है?',
    'Accidental death and disability, with optional covers chosen while creating the plan.': 'दुर्घटना से मृत्यु और विकलांगता, साथ में योजना बनाते समय चुने गए वैकल्पिक कवर।',
    'Why does the occupation change the price?': 'व्यवसाय से कीमत क्यों बदलती है?',
    'Insurers group occupations into risk classes I, II and III; riskier work pays a higher rate.':
      'बीमाकर्ता व्यवसायों को जोखिम वर्ग 1, 2 और 3 में बाँटते हैं; अधिक जोखिम वाले काम पर दर अधिक होती है।',
    'A ready plan: Rs 10 lakh for accidental death, permanent total and permanent partial disability.':
      'एक तैयार योजना: दुर्घटना से मृत्यु, स्थायी पूर्ण और स्थायी आंशिक विकलांगता के लिए Rs 10 लाख।',
    'Accidental death: Rs 10 lakh': 'दुर्घटना से मृत्यु: Rs 10 लाख',
    'Permanent total disability: Rs 10 lakh': 'स्थायी पूर्ण विकलांगता: Rs 10 लाख',
    'Permanent partial disability: a share of Rs 10 lakh by the injury': 'स्थायी आंशिक विकलांगता: चोट के अनुसार Rs 10 लाख का एक हिस्सा',
    'Choose the sum insured and add disability, weekly benefit and medical expenses covers.':
      'बीमा राशि चुनें और विकलांगता, साप्ताहिक लाभ और चिकित्सा खर्च के कवर जोड़ें।',
    'Accidental death': 'दुर्घटना से मृत्यु',
    'Permanent total disability': 'स्थायी पूर्ण विकलांगता',
    'Permanent partial disability': 'स्थायी आंशिक विकलांगता',
    'Temporary total disability (weekly benefit)': 'अस्थायी पूर्ण विकलांगता (साप्ताहिक लाभ)',
    'Accident medical expenses': 'दुर्घटना में चिकित्सा खर्च',
  },
  'sachet-term': {
    'Bite-sized term life cover': 'छोटे आकार का टर्म जीवन बीमा कवर',
    'Who can be covered?': 'किसे कवर किया जा सकता है?',
    'Adults from 18 to 50 years of age, without a medical check-up.': '18 से 50 वर्ष के वयस्क, बिना मेडिकल जाँच के।',
    'What does it cost?': 'इसकी लागत कितनी है?',
    'Rs 1 a year for every Rs 1,000 of cover: Rs 300 for Rs 3 lakh, Rs 1,000 for Rs 10 lakh.':
      'हर Rs 1,000 के कवर पर Rs 1 प्रति वर्ष: Rs 3 लाख के लिए Rs 300, Rs 10 लाख के लिए Rs 1,000।',
    'One year of term life cover in small, affordable amounts.': 'छोटी, किफ़ायती राशियों में एक वर्ष का टर्म जीवन बीमा कवर।',
    'Cover of Rs 3, 5, 7 or 10 lakh': 'Rs 3, 5, 7 या 10 लाख का कवर',
    'Rs 1 a year per Rs 1,000 of cover': 'हर Rs 1,000 के कवर पर Rs 1 प्रति वर्ष',
    'No medical check-up': 'कोई मेडिकल जाँच नहीं',
  },
  'life-insurance': {
    'Term, savings, child, retirement and ULIP plans from leading insurers': 'प्रमुख बीमाकर्ताओं की टर्म, बचत, बाल, सेवानिवृत्ति और यूलिप योजनाएँ',
    'What are POS plans?': 'पीओएस योजनाएँ क्या हैं?',
    'Simple plans that a Point of Sales person may sell, with fixed benefits and no medical underwriting.':
      'सरल योजनाएँ जिन्हें पॉइंट ऑफ़ सेल्स व्यक्ति बेच सकता है, तय लाभों के साथ और बिना चिकित्सा जोखिम-अंकन के।',
    'Can an application be tracked?': 'क्या आवेदन को ट्रैक किया जा सकता है?',
    'Yes, on the issuance tracking page of each request.': 'हाँ, हर अनुरोध के पॉलिसी जारी होने की ट्रैकिंग वाले पेज पर।',
  },
  FD: {
    'Fixed deposits with leading banks, opened online': 'प्रमुख बैंकों में सावधि जमा (FD), ऑनलाइन खोलें',
    'Is the deposit insured?': 'क्या जमा राशि का बीमा होता है?',
    'Deposits in banks are insured by DICGC up to Rs 5 lakh per depositor per bank.':
      'बैंकों में जमा राशि का डीआईसीजीसी द्वारा हर बैंक में प्रति जमाकर्ता Rs 5 लाख तक बीमा होता है।',
  },
  'personal-loan': {
    'Offers from several lenders in minutes': 'कुछ ही मिनटों में कई ऋणदाताओं के ऑफ़र',
    'Who decides the offer?': 'ऑफ़र कौन तय करता है?',
    'Each lender, from the credit score and the details shared after the customer consents by OTP.':
      'हर ऋणदाता, क्रेडिट स्कोर और ग्राहक के OTP से सहमति देने के बाद साझा किए गए विवरण के आधार पर।',
  },
  'home-loan': {
    'Compare home loan offers from leading lenders': 'प्रमुख ऋणदाताओं के होम लोन ऑफ़र की तुलना करें',
    'What is needed to apply?': 'आवेदन के लिए क्या चाहिए?',
    'The loan amount, the property details and the customer consent by OTP.': 'ऋण राशि, संपत्ति का विवरण और OTP से ग्राहक की सहमति।',
  },
  'business-loans': {
    'Working capital and term loans for small businesses': 'छोटे व्यवसायों के लिए कार्यशील पूंजी और सावधि ऋण',
    'Who can apply?': 'कौन आवेदन कर सकता है?',
    'Proprietors and companies with a GST registration and at least one year of business.': 'GST पंजीकरण और कम से कम एक वर्ष के व्यवसाय वाले एकल स्वामी और कंपनियाँ।',
  },
  lamf: {
    'Borrow against mutual funds without selling them': 'म्यूचुअल फ़ंड बेचे बिना उनके बदले ऋण लें',
    'What happens to the funds?': 'फ़ंड का क्या होता है?',
    'They stay invested and are pledged to the lender until the loan is repaid.': 'वे निवेशित रहते हैं और ऋण चुकाए जाने तक ऋणदाता के पास गिरवी रहते हैं।',
  },
  'credit-score': {
    'Free credit score and report': 'मुफ़्त क्रेडिट स्कोर और रिपोर्ट',
    'Does checking lower the score?': 'क्या जाँच करने से स्कोर कम होता है?',
    'No. A check made by the customer is a soft enquiry.': 'नहीं। ग्राहक द्वारा की गई जाँच एक सॉफ़्ट पूछताछ है।',
  },
};
