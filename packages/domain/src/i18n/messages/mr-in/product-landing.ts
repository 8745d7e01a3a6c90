import type { MessageCatalogue } from '../en-IN';

export const productLanding = {
  loadingProduct: 'उत्पादन लोड होत आहे…',
  notAvailable: 'हे उत्पादन उपलब्ध नाही.',
  loadFailed: 'उत्पादन लोड होऊ शकले नाही.',
  soldBy: 'विक्रेता: <strong>{{brandName}}</strong>',
  plans: 'योजना',
  startAQuote: 'कोटेशन सुरू करा',
  sellLifePlan: 'जीवन विमा योजना विका',
  start: 'सुरू करा',
  loanActivitySummary: 'कर्ज व्यवहारांचा सारांश',
  startLinks: {
    'personal-accident-basic': 'बेसिक पीए: एक तयार योजना',
    'personal-accident-create-plan': 'तुमची योजना तयार करा',
  },
  startsAt: 'सुरुवात <strong>{{price}}</strong> पासून',
  selectPlan: 'योजना निवडा',
  selected: 'निवडली',
  plansSoon: 'या उत्पादनाच्या योजना लवकरच दाखवल्या जातील.',
  highlights: 'ठळक वैशिष्ट्ये',
  brochures: 'माहितीपत्रके',
  faqs: 'वारंवार विचारले जाणारे प्रश्न',
  compare: {
    compare: 'विमा कंपन्यांची तुलना करा',
    comparing: 'विमा कंपन्यांची तुलना होत आहे…',
    signInToCompare: 'विमा कंपन्यांची तुलना करण्यासाठी साइन इन करा.',
    heading: 'विमा कंपन्यांची तुलना',
    howRanked: 'यांचा क्रम कसा ठरतो:',
    rankingRule:
      'सर्वात कमी एकूण हप्ता (GST सह) आधी; हप्ता समान असल्यास जास्त दावा निपटारा प्रमाण असलेली कंपनी आधी; प्रमाणही समान असल्यास उत्पादनाची डीफॉल्ट विमा कंपनी आधी.',
    rank: 'क्रमांक',
    claimSettlementRatio: 'दावा निपटारा प्रमाण',
    premiumWithGst: 'GST सह हप्ता',
    choose: '{{insurer}} निवडा',
  },
  coupon: {
    runs: 'तुमची कंपनी या विमा संरक्षणावर कूपन चालवते: ग्राहकाचा कोड टाका आणि तो लागू करा.',
    none: 'सध्या या विमा संरक्षणावर कोणतेही कूपन चालू नाही.',
    checking: 'कूपन तपासले जात आहे…',
    apply: 'कूपन लागू करा',
    applied: 'कूपन {{code}} लागू झाले: हप्ता {{before}} ऐवजी <strong>{{premium}}</strong> आहे (तुमची बचत {{saved}}). पुढे गेल्यावर कूपन वापरले जाते.',
  },
} satisfies MessageCatalogue['productLanding'];
