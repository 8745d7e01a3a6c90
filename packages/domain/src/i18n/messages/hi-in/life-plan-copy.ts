import { suicideExclusion } from '../../../life/life-plan';

/**
 * हिन्दी (hi-IN): the sandbox life plans' own copy (life/plans/*.ts: tagline, benefits, riders, exclusions and the
 * sample their starting premium is for), each English sentence once however many plans say it (decision 0280).
 * Served under product-copy.ts's `life-plans` key; product-copy.test.ts names a sentence without a translation
 * and one no plan says any more. Terms: docs/glossary-hi-mr.md's Hindi column; plan and insurer names stay as named.
 */
export const lifePlanCopy: Readonly<Record<string, string>> = {
  [suicideExclusion]:
    'पॉलिसी शुरू होने या उसके पुनर्चलन के 12 महीनों के भीतर आत्महत्या: इसके बदले भुगतान किए गए प्रीमियम का 80 % (या अभ्यर्पण मूल्य, यदि वह अधिक हो) दिया जाता है।',
  'Bonuses are not guaranteed': 'बोनस की गारंटी नहीं है',
  'The investment risk in the fund is borne by the policyholder': 'फ़ंड में निवेश का जोखिम पॉलिसीधारक वहन करता है',
  'Fund value at maturity': 'परिपक्वता पर फ़ंड मूल्य',
  'Fund value on maturity': 'परिपक्वता पर फ़ंड मूल्य',
  'On death: the highest of the sum assured, the fund value and 105 % of premiums paid':
    'मृत्यु होने पर: बीमित राशि, फ़ंड मूल्य और भुगतान किए गए प्रीमियम के 105 % में से जो सबसे अधिक हो',
  'On death: the higher of the sum assured, the fund value and 105 % of premiums paid':
    'मृत्यु होने पर: बीमित राशि, फ़ंड मूल्य और भुगतान किए गए प्रीमियम के 105 % में से जो सबसे अधिक हो',
  'Guaranteed sum assured on maturity': 'परिपक्वता पर गारंटीकृत बीमित राशि',
  'On death: the death sum assured plus bonuses accrued': 'मृत्यु होने पर: मृत्यु पर देय बीमित राशि और अब तक जुड़े बोनस',
  'Accidental death benefit': 'दुर्घटना से मृत्यु लाभ',
  'Premium waiver (built in)': 'प्रीमियम से छूट (योजना में शामिल)',
  'Sum assured on death during the term': 'पॉलिसी अवधि के दौरान मृत्यु होने पर बीमित राशि',
  // amrit-fortune-ulip
  'No allocation charge: every rupee of premium goes into the fund chosen': 'कोई आबंटन शुल्क नहीं: प्रीमियम का हर रुपया चुने गए फ़ंड में जाता है',
  'Mortality charges returned at maturity': 'परिपक्वता पर मृत्यु-दर शुल्क वापस',
  'No withdrawals in the 5-year lock-in': '5 वर्ष की लॉक-इन अवधि में कोई निकासी नहीं',
  'Man of 30, Rs 12 lakh cover (Rs 1.2 lakh a year) for 20 years': '30 वर्ष के पुरुष, 20 वर्ष के लिए Rs 12 लाख का कवर (Rs 1.2 लाख प्रति वर्ष)',
  // amrit-guaranteed-savings
  'Pay for 5 to 10 years, receive a guaranteed sum at the end of 10 to 15 years': '5 से 10 वर्ष तक भुगतान करें, 10 से 15 वर्ष के अंत में गारंटीकृत राशि पाएँ',
  'Guaranteed maturity sum': 'गारंटीकृत परिपक्वता राशि',
  'Life cover of at least 10 times the yearly premium until maturity': 'परिपक्वता तक वार्षिक प्रीमियम के कम से कम 10 गुना का जीवन बीमा कवर',
  'Surrender in the first two years pays nothing': 'पहले दो वर्षों में पॉलिसी अभ्यर्पण (सरेंडर) करने पर कुछ नहीं मिलता',
  'Man of 40, Rs 15 lakh in 12 years, paid for 7': '40 वर्ष के पुरुष, 12 वर्ष में Rs 15 लाख, 7 वर्ष तक भुगतान',
  // amrit-i-protect
  'High cover for salaried customers, with an optional payout as monthly income': 'वेतनभोगी ग्राहकों के लिए ऊँचा बीमा कवर, चाहें तो राशि मासिक आय के रूप में',
  'Sum assured on death as a lump sum, or 10 % at once and the rest over 10 years': 'मृत्यु होने पर बीमित राशि एकमुश्त, या 10 % तुरंत और बाकी 10 वर्षों में',
  'Cover rises 5 % a year for 10 years if chosen at the start': 'शुरुआत में चुनने पर बीमा कवर 10 वर्षों तक हर वर्ष 5 % बढ़ता है',
  'Special exit value: premiums returned once at 60 if the cover is ended': 'विशेष निकास मूल्य: 60 वर्ष की आयु पर कवर समाप्त करने पर प्रीमियम एक बार वापस',
  'Accidental total and permanent disability': 'दुर्घटना से स्थायी पूर्ण विकलांगता',
  'Critical illness (60 illnesses)': 'गंभीर बीमारी (60 बीमारियाँ)',
  'Death from taking part in a criminal act': 'किसी आपराधिक कृत्य में भाग लेने से हुई मृत्यु',
  'Man of 30, non-smoker, Rs 1 crore to 60': '30 वर्ष के पुरुष, धूम्रपान न करने वाले, 60 वर्ष की आयु तक Rs 1 करोड़',
  // amrit-pension-plus
  'Build a retirement corpus with bonuses, then draw a pension for life': 'बोनस के साथ सेवानिवृत्ति निधि बनाएँ, फिर जीवन भर पेंशन पाएँ',
  'Guaranteed vesting sum assured plus bonuses at the chosen retirement age': 'चुनी गई सेवानिवृत्ति आयु पर गारंटीकृत निहित बीमित राशि और बोनस',
  'Up to 60 % commuted in cash; the rest buys a life annuity': '60 % तक राशि नकद ली जा सकती है; बाकी से आजीवन वार्षिकी (एन्युटी) खरीदी जाती है',
  'On death before vesting: premiums paid with bonuses, at least 105 % of premiums':
    'निहित तिथि से पहले मृत्यु होने पर: भुगतान किए गए प्रीमियम बोनस सहित, कम से कम प्रीमियम का 105 %',
  'The annuity rate is the one on the vesting date': 'वार्षिकी दर वही होगी जो निहित तिथि पर लागू हो',
  'Man of 35, Rs 30 lakh at 60': '35 वर्ष के पुरुष, 60 वर्ष की आयु पर Rs 30 लाख',
  // amrit-wealth-builder
  'Guaranteed maturity sum with yearly bonuses from the insurer’s participating fund': 'बीमाकर्ता के सहभागी फ़ंड से वार्षिक बोनस के साथ गारंटीकृत परिपक्वता राशि',
  'Simple reversionary bonuses each year and a terminal bonus at maturity, when declared': 'घोषित होने पर हर वर्ष साधारण प्रत्यावर्ती बोनस और परिपक्वता पर अंतिम बोनस',
  'Waiver of premium on death of the proposer': 'प्रस्तावक की मृत्यु होने पर प्रीमियम से छूट',
  'Bonuses depend on the fund’s performance and are not guaranteed': 'बोनस फ़ंड के प्रदर्शन पर निर्भर हैं और इनकी गारंटी नहीं है',
  'Man of 35, Rs 10 lakh in 20 years, paid for 10': '35 वर्ष के पुरुष, 20 वर्ष में Rs 10 लाख, 10 वर्ष तक भुगतान',
  // jsl-assured-income
  'Every rupee of the maturity benefit guaranteed from day one': 'परिपक्वता लाभ का हर रुपया पहले दिन से गारंटीकृत',
  'Guaranteed lump sum at maturity': 'परिपक्वता पर गारंटीकृत एकमुश्त राशि',
  'On death: the higher of 10 times the yearly premium and 105 % of premiums paid':
    'मृत्यु होने पर: वार्षिक प्रीमियम का 10 गुना और भुगतान किए गए प्रीमियम का 105 %, इनमें से जो अधिक हो',
  'Loan against the policy after two years': 'दो वर्ष बाद पॉलिसी पर ऋण',
  'Man of 35, Rs 10 lakh in 15 years, paid for 10': '35 वर्ष के पुरुष, 15 वर्ष में Rs 10 लाख, 10 वर्ष तक भुगतान',
  // jsl-growth-ulip
  'Equity growth fund with loyalty additions from the sixth year': 'छठे वर्ष से लॉयल्टी एडिशन के साथ इक्विटी ग्रोथ फ़ंड',
  'Loyalty additions of 0.25 % of the fund each year from year 6': 'वर्ष 6 से हर वर्ष फ़ंड के 0.25 % के बराबर लॉयल्टी एडिशन',
  'Man of 35, Rs 15 lakh cover for 20 years': '35 वर्ष के पुरुष, 20 वर्ष के लिए Rs 15 लाख का कवर',
  // jsl-par-endowment
  'Limited pay endowment: pay for 10 or 15 years, covered for up to 25': 'सीमित भुगतान एंडोमेंट: 10 या 15 वर्ष तक भुगतान करें, 25 वर्ष तक बीमा कवर पाएँ',
  'Guaranteed sum assured on maturity plus bonuses': 'परिपक्वता पर गारंटीकृत बीमित राशि और बोनस',
  'Loan after two years': 'दो वर्ष बाद ऋण',
  'Accidental death and disability benefit': 'दुर्घटना से मृत्यु और विकलांगता लाभ',
  'Term rider': 'टर्म राइडर',
  'Man of 30, Rs 10 lakh in 21 years, paid for 15': '30 वर्ष के पुरुष, 21 वर्ष में Rs 10 लाख, 15 वर्ष तक भुगतान',
  // jsl-smart-term
  'Pure life cover at a low premium, paid to the family as a lump sum': 'कम प्रीमियम पर केवल जीवन बीमा कवर, परिवार को एकमुश्त भुगतान',
  'Sum assured paid to the nominee on death during the term': 'पॉलिसी अवधि के दौरान मृत्यु होने पर बीमित राशि का भुगतान नामिती को',
  'Terminal illness: the sum assured paid early on diagnosis': 'असाध्य (टर्मिनल) बीमारी: बीमारी का पता चलते ही बीमित राशि का अग्रिम भुगतान',
  'Tax benefits under sections 80C and 10(10D) as the law stands': 'प्रचलित कानून के अनुसार धारा 80C और 10(10D) के तहत कर लाभ',
  'Accidental death benefit (up to the base sum assured)': 'दुर्घटना से मृत्यु लाभ (मूल बीमित राशि तक)',
  'Critical illness (34 illnesses)': 'गंभीर बीमारी (34 बीमारियाँ)',
  'Waiver of premium on disability': 'विकलांगता होने पर प्रीमियम से छूट',
  'No maturity benefit: nothing is paid if the life insured survives the term':
    'कोई परिपक्वता लाभ नहीं: बीमित व्यक्ति के पॉलिसी अवधि के बाद जीवित रहने पर कुछ नहीं मिलता',
  // jsl-young-scholar
  'Money for the child’s college, even if the parent is not there to pay': 'बच्चे की कॉलेज की पढ़ाई के लिए पैसा, भले ही माता-पिता भुगतान के लिए न रहें',
  'Guaranteed sum assured at maturity, paid over the last 4 years for college fees':
    'परिपक्वता पर गारंटीकृत बीमित राशि, कॉलेज की फ़ीस के लिए अंतिम 4 वर्षों में दी जाती है',
  'On the parent’s death: the death sum assured at once, future premiums waived, the policy continues':
    'माता या पिता की मृत्यु होने पर: मृत्यु पर देय बीमित राशि तुरंत, आगे के प्रीमियम माफ़, पॉलिसी जारी रहती है',
  'Bonuses when declared': 'घोषित होने पर बोनस',
  'Father of 32, Rs 15 lakh in 18 years': '32 वर्ष के पिता, 18 वर्ष में Rs 15 लाख',
  // pos-amrit-bachat
  'A fixed, guaranteed sum at the end of the term and life cover until then': 'पॉलिसी अवधि के अंत में एक तय, गारंटीकृत राशि और तब तक जीवन बीमा कवर',
  'On death: 10 times the yearly premium or 105 % of premiums paid, whichever is higher':
    'मृत्यु होने पर: वार्षिक प्रीमियम का 10 गुना या भुगतान किए गए प्रीमियम का 105 %, जो भी अधिक हो',
  'Loan up to 80 % of the surrender value': 'अभ्यर्पण मूल्य के 80 % तक ऋण',
  'Man of 30, Rs 5 lakh in 15 years, paid for 10': '30 वर्ष के पुरुष, 15 वर्ष में Rs 5 लाख, 10 वर्ष तक भुगतान',
  // pos-jsl-saral-jeevan-bima
  'Simple, standard term cover that any POS person may sell, with no medical examination':
    'सरल, मानक टर्म जीवन बीमा कवर, जिसे कोई भी पॉइंट ऑफ़ सेल्स व्यक्ति बेच सकता है, बिना चिकित्सा जाँच के',
  'Accidental death covered from day one; other deaths after a 45-day waiting period':
    'दुर्घटना से मृत्यु पहले दिन से कवर; अन्य कारणों से मृत्यु 45 दिन की प्रतीक्षा अवधि के बाद',
  'Death other than by accident in the first 45 days: premiums returned, without GST':
    'पहले 45 दिनों में दुर्घटना के अलावा किसी अन्य कारण से मृत्यु: प्रीमियम वापस, GST के बिना',
  'Man of 30, non-smoker, Rs 25 lakh to 60': '30 वर्ष के पुरुष, धूम्रपान न करने वाले, 60 वर्ष की आयु तक Rs 25 लाख',
  // sanchay-bonus-plus
  'Guaranteed sum assured with a share in the profits of the participating fund': 'सहभागी फ़ंड के मुनाफ़े में हिस्सेदारी के साथ गारंटीकृत बीमित राशि',
  'Reversionary bonuses added each year once declared, and a terminal bonus': 'घोषित होने पर हर वर्ष जुड़ने वाले प्रत्यावर्ती बोनस, और अंतिम बोनस',
  'Cash bonus may be taken each year instead': 'इसके बदले हर वर्ष नकद बोनस लिया जा सकता है',
  'Critical illness': 'गंभीर बीमारी',
  'Man of 30, Rs 10 lakh in 20 years': '30 वर्ष के पुरुष, 20 वर्ष में Rs 10 लाख',
  // sanchay-child-future
  'A guaranteed education fund for the child, fixed on the day of purchase': 'बच्चे की पढ़ाई के लिए गारंटीकृत निधि, खरीद के दिन ही तय',
  'Guaranteed maturity sum, fixed at the start': 'गारंटीकृत परिपक्वता राशि, शुरुआत में ही तय',
  'On the parent’s death: a lump sum, premiums waived, and the maturity still paid':
    'माता या पिता की मृत्यु होने पर: एकमुश्त राशि, प्रीमियम माफ़, और परिपक्वता राशि फिर भी मिलती है',
  'Father of 35, Rs 20 lakh in 15 years, paid for 10': '35 वर्ष के पिता, 15 वर्ष में Rs 20 लाख, 10 वर्ष तक भुगतान',
  // sanchay-golden-years
  'A market-linked pension fund, turned into a life annuity at retirement': 'बाज़ार से जुड़ा पेंशन फ़ंड, जो सेवानिवृत्ति पर आजीवन वार्षिकी (एन्युटी) में बदल जाता है',
  'Fund value at vesting, up to 60 % in cash and the rest as a pension': 'निहित तिथि पर फ़ंड मूल्य, 60 % तक नकद और बाकी पेंशन के रूप में',
  'Man of 35, Rs 10 lakh cover to 60': '35 वर्ष के पुरुष, 60 वर्ष की आयु तक Rs 10 लाख का कवर',
  // sanchay-invest-smart
  'Invest in equity, debt or balanced funds with life cover; switch funds free 12 times a year':
    'जीवन बीमा कवर के साथ इक्विटी, डेट या बैलेंस्ड फ़ंड में निवेश करें; वर्ष में 12 बार मुफ़्त फ़ंड बदलें',
  'Partial withdrawals after the 5-year lock-in': '5 वर्ष की लॉक-इन अवधि के बाद आंशिक निकासी',
  'Man of 30, Rs 10 lakh cover (Rs 1 lakh a year) for 15 years': '30 वर्ष के पुरुष, 15 वर्ष के लिए Rs 10 लाख का कवर (Rs 1 लाख प्रति वर्ष)',
  // sanchay-term-shield
  'Life cover that returns the premiums paid if the life insured survives the term':
    'जीवन बीमा कवर, जो बीमित व्यक्ति के पॉलिसी अवधि के बाद जीवित रहने पर भुगतान किए गए प्रीमियम लौटाता है',
  'All base premiums paid returned at the end of the term': 'पॉलिसी अवधि के अंत में भुगतान किए गए सभी मूल प्रीमियम वापस',
  'Paid-up cover after two full years of premiums': 'दो पूरे वर्षों के प्रीमियम के बाद प्रदत्त (पेड-अप) कवर',
  'Waiver of premium on critical illness': 'गंभीर बीमारी होने पर प्रीमियम से छूट',
  'Return of premium excludes GST, rider premiums and extra premiums': 'प्रीमियम वापसी में GST, राइडर प्रीमियम और अतिरिक्त प्रीमियम शामिल नहीं',
  'Man of 30, non-smoker, Rs 1 crore for 30 years': '30 वर्ष के पुरुष, धूम्रपान न करने वाले, 30 वर्ष के लिए Rs 1 करोड़',
};
