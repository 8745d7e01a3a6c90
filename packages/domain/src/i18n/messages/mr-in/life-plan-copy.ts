import { suicideExclusion } from '../../../life/life-plan';

/**
 * मराठी (mr-IN): the sandbox life plans' own copy (life/plans/*.ts: tagline, benefits, riders, exclusions and the
 * sample their starting premium is for), each English sentence once however many plans say it (decision 0280).
 * Served under product-copy.ts's `life-plans` key; product-copy.test.ts names a sentence without a translation
 * and one no plan says any more. Terms: docs/glossary-hi-mr.md's Marathi column; plan and insurer names stay as named.
 */
export const lifePlanCopy: Readonly<Record<string, string>> = {
  [suicideExclusion]:
    'पॉलिसी सुरू झाल्यापासून किंवा तिचे पुनरुज्जीवन झाल्यापासून 12 महिन्यांच्या आत आत्महत्या: त्याऐवजी भरलेल्या हप्त्यांच्या 80 % (किंवा समर्पण मूल्य, ते अधिक असल्यास) दिले जाते.',
  'Bonuses are not guaranteed': 'बोनसची हमी नाही',
  'The investment risk in the fund is borne by the policyholder': 'फंडातील गुंतवणुकीची जोखीम पॉलिसीधारकाची असते',
  'Fund value at maturity': 'मुदतपूर्तीला फंड मूल्य',
  'Fund value on maturity': 'मुदतपूर्तीला फंड मूल्य',
  'On death: the highest of the sum assured, the fund value and 105 % of premiums paid':
    'मृत्यू झाल्यास: विमा रक्कम, फंड मूल्य आणि भरलेल्या हप्त्यांच्या 105 % यांपैकी जे सर्वाधिक असेल ते',
  'On death: the higher of the sum assured, the fund value and 105 % of premiums paid':
    'मृत्यू झाल्यास: विमा रक्कम, फंड मूल्य आणि भरलेल्या हप्त्यांच्या 105 % यांपैकी जे सर्वाधिक असेल ते',
  'Guaranteed sum assured on maturity': 'मुदतपूर्तीला हमीची विमा रक्कम',
  'On death: the death sum assured plus bonuses accrued': 'मृत्यू झाल्यास: मृत्यूनंतर देय विमा रक्कम आणि आतापर्यंत जमा झालेले बोनस',
  'Accidental death benefit': 'अपघाती मृत्यू लाभ',
  'Premium waiver (built in)': 'हप्ता माफी (योजनेत अंतर्भूत)',
  'Sum assured on death during the term': 'पॉलिसी कालावधीत मृत्यू झाल्यास विमा रक्कम',
  // amrit-fortune-ulip
  'No allocation charge: every rupee of premium goes into the fund chosen': 'वाटप शुल्क नाही: हप्त्याचा प्रत्येक रुपया निवडलेल्या फंडात जातो',
  'Mortality charges returned at maturity': 'मुदतपूर्तीला मृत्यूदर शुल्क परत',
  'No withdrawals in the 5-year lock-in': '5 वर्षांच्या लॉक-इन कालावधीत पैसे काढता येत नाहीत',
  'Man of 30, Rs 12 lakh cover (Rs 1.2 lakh a year) for 20 years': '30 वर्षांचे पुरुष, 20 वर्षांसाठी Rs 12 लाख संरक्षण (वर्षाला Rs 1.2 लाख)',
  // amrit-guaranteed-savings
  'Pay for 5 to 10 years, receive a guaranteed sum at the end of 10 to 15 years': '5 ते 10 वर्षे हप्ते भरा, 10 ते 15 वर्षांच्या शेवटी हमीची रक्कम मिळवा',
  'Guaranteed maturity sum': 'हमीची मुदतपूर्ती रक्कम',
  'Life cover of at least 10 times the yearly premium until maturity': 'मुदतपूर्तीपर्यंत वार्षिक हप्त्याच्या किमान 10 पट जीवन विमा संरक्षण',
  'Surrender in the first two years pays nothing': 'पहिल्या दोन वर्षांत पॉलिसी समर्पण (सरेंडर) केल्यास काहीही मिळत नाही',
  'Man of 40, Rs 15 lakh in 12 years, paid for 7': '40 वर्षांचे पुरुष, 12 वर्षांत Rs 15 लाख, हप्ते 7 वर्षे',
  // amrit-i-protect
  'High cover for salaried customers, with an optional payout as monthly income': 'पगारदार ग्राहकांसाठी मोठे विमा संरक्षण, हवे असल्यास रक्कम मासिक उत्पन्न म्हणून',
  'Sum assured on death as a lump sum, or 10 % at once and the rest over 10 years': 'मृत्यू झाल्यास विमा रक्कम एकरकमी, किंवा 10 % लगेच आणि उरलेली 10 वर्षांत',
  'Cover rises 5 % a year for 10 years if chosen at the start': 'सुरुवातीला निवडल्यास विमा संरक्षण 10 वर्षे दरवर्षी 5 % वाढते',
  'Special exit value: premiums returned once at 60 if the cover is ended': 'विशेष निर्गमन मूल्य: वयाच्या 60 व्या वर्षी संरक्षण संपवल्यास हप्ते एकदा परत',
  'Accidental total and permanent disability': 'अपघाती कायमचे पूर्ण अपंगत्व',
  'Critical illness (60 illnesses)': 'गंभीर आजार (60 आजार)',
  'Death from taking part in a criminal act': 'गुन्हेगारी कृत्यात भाग घेतल्याने झालेला मृत्यू',
  'Man of 30, non-smoker, Rs 1 crore to 60': '30 वर्षांचे पुरुष, धूम्रपान न करणारे, वयाच्या 60 वर्षांपर्यंत Rs 1 कोटी',
  // amrit-pension-plus
  'Build a retirement corpus with bonuses, then draw a pension for life': 'बोनससह निवृत्तीसाठी निधी उभारा, मग आयुष्यभर पेन्शन मिळवा',
  'Guaranteed vesting sum assured plus bonuses at the chosen retirement age': 'निवडलेल्या निवृत्तीच्या वयाला हमीची निहित विमा रक्कम आणि बोनस',
  'Up to 60 % commuted in cash; the rest buys a life annuity': '60 % पर्यंत रक्कम रोख घेता येते; उरलेल्या रकमेतून आजीवन वार्षिकी (ॲन्युइटी) घेतली जाते',
  'On death before vesting: premiums paid with bonuses, at least 105 % of premiums': 'निहित तारखेपूर्वी मृत्यू झाल्यास: भरलेले हप्ते बोनससह, किमान हप्त्यांच्या 105 %',
  'The annuity rate is the one on the vesting date': 'वार्षिकीचा दर निहित तारखेला लागू असलेला असेल',
  'Man of 35, Rs 30 lakh at 60': '35 वर्षांचे पुरुष, वयाच्या 60 व्या वर्षी Rs 30 लाख',
  // amrit-wealth-builder
  'Guaranteed maturity sum with yearly bonuses from the insurer’s participating fund': 'विमा कंपनीच्या सहभागी फंडातून वार्षिक बोनससह हमीची मुदतपूर्ती रक्कम',
  'Simple reversionary bonuses each year and a terminal bonus at maturity, when declared': 'जाहीर झाल्यास दरवर्षी साधा प्रत्यावर्ती बोनस आणि मुदतपूर्तीला अंतिम बोनस',
  'Waiver of premium on death of the proposer': 'प्रस्तावकाचा मृत्यू झाल्यास हप्ता माफी',
  'Bonuses depend on the fund’s performance and are not guaranteed': 'बोनस फंडाच्या कामगिरीवर अवलंबून असतात आणि त्यांची हमी नाही',
  'Man of 35, Rs 10 lakh in 20 years, paid for 10': '35 वर्षांचे पुरुष, 20 वर्षांत Rs 10 लाख, हप्ते 10 वर्षे',
  // jsl-assured-income
  'Every rupee of the maturity benefit guaranteed from day one': 'मुदतपूर्ती लाभाचा प्रत्येक रुपया पहिल्या दिवसापासून हमीचा',
  'Guaranteed lump sum at maturity': 'मुदतपूर्तीला हमीची एकरकमी रक्कम',
  'On death: the higher of 10 times the yearly premium and 105 % of premiums paid':
    'मृत्यू झाल्यास: वार्षिक हप्त्याच्या 10 पट आणि भरलेल्या हप्त्यांच्या 105 % यांपैकी जे अधिक असेल ते',
  'Loan against the policy after two years': 'दोन वर्षांनंतर पॉलिसीवर कर्ज',
  'Man of 35, Rs 10 lakh in 15 years, paid for 10': '35 वर्षांचे पुरुष, 15 वर्षांत Rs 10 लाख, हप्ते 10 वर्षे',
  // jsl-growth-ulip
  'Equity growth fund with loyalty additions from the sixth year': 'सहाव्या वर्षापासून लॉयल्टी ॲडिशनसह इक्विटी ग्रोथ फंड',
  'Loyalty additions of 0.25 % of the fund each year from year 6': 'वर्ष 6 पासून दरवर्षी फंडाच्या 0.25 % इतके लॉयल्टी ॲडिशन',
  'Man of 35, Rs 15 lakh cover for 20 years': '35 वर्षांचे पुरुष, 20 वर्षांसाठी Rs 15 लाख संरक्षण',
  // jsl-par-endowment
  'Limited pay endowment: pay for 10 or 15 years, covered for up to 25': 'मर्यादित हप्ता एंडोमेंट: 10 किंवा 15 वर्षे हप्ते भरा, 25 वर्षांपर्यंत विमा संरक्षण मिळवा',
  'Guaranteed sum assured on maturity plus bonuses': 'मुदतपूर्तीला हमीची विमा रक्कम आणि बोनस',
  'Loan after two years': 'दोन वर्षांनंतर कर्ज',
  'Accidental death and disability benefit': 'अपघाती मृत्यू आणि अपंगत्व लाभ',
  'Term rider': 'टर्म रायडर',
  'Man of 30, Rs 10 lakh in 21 years, paid for 15': '30 वर्षांचे पुरुष, 21 वर्षांत Rs 10 लाख, हप्ते 15 वर्षे',
  // jsl-smart-term
  'Pure life cover at a low premium, paid to the family as a lump sum': 'कमी हप्त्यात केवळ जीवन विमा संरक्षण, कुटुंबाला एकरकमी रक्कम',
  'Sum assured paid to the nominee on death during the term': 'पॉलिसी कालावधीत मृत्यू झाल्यास विमा रक्कम नामनिर्देशित व्यक्तीला दिली जाते',
  'Terminal illness: the sum assured paid early on diagnosis': 'असाध्य (टर्मिनल) आजार: निदान होताच विमा रक्कम आगाऊ दिली जाते',
  'Tax benefits under sections 80C and 10(10D) as the law stands': 'प्रचलित कायद्यानुसार कलम 80C आणि 10(10D) अंतर्गत कर लाभ',
  'Accidental death benefit (up to the base sum assured)': 'अपघाती मृत्यू लाभ (मूळ विमा रकमेपर्यंत)',
  'Critical illness (34 illnesses)': 'गंभीर आजार (34 आजार)',
  'Waiver of premium on disability': 'अपंगत्व आल्यास हप्ता माफी',
  'No maturity benefit: nothing is paid if the life insured survives the term': 'मुदतपूर्ती लाभ नाही: विमाधारक पॉलिसी कालावधीनंतर हयात असल्यास काहीही दिले जात नाही',
  // jsl-young-scholar
  'Money for the child’s college, even if the parent is not there to pay': 'मुलाच्या महाविद्यालयीन शिक्षणासाठी पैसे, हप्ते भरायला पालक नसले तरीही',
  'Guaranteed sum assured at maturity, paid over the last 4 years for college fees':
    'मुदतपूर्तीला हमीची विमा रक्कम, महाविद्यालयाच्या शुल्कासाठी शेवटच्या 4 वर्षांत दिली जाते',
  'On the parent’s death: the death sum assured at once, future premiums waived, the policy continues':
    'पालकाचा मृत्यू झाल्यास: मृत्यूनंतर देय विमा रक्कम लगेच, पुढील हप्ते माफ, पॉलिसी सुरू राहते',
  'Bonuses when declared': 'जाहीर झाल्यावर बोनस',
  'Father of 32, Rs 15 lakh in 18 years': '32 वर्षांचे वडील, 18 वर्षांत Rs 15 लाख',
  // pos-amrit-bachat
  'A fixed, guaranteed sum at the end of the term and life cover until then': 'पॉलिसी कालावधीच्या शेवटी ठरलेली, हमीची रक्कम आणि तोपर्यंत जीवन विमा संरक्षण',
  'On death: 10 times the yearly premium or 105 % of premiums paid, whichever is higher':
    'मृत्यू झाल्यास: वार्षिक हप्त्याच्या 10 पट किंवा भरलेल्या हप्त्यांच्या 105 %, यांपैकी जे अधिक असेल ते',
  'Loan up to 80 % of the surrender value': 'समर्पण मूल्याच्या 80 % पर्यंत कर्ज',
  'Man of 30, Rs 5 lakh in 15 years, paid for 10': '30 वर्षांचे पुरुष, 15 वर्षांत Rs 5 लाख, हप्ते 10 वर्षे',
  // pos-jsl-saral-jeevan-bima
  'Simple, standard term cover that any POS person may sell, with no medical examination':
    'सोपे, प्रमाणित मुदत जीवन विमा संरक्षण, जे कोणतीही पॉइंट ऑफ सेल्स व्यक्ती विकू शकते, वैद्यकीय तपासणीशिवाय',
  'Accidental death covered from day one; other deaths after a 45-day waiting period':
    'अपघाती मृत्यूला पहिल्या दिवसापासून संरक्षण; इतर कारणांनी मृत्यूला 45 दिवसांच्या प्रतीक्षा कालावधीनंतर',
  'Death other than by accident in the first 45 days: premiums returned, without GST': 'पहिल्या 45 दिवसांत अपघाताशिवाय इतर कारणाने मृत्यू: हप्ते परत, GST वगळून',
  'Man of 30, non-smoker, Rs 25 lakh to 60': '30 वर्षांचे पुरुष, धूम्रपान न करणारे, वयाच्या 60 वर्षांपर्यंत Rs 25 लाख',
  // sanchay-bonus-plus
  'Guaranteed sum assured with a share in the profits of the participating fund': 'सहभागी फंडाच्या नफ्यातील वाट्यासह हमीची विमा रक्कम',
  'Reversionary bonuses added each year once declared, and a terminal bonus': 'जाहीर झाल्यावर दरवर्षी जमा होणारे प्रत्यावर्ती बोनस, आणि अंतिम बोनस',
  'Cash bonus may be taken each year instead': 'त्याऐवजी दरवर्षी रोख बोनस घेता येतो',
  'Critical illness': 'गंभीर आजार',
  'Man of 30, Rs 10 lakh in 20 years': '30 वर्षांचे पुरुष, 20 वर्षांत Rs 10 लाख',
  // sanchay-child-future
  'A guaranteed education fund for the child, fixed on the day of purchase': 'मुलाच्या शिक्षणासाठी हमीचा निधी, खरेदीच्या दिवशीच ठरलेला',
  'Guaranteed maturity sum, fixed at the start': 'हमीची मुदतपूर्ती रक्कम, सुरुवातीलाच ठरलेली',
  'On the parent’s death: a lump sum, premiums waived, and the maturity still paid': 'पालकाचा मृत्यू झाल्यास: एकरकमी रक्कम, हप्ते माफ, आणि मुदतपूर्तीची रक्कम तरीही मिळते',
  'Father of 35, Rs 20 lakh in 15 years, paid for 10': '35 वर्षांचे वडील, 15 वर्षांत Rs 20 लाख, हप्ते 10 वर्षे',
  // sanchay-golden-years
  'A market-linked pension fund, turned into a life annuity at retirement': 'बाजाराशी निगडित पेन्शन फंड, ज्याचे निवृत्तीच्या वेळी आजीवन वार्षिकीत (ॲन्युइटी) रूपांतर होते',
  'Fund value at vesting, up to 60 % in cash and the rest as a pension': 'निहित तारखेला फंड मूल्य, 60 % पर्यंत रोख आणि उरलेले पेन्शन म्हणून',
  'Man of 35, Rs 10 lakh cover to 60': '35 वर्षांचे पुरुष, वयाच्या 60 वर्षांपर्यंत Rs 10 लाख संरक्षण',
  // sanchay-invest-smart
  'Invest in equity, debt or balanced funds with life cover; switch funds free 12 times a year':
    'जीवन विमा संरक्षणासह इक्विटी, डेट किंवा बॅलन्स्ड फंडात गुंतवणूक करा; वर्षातून 12 वेळा विनाशुल्क फंड बदला',
  'Partial withdrawals after the 5-year lock-in': '5 वर्षांच्या लॉक-इन कालावधीनंतर अंशतः पैसे काढता येतात',
  'Man of 30, Rs 10 lakh cover (Rs 1 lakh a year) for 15 years': '30 वर्षांचे पुरुष, 15 वर्षांसाठी Rs 10 लाख संरक्षण (वर्षाला Rs 1 लाख)',
  // sanchay-term-shield
  'Life cover that returns the premiums paid if the life insured survives the term':
    'जीवन विमा संरक्षण, जे विमाधारक पॉलिसी कालावधीनंतर हयात असल्यास भरलेले हप्ते परत करते',
  'All base premiums paid returned at the end of the term': 'पॉलिसी कालावधीच्या शेवटी भरलेले सर्व मूळ हप्ते परत',
  'Paid-up cover after two full years of premiums': 'दोन पूर्ण वर्षांचे हप्ते भरल्यानंतर पेड-अप (भरणा झालेले) संरक्षण',
  'Waiver of premium on critical illness': 'गंभीर आजार झाल्यास हप्ता माफी',
  'Return of premium excludes GST, rider premiums and extra premiums': 'हप्ता परताव्यात GST, रायडरचे हप्ते आणि अतिरिक्त हप्ते समाविष्ट नाहीत',
  'Man of 30, non-smoker, Rs 1 crore for 30 years': '30 वर्षांचे पुरुष, धूम्रपान न करणारे, 30 वर्षांसाठी Rs 1 कोटी',
};
