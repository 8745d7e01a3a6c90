import type { ProductCopyTranslation } from '../product-copy';
import { lifePlanCopy } from './life-plan-copy';
import { moreProductCopy } from './product-copy-more';

/**
 * हिन्दी (hi-IN): the products' own copy (landing tagline, banners, brochure titles and summaries, FAQs, the quote
 * disclaimer, plans' descriptions and benefits), by product code, each English sentence of the product file
 * (packages/domain/src/products/*.ts, tenant variants included) giving its translation. A new or changed
 * English sentence has no entry until it is translated here (product-copy.test.ts fails meanwhile); one the
 * product no longer says fails it too. Terms: docs/glossary-hi-mr.md's Hindi column. Product, plan and brand names stay as named
 * (a brand inside a sentence is transliterated); amounts are written "Rs 1,00,000" as formatRupees writes them.
 */
export const productCopy: ProductCopyTranslation = {
  mobile: {
    'Protect a new phone on the day it is bought': 'नया फ़ोन खरीदने के दिन ही उसे सुरक्षित करें',
    'Which phones can be covered?': 'किन फ़ोनों को कवर किया जा सकता है?',
    'Phones priced from Rs 10,000 up to Rs 2,00,000, on the day they are bought.': 'Rs 10,000 से Rs 2,00,000 तक की कीमत वाले फ़ोन, जिस दिन वे खरीदे जाएँ उसी दिन।',
    'What does it cost?': 'इसकी लागत कितनी है?',
    '8% of the phone price including GST, from Rs 1,200.': 'फ़ोन की कीमत का 8%, GST सहित, Rs 1,200 से।',
    'What is needed to buy?': 'खरीदने के लिए क्या चाहिए?',
    "The IMEI number, the invoice and the customer's details.": 'IMEI नंबर, बिल (इनवॉइस) और ग्राहक का विवरण।',
    'One year of accidental and liquid damage repair for a phone bought today.': 'आज खरीदे गए फ़ोन के लिए एक वर्ष तक दुर्घटना और तरल पदार्थ से हुए नुकसान की मरम्मत।',
    'Accidental and liquid damage': 'दुर्घटना और तरल पदार्थ से नुकसान',
    'Cashless repair at authorised centres': 'अधिकृत केंद्रों पर कैशलेस मरम्मत',
    'Free pick-up and drop': 'मुफ़्त पिक-अप और ड्रॉप',
  },
  'vector-borne': {
    'Dengue and malaria cover for Rs 199 a year': 'Rs 199 प्रति वर्ष में डेंगू और मलेरिया का बीमा कवर',
    'What does the cover pay?': 'बीमा कवर में क्या मिलता है?',
    'Rs 10,000 in one lump sum when the insured is hospitalised with a covered vector-borne disease.':
      'बीमित व्यक्ति के किसी कवर की गई वेक्टर-जनित बीमारी से अस्पताल में भर्ती होने पर एकमुश्त Rs 10,000।',
    'Is there a waiting period?': 'क्या कोई प्रतीक्षा अवधि है?',
    'Claims for illness diagnosed in the first 15 days of the policy are not paid.': 'पॉलिसी के पहले 15 दिनों में पता चली बीमारी के दावों का भुगतान नहीं होता।',
    'Who can be insured?': 'किसका बीमा हो सकता है?',
    'Anyone from 1 to 65 years of age; one policy covers one person.': '1 से 65 वर्ष की आयु का कोई भी व्यक्ति; एक पॉलिसी एक व्यक्ति को कवर करती है।',
    'Pays the sum insured in one lump sum on diagnosis of a vector-borne disease.': 'वेक्टर-जनित बीमारी का पता चलने पर बीमा राशि एकमुश्त देती है।',
    'Rs 10,000 paid on diagnosis and hospitalisation': 'बीमारी का पता चलने और अस्पताल में भर्ती होने पर Rs 10,000',
    'Covers dengue, malaria, chikungunya, zika, filariasis, kala-azar and Japanese encephalitis':
      'डेंगू, मलेरिया, चिकनगुनिया, ज़ीका, फ़ाइलेरिया (हाथीपाँव), काला-अज़ार और जापानी इंसेफ़ेलाइटिस को कवर करता है',
    'No medical check-up': 'कोई मेडिकल जाँच नहीं',
  },
  shop: {
    'Protect the shop and its stock from Rs 516 a year': 'Rs 516 प्रति वर्ष से दुकान और उसके स्टॉक को सुरक्षित करें',
    'What does the shop cover protect?': 'दुकान का बीमा कवर किसे सुरक्षित करता है?',
    'The stock, furniture and fittings of the shop (CONTENTS), and with BUILDING_CONTENTS the shop structure too, against fire, flood, earthquake, riot and burglary.':
      'दुकान का स्टॉक, फ़र्नीचर और फ़िटिंग (Contents योजना), और Building + Contents योजना में दुकान का ढांचा भी, आग, बाढ़, भूकंप, दंगे और सेंधमारी से।',
    'Which shops can be covered?': 'किन दुकानों को कवर किया जा सकता है?',
    'Pakka shops up to 30 years old, on the ground floor or above; kutcha structures and basements are not covered.':
      '30 वर्ष तक पुरानी पक्की दुकानें, भूतल या उससे ऊपर; कच्चे ढांचे और तहखाने कवर नहीं होते।',
    'Can a rented shop be covered?': 'क्या किराये की दुकान का बीमा हो सकता है?',
    'Yes. A tenant usually covers the contents; the owner may add the structure.': 'हाँ। किरायेदार आम तौर पर सामान का बीमा कराता है; मालिक ढांचे को जोड़ सकता है।',
    'How much does it cost?': 'इसकी लागत कितनी है?',
    'From Rs 516 a year for contents and Rs 945 a year for building and contents, GST included.':
      'सामान के लिए Rs 516 प्रति वर्ष से और भवन व सामान के लिए Rs 945 प्रति वर्ष से, GST सहित।',
    'How is a claim made?': 'दावा कैसे किया जाता है?',
    'Inform the insurer within 7 days with photographs, the FIR for burglary or riot, and the stock records.':
      '7 दिनों के भीतर बीमाकर्ता को सूचित करें, साथ में तस्वीरें, सेंधमारी या दंगे के लिए एफ़आईआर, और स्टॉक का रिकॉर्ड दें।',
    'Stock, furniture, fittings and equipment of the shop.': 'दुकान का स्टॉक, फ़र्नीचर, फ़िटिंग और उपकरण।',
    'Fire and allied perils': 'आग और संबंधित जोखिम',
    Burglary: 'सेंधमारी',
    'Flood and earthquake': 'बाढ़ और भूकंप',
    'The shop structure and everything in it.': 'दुकान का ढांचा और उसमें रखा सब कुछ।',
    'Structure and contents in one policy': 'एक ही पॉलिसी में ढांचा और सामान',
  },
  'group-hospicash': {
    'Daily cash for every day in hospital, from Rs 299 a year': 'अस्पताल में हर दिन के लिए दैनिक नकद राशि, Rs 299 प्रति वर्ष से',
    'What is hospicash?': 'हॉस्पिकैश क्या है?',
    'A fixed amount paid for each day of hospitalisation, whatever the bill.': 'अस्पताल में भर्ती के हर दिन के लिए दी जाने वाली एक तय राशि, बिल चाहे जितना हो।',
    'Are bills needed to claim?': 'क्या दावे के लिए बिल चाहिए?',
    'No. The discharge summary showing the days in hospital is enough.': 'नहीं। अस्पताल में बिताए दिन दिखाने वाला डिस्चार्ज सारांश काफ़ी है।',
    'A fixed cash amount for every day spent in hospital.': 'अस्पताल में बिताए हर दिन के लिए एक तय नकद राशि।',
    'Daily cash of Rs 500 to Rs 3,000': 'Rs 500 से Rs 3,000 तक दैनिक नकद राशि',
    'No bills needed to claim': 'दावे के लिए बिल की ज़रूरत नहीं',
    'Covers the member under a group policy': 'समूह पॉलिसी के अंतर्गत सदस्य को कवर करता है',
    'Hospital cash for Sahyadri Co-operative Bank customers, from Rs 464 a year': 'सह्याद्री को-ऑपरेटिव बैंक के ग्राहकों के लिए अस्पताल नकद, Rs 464 प्रति वर्ष से',
    'Cash for every day in hospital': 'अस्पताल में हर दिन के लिए नकद राशि',
    'Choose 15 or 30 cash days a year, paid whatever the bill.': 'वर्ष में 15 या 30 नकद दिन चुनें, बिल चाहे जितना हो, भुगतान होगा।',
    'Enrol at your branch or with your Sahyadri agent': 'अपनी शाखा में या अपने सह्याद्री एजेंट के माध्यम से नामांकन करें',
    'No medical check-up for members aged 18 to 65.': '18 से 65 वर्ष के सदस्यों के लिए कोई मेडिकल जाँच नहीं।',
    'Sahyadri Group Hospicash brochure (PDF)': 'सह्याद्री ग्रुप हॉस्पिकैश ब्रोशर (PDF)',
    'Sahyadri Co-operative Bank offers its customers a daily hospital cash benefit under a group policy.':
      'सह्याद्री को-ऑपरेटिव बैंक अपने ग्राहकों को समूह पॉलिसी के अंतर्गत अस्पताल में दैनिक नकद लाभ देता है।',
    'How is the premium paid?': 'प्रीमियम का भुगतान कैसे होता है?',
    'Once a year, online, when the member enrols.': 'वर्ष में एक बार, ऑनलाइन, जब सदस्य नामांकन करता है।',
    'Who can enrol?': 'कौन नामांकन कर सकता है?',
    'Customers of Sahyadri Co-operative Bank aged 18 to 65.': 'सह्याद्री को-ऑपरेटिव बैंक के 18 से 65 वर्ष के ग्राहक।',
    'How many days are paid?': 'कितने दिनों का भुगतान होता है?',
    'Up to 15 or 30 days a year, as chosen at enrolment.': 'वर्ष में अधिकतम 15 या 30 दिन, जैसा नामांकन के समय चुना गया हो।',
    'Sum insured Rs 2,000 to Rs 5,000 with 15 or 30 cash days, for members aged 18 to 65.':
      'Rs 2,000 से Rs 5,000 तक बीमा राशि, 15 या 30 नकद दिनों के साथ, 18 से 65 वर्ष के सदस्यों के लिए।',
    '15 or 30 days of daily cash a year': 'वर्ष में 15 या 30 दिनों की दैनिक नकद राशि',
    'Enrolment through the bank': 'बैंक के माध्यम से नामांकन',
    'No medical check-up': 'कोई मेडिकल जाँच नहीं',
  },
  'credit-life': {
    'Protect the family from the loan, from Rs 728': 'परिवार को ऋण के बोझ से बचाएँ, Rs 728 से',
    'Who can be covered?': 'किसे कवर किया जा सकता है?',
    'Borrowers aged 18 to 60 with a loan tenure of at least 2 years.': '18 से 60 वर्ष के उधारकर्ता, जिनके ऋण की अवधि कम से कम 2 वर्ष हो।',
    'How is the sum insured chosen?': 'बीमा राशि कैसे चुनी जाती है?',
    'In multiples of Rs 1,00,000, usually the loan amount.': 'Rs 1,00,000 के गुणज में, आम तौर पर ऋण की राशि के बराबर।',
    'What if the borrower has an illness?': 'अगर उधारकर्ता को कोई बीमारी हो तो?',
    'A serious illness, a long hospital stay or a pending treatment is underwritten by the insurer offline, not online.':
      'गंभीर बीमारी, अस्पताल में लंबे समय तक भर्ती या चल रहे इलाज का जोखिम-अंकन बीमाकर्ता ऑफ़लाइन करता है, ऑनलाइन नहीं।',
    'Pays off the outstanding loan if the borrower dies during the loan tenure.': 'ऋण की अवधि में उधारकर्ता की मृत्यु होने पर बकाया ऋण चुका देता है।',
    'Single or joint borrowers': 'एकल या संयुक्त उधारकर्ता',
    'Sum insured in multiples of Rs 1 lakh': 'Rs 1 लाख के गुणज में बीमा राशि',
    'Loan tenures from 2 years': '2 वर्ष से ऋण की अवधि',
  },
  'health-360': {
    'Hospital cash and critical illness cover from Rs 500': 'अस्पताल नकद और गंभीर बीमारी का बीमा कवर, Rs 500 से',
    'Who can buy it?': 'इसे कौन खरीद सकता है?',
    'Anyone aged 18 to 100, with spouse and up to two children.': '18 से 100 वर्ष का कोई भी व्यक्ति, पति या पत्नी और अधिकतम दो बच्चों के साथ।',
    'What decides the price?': 'कीमत किन बातों से तय होती है?',
    'The cash allowance, the critical illness cover, OPD, the children covered, pre-existing disease and the age of the eldest member.':
      'नकद भत्ता, गंभीर बीमारी का कवर, ओपीडी, कवर किए गए बच्चे, पहले से मौजूद बीमारी और सबसे बड़े सदस्य की आयु।',
    'Daily hospital cash, critical illness cover and optional OPD in one plan.': 'एक ही योजना में दैनिक अस्पताल नकद, गंभीर बीमारी का कवर और वैकल्पिक ओपीडी।',
    'Daily cash allowance of Rs 500 or Rs 1,000': 'Rs 500 या Rs 1,000 का दैनिक नकद भत्ता',
    'Critical illness cover of Rs 2 to 10 lakh': 'Rs 2 से 10 लाख तक गंभीर बीमारी का कवर',
    'Optional OPD': 'वैकल्पिक ओपीडी',
  },
  'group-personal-accident': {
    'Rs 10 lakh accident cover from Rs 519 a year': 'Rs 519 प्रति वर्ष से Rs 10 लाख का दुर्घटना बीमा कवर',
    'What is covered?': 'क्या कवर होता है?',
    'Death or permanent disability caused by an accident, anywhere in the world.': 'दुर्घटना से मृत्यु या स्थायी विकलांगता, दुनिया में कहीं भी।',
    'Is a medical check-up needed?': 'क्या मेडिकल जाँच ज़रूरी है?',
    'No.': 'नहीं।',
    'Accidental death and permanent disability cover of Rs 10 or 15 lakh.': 'Rs 10 या 15 लाख का दुर्घटना से मृत्यु और स्थायी विकलांगता का कवर।',
    'Accidental death': 'दुर्घटना से मृत्यु',
    'Permanent total and partial disability': 'स्थायी पूर्ण और आंशिक विकलांगता',
    'Permanent partial disability': 'स्थायी आंशिक विकलांगता',
    'Worldwide, round the clock': 'दुनिया भर में, चौबीसों घंटे',
    'Accident cover for Sahyadri Co-operative Bank customers, from Rs 55 a year': 'सह्याद्री को-ऑपरेटिव बैंक के ग्राहकों के लिए दुर्घटना बीमा कवर, Rs 55 प्रति वर्ष से',
    'Accident cover from Rs 55 a year': 'Rs 55 प्रति वर्ष से दुर्घटना बीमा कवर',
    'Cover of Rs 1 lakh to Rs 10 lakh for account holders.': 'खाताधारकों के लिए Rs 1 लाख से Rs 10 लाख तक का कवर।',
    'Enrol at your branch or with your Sahyadri agent': 'अपनी शाखा में या अपने सह्याद्री एजेंट के माध्यम से नामांकन करें',
    'No medical check-up; the policy certificate comes by email.': 'कोई मेडिकल जाँच नहीं; पॉलिसी प्रमाणपत्र ईमेल से आता है।',
    'Sahyadri Group Personal Accident brochure (PDF)': 'सह्याद्री ग्रुप पर्सनल एक्सीडेंट ब्रोशर (PDF)',
    'Sahyadri Co-operative Bank offers its account holders accident cover under a group policy.':
      'सह्याद्री को-ऑपरेटिव बैंक अपने खाताधारकों को समूह पॉलिसी के अंतर्गत दुर्घटना बीमा कवर देता है।',
    "No. Enrolment needs only the member's details and a nominee.": 'नहीं। नामांकन के लिए केवल सदस्य का विवरण और एक नामिती चाहिए।',
    'Who can enrol?': 'कौन नामांकन कर सकता है?',
    'Account holders of Sahyadri Co-operative Bank.': 'सह्याद्री को-ऑपरेटिव बैंक के खाताधारक।',
    'How much cover can I choose?': 'मैं कितना कवर चुन सकता हूँ?',
    'Rs 1, 2, 3, 5 or 10 lakh.': 'Rs 1, 2, 3, 5 या 10 लाख।',
    'Accident cover of Rs 1 lakh to Rs 10 lakh for bank customers.': 'बैंक के ग्राहकों के लिए Rs 1 लाख से Rs 10 लाख तक का दुर्घटना बीमा कवर।',
    'Permanent total disability': 'स्थायी पूर्ण विकलांगता',
    'Enrolment through the bank': 'बैंक के माध्यम से नामांकन',
  },
  travel: {
    'Travel abroad covered from Rs 650': 'विदेश यात्रा का बीमा कवर, Rs 650 से',
    'Which countries are covered?': 'कौन-से देश कवर होते हैं?',
    'Worldwide, or worldwide excluding the USA and Canada at a lower premium.': 'पूरी दुनिया, या कम प्रीमियम पर अमेरिका और कनाडा को छोड़कर पूरी दुनिया।',
    'How long a trip can be covered?': 'कितनी लंबी यात्रा कवर हो सकती है?',
    'Up to 180 days, bought up to 180 days before the trip starts.': 'अधिकतम 180 दिन की, जिसे यात्रा शुरू होने से 180 दिन पहले तक खरीदा जा सकता है।',
    'Medical emergencies, baggage and trip troubles abroad.': 'विदेश में चिकित्सा आपात स्थिति, सामान और यात्रा की परेशानियाँ।',
    'Worldwide or excluding USA and Canada': 'पूरी दुनिया या अमेरिका और कनाडा को छोड़कर',
    'Cruise and terrorism add-ons': 'क्रूज़ और आतंकवाद के ऐड-ऑन',
    'Family cover': 'परिवार का कवर',
  },
  wellness: {
    'OPD healthcare for the family from Rs 530': 'परिवार के लिए ओपीडी स्वास्थ्य सेवा, Rs 530 से',
    'Who provides the care?': 'देखभाल कौन देता है?',
    'eKincare, HealthAssure or Svaas, as chosen.': 'ईकिनकेयर, हेल्थएश्योर या स्वास, जैसा चुना जाए।',
    'Who can be covered?': 'किसे कवर किया जा सकता है?',
    'The proposer, the spouse and up to two children up to 18 years of age.': 'प्रस्तावक, पति या पत्नी और 18 वर्ष तक की आयु के अधिकतम दो बच्चे।',
    'Doctor consultations, diagnostics and medicines outside hospital.': 'अस्पताल के बाहर डॉक्टर से परामर्श, जाँचें और दवाइयाँ।',
    'Unlimited tele-consultations': 'असीमित टेली-परामर्श',
    'Annual health check-up': 'वार्षिक स्वास्थ्य जाँच',
    'Spouse and up to two children': 'पति या पत्नी और अधिकतम दो बच्चे',
  },
  fire: {
    'Fire cover for businesses from Rs 500': 'व्यवसायों के लिए आग का बीमा कवर, Rs 500 से',
    'How is the premium decided?': 'प्रीमियम कैसे तय होता है?',
    'From the sum insured and what the premises are used for, by the insurer you choose; policies start at Rs 500.':
      'आपके चुने हुए बीमाकर्ता द्वारा, बीमा राशि और परिसर के उपयोग के आधार पर; पॉलिसियाँ Rs 500 से शुरू होती हैं।',
    'What is the mandate letter?': 'अधिदेश पत्र क्या है?',
    "The customer's authorisation for us to place the policy with the insurer, signed before payment.":
      'बीमाकर्ता के पास पॉलिसी कराने के लिए हमें दिया गया ग्राहक का प्राधिकार, जिस पर भुगतान से पहले हस्ताक्षर होते हैं।',
    'Premiums shown are indicative; the insurer confirms the cover after reviewing the documents. For help, call our toll-free line 1800-000-0000.':
      'दिखाए गए प्रीमियम सांकेतिक हैं; दस्तावेज़ों की समीक्षा के बाद बीमाकर्ता बीमा कवर की पुष्टि करता है। सहायता के लिए हमारी टोल-फ्री लाइन 1800-000-0000 पर कॉल करें।',
    'Buildings, stock and machinery against fire and allied perils.': 'आग और संबंधित जोखिमों से भवन, स्टॉक और मशीनरी।',
    'Fire, lightning and explosion': 'आग, बिजली गिरना और विस्फोट',
    'Storm, flood and earthquake': 'तूफ़ान, बाढ़ और भूकंप',
    'Riot and malicious damage': 'दंगा और दुर्भावनापूर्ण नुकसान',
  },
  marine: {
    'Cover goods in transit from Rs 500': 'Rs 500 से परिवहन में माल का बीमा कवर',
    'How is the premium decided?': 'प्रीमियम कैसे तय होता है?',
    'From the cargo value, the mode of transit and the kind of goods, by the insurer you choose; policies start at Rs 500.':
      'आपके चुने हुए बीमाकर्ता द्वारा, माल के मूल्य, परिवहन के साधन और माल के प्रकार के आधार पर; पॉलिसियाँ Rs 500 से शुरू होती हैं।',
    'What is the mandate letter?': 'अधिदेश पत्र क्या है?',
    "The customer's authorisation for us to place the policy with the insurer, signed before payment.":
      'बीमाकर्ता के पास पॉलिसी कराने के लिए हमें दिया गया ग्राहक का प्राधिकार, जिस पर भुगतान से पहले हस्ताक्षर होते हैं।',
    'Premiums shown are indicative; the insurer confirms the cover after reviewing the documents. For help, call our toll-free line 1800-000-0000.':
      'दिखाए गए प्रीमियम सांकेतिक हैं; दस्तावेज़ों की समीक्षा के बाद बीमाकर्ता बीमा कवर की पुष्टि करता है। सहायता के लिए हमारी टोल-फ्री लाइन 1800-000-0000 पर कॉल करें।',
    'Goods in transit by road, rail, sea or air.': 'सड़क, रेल, समुद्र या हवाई मार्ग से परिवहन में माल।',
    'Accident, fire and overturning of the carrier': 'दुर्घटना, आग और वाहन का पलटना',
    'Theft and non-delivery': 'चोरी और माल न पहुँचना',
    'Loading and unloading damage': 'माल चढ़ाने और उतारने में नुकसान',
  },
  'workmen-compensation': {
    "Employer's liability cover from Rs 500": 'Rs 500 से नियोक्ता के दायित्व का बीमा कवर',
    'How is the premium decided?': 'प्रीमियम कैसे तय होता है?',
    'From the annual wage roll and the nature of work, by the insurer you choose; policies start at Rs 500.':
      'आपके चुने हुए बीमाकर्ता द्वारा, वार्षिक वेतन सूची और काम की प्रकृति के आधार पर; पॉलिसियाँ Rs 500 से शुरू होती हैं।',
    'What is the mandate letter?': 'अधिदेश पत्र क्या है?',
    "The customer's authorisation for us to place the policy with the insurer, signed before payment.":
      'बीमाकर्ता के पास पॉलिसी कराने के लिए हमें दिया गया ग्राहक का प्राधिकार, जिस पर भुगतान से पहले हस्ताक्षर होते हैं।',
    "The employer's liability for employees injured at work.": 'काम के दौरान घायल कर्मचारियों के लिए नियोक्ता का दायित्व।',
    'Death and permanent disability compensation': 'मृत्यु और स्थायी विकलांगता का मुआवज़ा',
    'Temporary disablement wages': 'अस्थायी अक्षमता के दौरान वेतन',
    'Medical expenses of the injured worker': 'घायल कर्मचारी का चिकित्सा खर्च',
  },
  ...moreProductCopy,
  // The sandbox life plans' copy (product-copy.ts's LIFE_PLANS_COPY), one entry per sentence.
  'life-plans': lifePlanCopy,
};
