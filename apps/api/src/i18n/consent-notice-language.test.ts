import { describe, expect, it } from 'vitest';
import {
  CREDIT_BUREAU_NAME,
  creditReportConsentNotice,
  findLatinWords,
  findProduct,
  FOLIO_REGISTRARS,
  loanConsentNotice,
  loanProductCodes,
  type Language,
} from '@portal/domain';
import { consentNoticeIn, renderConsentNotice } from './consent-notice-language';

const brandName = 'Mint Pro';
const notices = [
  ...loanProductCodes.map((productCode) => ({ productCode, notice: loanConsentNotice(productCode, brandName) })),
  { productCode: undefined, notice: creditReportConsentNotice(brandName) },
];

describe('the consent notices in the customer’s language', () => {
  it.each(notices)('the English template is the domain’s notice word for word ($notice.purpose, $productCode)', ({ productCode, notice }) => {
    expect(renderConsentNotice(notice, 'en-IN', { brandName, ...(productCode ? { productCode } : {}) })).toBe(notice.text);
    expect(consentNoticeIn(notice, 'en-IN', { brandName })).toBe(notice);
  });

  describe.each(['hi-IN', 'mr-IN'] as const)('%s', (language: Language) => {
    it.each(notices)('$notice.purpose ($productCode) says every lender, item and right in the language, no other English', ({ productCode, notice }) => {
      const translated = consentNoticeIn(notice, language, { brandName, ...(productCode ? { productCode } : {}) });
      // Names stay as written: the brand, the lenders, registrars and bureau, the product.
      const names = [brandName, ...notice.recipients, ...FOLIO_REGISTRARS, CREDIT_BUREAU_NAME, ...(productCode ? [findProduct(productCode)!.name] : [])];
      for (const name of notice.recipients) expect(translated.text).toContain(name);
      expect(findLatinWords(translated.text, names)).toEqual([]);
      expect(/[\u0900-\u097F]/.test(translated.text)).toBe(true);
      // The ledger tells the Hindi words from the English ones by the version.
      expect(translated.version).toBe(`${notice.version}/${language}`);
      expect(translated.recipients).toEqual(notice.recipients);
    });
  });
});
