import type { MessageCatalogue } from '../en-IN';

export const qrSheets: MessageCatalogue['qrSheets'] = {
  heading: 'कोड की शीट प्रिंट करें',
  about: 'हर कोड एक बार, एक साल का सैशे टर्म बीमा कवर सक्रिय करता है। शीट काटें और हर ग्राहक को एक कोड दें।',
  make: 'PDF बनाएँ और डाउनलोड करें',
  making: 'PDF बन रही है…',
  downloaded: '{{fileName}} डाउनलोड हो गई।',
  failed: 'PDF नहीं बन सकी। कृपया फिर से प्रयास करें।',
  sheetsMade: 'आपकी बनाई शीटें',
  loading: 'आपकी शीटें लोड हो रही हैं…',
  loadFailed: 'आपकी शीटें लोड नहीं हो सकीं।',
  none: 'अभी कोई शीट नहीं।',
  madeOn: 'बनाने की तारीख',
  cover: 'बीमा कवर',
  codes: 'कोड',
  activated: 'सक्रिय किए गए',
};

export const qrSheetFieldText = {
  numberOfCodes: 'कोड की संख्या',
  from1To60SixFitOnAPage: '1 से 60 तक; एक पृष्ठ पर छह आते हैं',
  enterANumberOfCodesFrom1To60: '1 से 60 तक कोड की संख्या दर्ज करें',
  selectSumInsured: 'बीमा राशि चुनें',
};
