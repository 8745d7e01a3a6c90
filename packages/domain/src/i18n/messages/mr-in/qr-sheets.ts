import type { MessageCatalogue } from '../en-IN';

export const qrSheets: MessageCatalogue['qrSheets'] = {
  heading: 'कोडची शीट प्रिंट करा',
  about: 'प्रत्येक कोड एकदाच, एका वर्षाचे सॅशे टर्म विमा संरक्षण सक्रिय करतो. शीट कापा आणि प्रत्येक ग्राहकाला एक कोड द्या.',
  make: 'PDF तयार करा आणि डाउनलोड करा',
  making: 'PDF तयार होत आहे…',
  downloaded: '{{fileName}} डाउनलोड झाली.',
  failed: 'PDF तयार होऊ शकली नाही. कृपया पुन्हा प्रयत्न करा.',
  sheetsMade: 'तुम्ही तयार केलेल्या शीट',
  loading: 'तुमच्या शीट लोड होत आहेत…',
  loadFailed: 'तुमच्या शीट लोड होऊ शकल्या नाहीत.',
  none: 'अजून एकही शीट नाही.',
  madeOn: 'तयार केल्याची तारीख',
  cover: 'विमा संरक्षण',
  codes: 'कोड',
  activated: 'सक्रिय केलेले',
};

export const qrSheetFieldText = {
  numberOfCodes: 'कोडची संख्या',
  from1To60SixFitOnAPage: '1 ते 60; एका पानावर सहा बसतात',
  enterANumberOfCodesFrom1To60: '1 ते 60 पर्यंत कोडची संख्या लिहा',
  selectSumInsured: 'विमा रक्कम निवडा',
};
