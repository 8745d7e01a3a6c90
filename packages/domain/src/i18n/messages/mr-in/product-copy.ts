import type { ProductCopyTranslation } from '../product-copy';
import { lifePlanCopy } from './life-plan-copy';
import { moreProductCopy } from './product-copy-more';

/**
 * मराठी (mr-IN): the products' own copy (landing tagline, banners, brochure titles and summaries, FAQs, the quote
 * disclaimer, plans' descriptions and benefits), by product code, each English sentence of the product file
 * (packages/domain/src/products/*.ts, tenant variants included) giving its translation. A new or changed
 * English sentence has no entry until it is translated here (product-copy.test.ts fails meanwhile); one the
 * product no longer says fails it too. Terms: docs/glossary-hi-mr.md's Marathi column. Product, plan and brand names stay as named
 * (a brand inside a sentence is transliterated); amounts are written "Rs 1,00,000" as formatRupees writes them.
 */
export const productCopy: ProductCopyTranslation = {
  mobile: {
    'Protect a new phone on the day it is bought': 'नवा फोन खरेदीच्या दिवशीच सुरक्षित करा',
    'Which phones can be covered?': 'कोणते फोन संरक्षित करता येतात?',
    'Phones priced from Rs 10,000 up to Rs 2,00,000, on the day they are bought.': 'Rs 10,000 ते Rs 2,00,000 किमतीचे फोन, ज्या दिवशी ते खरेदी केले त्याच दिवशी.',
    'What does it cost?': 'याचा खर्च किती?',
    '8% of the phone price including GST, from Rs 1,200.': 'फोनच्या किमतीच्या 8%, GST सह, Rs 1,200 पासून.',
    'What is needed to buy?': 'खरेदीसाठी काय लागते?',
    "The IMEI number, the invoice and the customer's details.": 'IMEI क्रमांक, बीजक (इन्व्हॉइस) आणि ग्राहकाचा तपशील.',
    'One year of accidental and liquid damage repair for a phone bought today.': 'आज खरेदी केलेल्या फोनसाठी एक वर्ष अपघाती आणि द्रवपदार्थामुळे झालेल्या नुकसानीची दुरुस्ती.',
    'Accidental and liquid damage': 'अपघाती आणि द्रवपदार्थामुळे नुकसान',
    'Cashless repair at authorised centres': 'अधिकृत केंद्रांवर कॅशलेस दुरुस्ती',
    'Free pick-up and drop': 'मोफत पिक-अप आणि ड्रॉप',
  },
  'vector-borne': {
    'Dengue and malaria cover for Rs 199 a year': 'वर्षाला Rs 199 मध्ये डेंग्यू आणि मलेरियाचे विमा संरक्षण',
    'What does the cover pay?': 'विमा संरक्षणात काय मिळते?',
    'Rs 10,000 in one lump sum when the insured is hospitalised with a covered vector-borne disease.':
      'संरक्षित कीटकजन्य आजारामुळे विमाधारक रुग्णालयात दाखल झाल्यास एकरकमी Rs 10,000.',
    'Is there a waiting period?': 'प्रतीक्षा कालावधी आहे का?',
    'Claims for illness diagnosed in the first 15 days of the policy are not paid.': 'पॉलिसीच्या पहिल्या 15 दिवसांत निदान झालेल्या आजाराचे दावे दिले जात नाहीत.',
    'Who can be insured?': 'कोणाचा विमा काढता येतो?',
    'Anyone from 1 to 65 years of age; one policy covers one person.': '1 ते 65 वर्षे वयाची कोणतीही व्यक्ती; एक पॉलिसी एका व्यक्तीला संरक्षण देते.',
    'Pays the sum insured in one lump sum on diagnosis of a vector-borne disease.': 'कीटकजन्य आजाराचे निदान झाल्यावर विमा रक्कम एकरकमी देते.',
    'Rs 10,000 paid on diagnosis and hospitalisation': 'निदान होऊन रुग्णालयात दाखल झाल्यावर Rs 10,000',
    'Covers dengue, malaria, chikungunya, zika, filariasis, kala-azar and Japanese encephalitis':
      'डेंग्यू, मलेरिया, चिकुनगुनिया, झिका, हत्तीरोग, काळा आजार आणि जपानी मेंदूज्वर यांना संरक्षण',
    'No medical check-up': 'वैद्यकीय तपासणी नाही',
  },
  shop: {
    'Protect the shop and its stock from Rs 516 a year': 'वर्षाला Rs 516 पासून दुकान आणि त्यातील माल सुरक्षित करा',
    'What does the shop cover protect?': 'दुकानाचे विमा संरक्षण कशाचे रक्षण करते?',
    'The stock, furniture and fittings of the shop (CONTENTS), and with BUILDING_CONTENTS the shop structure too, against fire, flood, earthquake, riot and burglary.':
      'दुकानातील माल, फर्निचर आणि फिटिंग्ज (Contents योजना), आणि Building + Contents योजनेत दुकानाची इमारतही, आग, पूर, भूकंप, दंगल आणि घरफोडीपासून.',
    'Which shops can be covered?': 'कोणती दुकाने संरक्षित करता येतात?',
    'Pakka shops up to 30 years old, on the ground floor or above; kutcha structures and basements are not covered.':
      '30 वर्षांपर्यंत जुनी पक्की दुकाने, तळमजल्यावर किंवा त्यावर; कच्ची बांधकामे आणि तळघरे संरक्षित नाहीत.',
    'Can a rented shop be covered?': 'भाड्याच्या दुकानाचा विमा काढता येतो का?',
    'Yes. A tenant usually covers the contents; the owner may add the structure.': 'होय. भाडेकरू सहसा मालाचा विमा काढतो; मालक इमारतीचे संरक्षण जोडू शकतो.',
    'How much does it cost?': 'याचा खर्च किती?',
    'From Rs 516 a year for contents and Rs 945 a year for building and contents, GST included.':
      'मालासाठी वर्षाला Rs 516 पासून आणि इमारत व मालासाठी वर्षाला Rs 945 पासून, GST सह.',
    'How is a claim made?': 'दावा कसा करायचा?',
    'Inform the insurer within 7 days with photographs, the FIR for burglary or riot, and the stock records.':
      '7 दिवसांच्या आत विमा कंपनीला कळवा, सोबत छायाचित्रे, घरफोडी किंवा दंगलीसाठी एफआयआर आणि मालाच्या नोंदी द्या.',
    'Stock, furniture, fittings and equipment of the shop.': 'दुकानातील माल, फर्निचर, फिटिंग्ज आणि उपकरणे.',
    'Fire and allied perils': 'आग आणि संबंधित धोके',
    Burglary: 'घरफोडी',
    'Flood and earthquake': 'पूर आणि भूकंप',
    'The shop structure and everything in it.': 'दुकानाची इमारत आणि त्यातील सर्व काही.',
    'Structure and contents in one policy': 'एकाच पॉलिसीत इमारत आणि माल',
  },
  'group-hospicash': {
    'Daily cash for every day in hospital, from Rs 299 a year': 'रुग्णालयातील प्रत्येक दिवसासाठी दैनिक रोख रक्कम, वर्षाला Rs 299 पासून',
    'What is hospicash?': 'हॉस्पिकॅश म्हणजे काय?',
    'A fixed amount paid for each day of hospitalisation, whatever the bill.': 'रुग्णालयात दाखल असलेल्या प्रत्येक दिवसासाठी दिली जाणारी ठरावीक रक्कम, बिल कितीही असो.',
    'Are bills needed to claim?': 'दाव्यासाठी बिले लागतात का?',
    'No. The discharge summary showing the days in hospital is enough.': 'नाही. रुग्णालयातील दिवस दाखवणारा डिस्चार्ज सारांश पुरेसा आहे.',
    'A fixed cash amount for every day spent in hospital.': 'रुग्णालयात घालवलेल्या प्रत्येक दिवसासाठी ठरावीक रोख रक्कम.',
    'Daily cash of Rs 500 to Rs 3,000': 'Rs 500 ते Rs 3,000 दैनिक रोख रक्कम',
    'No bills needed to claim': 'दाव्यासाठी बिलांची गरज नाही',
    'Covers the member under a group policy': 'समूह पॉलिसीअंतर्गत सदस्याला संरक्षण',
    'Hospital cash for Sahyadri Co-operative Bank customers, from Rs 464 a year': 'सह्याद्री को-ऑपरेटिव्ह बँकेच्या ग्राहकांसाठी रुग्णालय रोख रक्कम, वर्षाला Rs 464 पासून',
    'Cash for every day in hospital': 'रुग्णालयातील प्रत्येक दिवसासाठी रोख रक्कम',
    'Choose 15 or 30 cash days a year, paid whatever the bill.': 'वर्षाला 15 किंवा 30 रोख दिवस निवडा, बिल कितीही असो, रक्कम मिळते.',
    'Enrol at your branch or with your Sahyadri agent': 'तुमच्या शाखेत किंवा तुमच्या सह्याद्री प्रतिनिधीकडे नावनोंदणी करा',
    'No medical check-up for members aged 18 to 65.': '18 ते 65 वयाच्या सदस्यांसाठी वैद्यकीय तपासणी नाही.',
    'Sahyadri Group Hospicash brochure (PDF)': 'सह्याद्री ग्रुप हॉस्पिकॅश माहितीपत्रक (PDF)',
    'Sahyadri Co-operative Bank offers its customers a daily hospital cash benefit under a group policy.':
      'सह्याद्री को-ऑपरेटिव्ह बँक आपल्या ग्राहकांना समूह पॉलिसीअंतर्गत रुग्णालयातील दैनिक रोख लाभ देते.',
    'How is the premium paid?': 'हप्ता कसा भरला जातो?',
    'Once a year, online, when the member enrols.': 'वर्षातून एकदा, ऑनलाइन, सदस्य नावनोंदणी करतो तेव्हा.',
    'Who can enrol?': 'कोण नावनोंदणी करू शकते?',
    'Customers of Sahyadri Co-operative Bank aged 18 to 65.': 'सह्याद्री को-ऑपरेटिव्ह बँकेचे 18 ते 65 वयाचे ग्राहक.',
    'How many days are paid?': 'किती दिवसांची रक्कम मिळते?',
    'Up to 15 or 30 days a year, as chosen at enrolment.': 'वर्षाला जास्तीत जास्त 15 किंवा 30 दिवस, नावनोंदणीच्या वेळी निवडल्याप्रमाणे.',
    'Sum insured Rs 2,000 to Rs 5,000 with 15 or 30 cash days, for members aged 18 to 65.':
      'Rs 2,000 ते Rs 5,000 विमा रक्कम, 15 किंवा 30 रोख दिवसांसह, 18 ते 65 वयाच्या सदस्यांसाठी.',
    '15 or 30 days of daily cash a year': 'वर्षाला 15 किंवा 30 दिवसांची दैनिक रोख रक्कम',
    'Enrolment through the bank': 'बँकेमार्फत नावनोंदणी',
    'No medical check-up': 'वैद्यकीय तपासणी नाही',
  },
  'credit-life': {
    'Protect the family from the loan, from Rs 728': 'कुटुंबाचे कर्जापासून रक्षण करा, Rs 728 पासून',
    'Who can be covered?': 'कोणाला संरक्षण मिळू शकते?',
    'Borrowers aged 18 to 60 with a loan tenure of at least 2 years.': '18 ते 60 वयाचे कर्जदार, ज्यांच्या कर्जाची मुदत किमान 2 वर्षे आहे.',
    'How is the sum insured chosen?': 'विमा रक्कम कशी निवडली जाते?',
    'In multiples of Rs 1,00,000, usually the loan amount.': 'Rs 1,00,000 च्या पटीत, सहसा कर्जाच्या रकमेइतकी.',
    'What if the borrower has an illness?': 'कर्जदाराला आजार असल्यास काय?',
    'A serious illness, a long hospital stay or a pending treatment is underwritten by the insurer offline, not online.':
      'गंभीर आजार, रुग्णालयातील दीर्घ मुक्काम किंवा प्रलंबित उपचार यांचे जोखीम मूल्यांकन विमा कंपनी ऑफलाइन करते, ऑनलाइन नाही.',
    'Pays off the outstanding loan if the borrower dies during the loan tenure.': 'कर्जाच्या मुदतीत कर्जदाराचा मृत्यू झाल्यास थकीत कर्ज फेडते.',
    'Single or joint borrowers': 'एकल किंवा संयुक्त कर्जदार',
    'Sum insured in multiples of Rs 1 lakh': 'Rs 1 लाखाच्या पटीत विमा रक्कम',
    'Loan tenures from 2 years': '2 वर्षांपासूनची कर्जाची मुदत',
  },
  'health-360': {
    'Hospital cash and critical illness cover from Rs 500': 'रुग्णालय रोख रक्कम आणि गंभीर आजाराचे विमा संरक्षण, Rs 500 पासून',
    'Who can buy it?': 'हे कोण खरेदी करू शकते?',
    'Anyone aged 18 to 100, with spouse and up to two children.': '18 ते 100 वयाची कोणतीही व्यक्ती, पती किंवा पत्नी आणि जास्तीत जास्त दोन मुलांसह.',
    'What decides the price?': 'किंमत कशावर ठरते?',
    'The cash allowance, the critical illness cover, OPD, the children covered, pre-existing disease and the age of the eldest member.':
      'रोख भत्ता, गंभीर आजाराचे संरक्षण, ओपीडी, संरक्षित मुले, आधीपासूनचा आजार आणि सर्वात ज्येष्ठ सदस्याचे वय.',
    'Daily hospital cash, critical illness cover and optional OPD in one plan.': 'एकाच योजनेत दैनिक रुग्णालय रोख रक्कम, गंभीर आजाराचे संरक्षण आणि ऐच्छिक ओपीडी.',
    'Daily cash allowance of Rs 500 or Rs 1,000': 'Rs 500 किंवा Rs 1,000 दैनिक रोख भत्ता',
    'Critical illness cover of Rs 2 to 10 lakh': 'Rs 2 ते 10 लाखांपर्यंत गंभीर आजाराचे संरक्षण',
    'Optional OPD': 'ऐच्छिक ओपीडी',
  },
  'group-personal-accident': {
    'Rs 10 lakh accident cover from Rs 519 a year': 'वर्षाला Rs 519 पासून Rs 10 लाखांचे अपघात विमा संरक्षण',
    'What is covered?': 'कशाला संरक्षण मिळते?',
    'Death or permanent disability caused by an accident, anywhere in the world.': 'अपघातामुळे मृत्यू किंवा कायमचे अपंगत्व, जगात कुठेही.',
    'Is a medical check-up needed?': 'वैद्यकीय तपासणी आवश्यक आहे का?',
    'No.': 'नाही.',
    'Accidental death and permanent disability cover of Rs 10 or 15 lakh.': 'Rs 10 किंवा 15 लाखांचे अपघाती मृत्यू आणि कायमच्या अपंगत्वाचे संरक्षण.',
    'Accidental death': 'अपघाती मृत्यू',
    'Permanent total and partial disability': 'कायमचे पूर्ण आणि अंशतः अपंगत्व',
    'Permanent partial disability': 'कायमचे अंशतः अपंगत्व',
    'Worldwide, round the clock': 'जगभरात, चोवीस तास',
    'Accident cover for Sahyadri Co-operative Bank customers, from Rs 55 a year': 'सह्याद्री को-ऑपरेटिव्ह बँकेच्या ग्राहकांसाठी अपघात विमा संरक्षण, वर्षाला Rs 55 पासून',
    'Accident cover from Rs 55 a year': 'वर्षाला Rs 55 पासून अपघात विमा संरक्षण',
    'Cover of Rs 1 lakh to Rs 10 lakh for account holders.': 'खातेधारकांसाठी Rs 1 लाख ते Rs 10 लाखांचे संरक्षण.',
    'Enrol at your branch or with your Sahyadri agent': 'तुमच्या शाखेत किंवा तुमच्या सह्याद्री प्रतिनिधीकडे नावनोंदणी करा',
    'No medical check-up; the policy certificate comes by email.': 'वैद्यकीय तपासणी नाही; पॉलिसी प्रमाणपत्र ईमेलने येते.',
    'Sahyadri Group Personal Accident brochure (PDF)': 'सह्याद्री ग्रुप पर्सनल ॲक्सिडेंट माहितीपत्रक (PDF)',
    'Sahyadri Co-operative Bank offers its account holders accident cover under a group policy.':
      'सह्याद्री को-ऑपरेटिव्ह बँक आपल्या खातेधारकांना समूह पॉलिसीअंतर्गत अपघात विमा संरक्षण देते.',
    "No. Enrolment needs only the member's details and a nominee.": 'नाही. नावनोंदणीसाठी फक्त सदस्याचा तपशील आणि एक नामनिर्देशित व्यक्ती लागते.',
    'Who can enrol?': 'कोण नावनोंदणी करू शकते?',
    'Account holders of Sahyadri Co-operative Bank.': 'सह्याद्री को-ऑपरेटिव्ह बँकेचे खातेधारक.',
    'How much cover can I choose?': 'मी किती संरक्षण निवडू शकतो?',
    'Rs 1, 2, 3, 5 or 10 lakh.': 'Rs 1, 2, 3, 5 किंवा 10 लाख.',
    'Accident cover of Rs 1 lakh to Rs 10 lakh for bank customers.': 'बँकेच्या ग्राहकांसाठी Rs 1 लाख ते Rs 10 लाखांचे अपघात विमा संरक्षण.',
    'Permanent total disability': 'कायमचे पूर्ण अपंगत्व',
    'Enrolment through the bank': 'बँकेमार्फत नावनोंदणी',
  },
  travel: {
    'Travel abroad covered from Rs 650': 'परदेश प्रवासाचे विमा संरक्षण, Rs 650 पासून',
    'Which countries are covered?': 'कोणते देश संरक्षित आहेत?',
    'Worldwide, or worldwide excluding the USA and Canada at a lower premium.': 'संपूर्ण जग, किंवा कमी हप्त्यात अमेरिका आणि कॅनडा वगळून संपूर्ण जग.',
    'How long a trip can be covered?': 'किती लांब प्रवास संरक्षित करता येतो?',
    'Up to 180 days, bought up to 180 days before the trip starts.': 'जास्तीत जास्त 180 दिवसांचा, प्रवास सुरू होण्याच्या 180 दिवस आधीपर्यंत खरेदी करता येतो.',
    'Medical emergencies, baggage and trip troubles abroad.': 'परदेशातील वैद्यकीय आणीबाणी, सामान आणि प्रवासातील अडचणी.',
    'Worldwide or excluding USA and Canada': 'संपूर्ण जग किंवा अमेरिका आणि कॅनडा वगळून',
    'Cruise and terrorism add-ons': 'क्रूझ आणि दहशतवाद ॲड-ऑन',
    'Family cover': 'कुटुंबाचे संरक्षण',
  },
  wellness: {
    'OPD healthcare for the family from Rs 530': 'कुटुंबासाठी ओपीडी आरोग्यसेवा, Rs 530 पासून',
    'Who provides the care?': 'काळजी कोण घेते?',
    'eKincare, HealthAssure or Svaas, as chosen.': 'ईकिनकेअर, हेल्थॲश्युअर किंवा स्वास, निवडल्याप्रमाणे.',
    'Who can be covered?': 'कोणाला संरक्षण मिळू शकते?',
    'The proposer, the spouse and up to two children up to 18 years of age.': 'प्रस्तावक, पती किंवा पत्नी आणि 18 वर्षांपर्यंतची जास्तीत जास्त दोन मुले.',
    'Doctor consultations, diagnostics and medicines outside hospital.': 'रुग्णालयाबाहेर डॉक्टरांचा सल्ला, तपासण्या आणि औषधे.',
    'Unlimited tele-consultations': 'अमर्याद टेली-सल्ला',
    'Annual health check-up': 'वार्षिक आरोग्य तपासणी',
    'Spouse and up to two children': 'पती किंवा पत्नी आणि जास्तीत जास्त दोन मुले',
  },
  fire: {
    'Fire cover for businesses from Rs 500': 'व्यवसायांसाठी आगीचे विमा संरक्षण, Rs 500 पासून',
    'How is the premium decided?': 'हप्ता कसा ठरतो?',
    'From the sum insured and what the premises are used for, by the insurer you choose; policies start at Rs 500.':
      'तुम्ही निवडलेल्या विमा कंपनीकडून, विमा रक्कम आणि जागेच्या वापरावरून; पॉलिसी Rs 500 पासून सुरू होतात.',
    'What is the mandate letter?': 'अधिदेश पत्र म्हणजे काय?',
    "The customer's authorisation for us to place the policy with the insurer, signed before payment.":
      'विमा कंपनीकडे पॉलिसी काढण्यासाठी ग्राहकाने आम्हाला दिलेली परवानगी, ज्यावर भरण्यापूर्वी स्वाक्षरी केली जाते.',
    'Premiums shown are indicative; the insurer confirms the cover after reviewing the documents. For help, call our toll-free line 1800-000-0000.':
      'दाखवलेले हप्ते अंदाजे आहेत; कागदपत्रे तपासल्यानंतर विमा कंपनी संरक्षणाची पुष्टी करते. मदतीसाठी आमच्या टोल-फ्री क्रमांक 1800-000-0000 वर कॉल करा.',
    'Buildings, stock and machinery against fire and allied perils.': 'आग आणि संबंधित धोक्यांपासून इमारती, माल आणि यंत्रसामग्री.',
    'Fire, lightning and explosion': 'आग, वीज पडणे आणि स्फोट',
    'Storm, flood and earthquake': 'वादळ, पूर आणि भूकंप',
    'Riot and malicious damage': 'दंगल आणि जाणीवपूर्वक केलेले नुकसान',
  },
  marine: {
    'Cover goods in transit from Rs 500': 'वाहतुकीतील मालाचे विमा संरक्षण, Rs 500 पासून',
    'How is the premium decided?': 'हप्ता कसा ठरतो?',
    'From the cargo value, the mode of transit and the kind of goods, by the insurer you choose; policies start at Rs 500.':
      'तुम्ही निवडलेल्या विमा कंपनीकडून, मालाचे मूल्य, वाहतुकीचे साधन आणि मालाच्या प्रकारावरून; पॉलिसी Rs 500 पासून सुरू होतात.',
    'What is the mandate letter?': 'अधिदेश पत्र म्हणजे काय?',
    "The customer's authorisation for us to place the policy with the insurer, signed before payment.":
      'विमा कंपनीकडे पॉलिसी काढण्यासाठी ग्राहकाने आम्हाला दिलेली परवानगी, ज्यावर भरण्यापूर्वी स्वाक्षरी केली जाते.',
    'Premiums shown are indicative; the insurer confirms the cover after reviewing the documents. For help, call our toll-free line 1800-000-0000.':
      'दाखवलेले हप्ते अंदाजे आहेत; कागदपत्रे तपासल्यानंतर विमा कंपनी संरक्षणाची पुष्टी करते. मदतीसाठी आमच्या टोल-फ्री क्रमांक 1800-000-0000 वर कॉल करा.',
    'Goods in transit by road, rail, sea or air.': 'रस्ता, रेल्वे, समुद्र किंवा हवाई मार्गाने वाहतुकीतील माल.',
    'Accident, fire and overturning of the carrier': 'अपघात, आग आणि वाहन उलटणे',
    'Theft and non-delivery': 'चोरी आणि माल न पोहोचणे',
    'Loading and unloading damage': 'माल चढवताना आणि उतरवताना झालेले नुकसान',
  },
  'workmen-compensation': {
    "Employer's liability cover from Rs 500": 'मालकाच्या दायित्वाचे विमा संरक्षण, Rs 500 पासून',
    'How is the premium decided?': 'हप्ता कसा ठरतो?',
    'From the annual wage roll and the nature of work, by the insurer you choose; policies start at Rs 500.':
      'तुम्ही निवडलेल्या विमा कंपनीकडून, वार्षिक वेतनपट आणि कामाच्या स्वरूपावरून; पॉलिसी Rs 500 पासून सुरू होतात.',
    'What is the mandate letter?': 'अधिदेश पत्र म्हणजे काय?',
    "The customer's authorisation for us to place the policy with the insurer, signed before payment.":
      'विमा कंपनीकडे पॉलिसी काढण्यासाठी ग्राहकाने आम्हाला दिलेली परवानगी, ज्यावर भरण्यापूर्वी स्वाक्षरी केली जाते.',
    "The employer's liability for employees injured at work.": 'कामावर जखमी झालेल्या कर्मचाऱ्यांबाबत मालकाचे दायित्व.',
    'Death and permanent disability compensation': 'मृत्यू आणि कायमच्या अपंगत्वाची भरपाई',
    'Temporary disablement wages': 'तात्पुरत्या अपंगत्वाच्या काळातील वेतन',
    'Medical expenses of the injured worker': 'जखमी कामगाराचा वैद्यकीय खर्च',
  },
  ...moreProductCopy,
  // The sandbox life plans' copy (product-copy.ts's LIFE_PLANS_COPY), one entry per sentence.
  'life-plans': lifePlanCopy,
};
