import {
  consentDataItems,
  CREDIT_BUREAU_NAME,
  DEFAULT_LANGUAGE,
  FOLIO_REGISTRARS,
  findProduct,
  type Language,
  type ProductConsentNotice,
} from '@portal/domain';
import { translatorOf } from './api-i18n';

/** A notice's data item (the domain's plain words) → its catalogue key (consentNotice.items.*). */
const FOLIOS = 'my mutual fund folios and their value';
const itemKeyOf = new Map<string, string>([...Object.entries(consentDataItems).map(([field, words]) => [words, field] as const), [FOLIOS, 'folios']]);
/** The catalogue's template of each purpose that has one; a notice of another purpose (an FD booking's) stays English. */
const templateOf: Partial<Record<ProductConsentNotice['purpose'], string>> = {
  'loan-offers': 'loanOffers',
  'lamf-folio-fetch': 'lamf',
  'credit-report': 'creditReport',
};

/**
 * The words of a consent notice (decision 0150) in `language`, from the catalogue's template of its purpose,
 * with its own brand, lenders (names, as written), registrars, bureau and data items said in the language.
 */
export function renderConsentNotice(notice: ProductConsentNotice, language: Language, context: { brandName: string; productCode?: string }): string {
  const template = templateOf[notice.purpose];
  if (!template) return notice.text;
  const t = translatorOf(language);
  const list = (items: readonly string[]) =>
    items.length <= 1 ? items.join('') : t('consentNotice.list', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });
  const nonLenders = new Set<string>([...FOLIO_REGISTRARS, CREDIT_BUREAU_NAME]);
  const items = notice.dataItems
    .filter((item) => item !== FOLIOS)
    .map((item) => {
      const key = itemKeyOf.get(item);
      return key ? t(`consentNotice.items.${key}`) : item;
    });
  return t(`consentNotice.${template}`, {
    brand: context.brandName,
    items: list(items),
    lenders: list(notice.recipients.filter((name) => !nonLenders.has(name))),
    registrars: list(FOLIO_REGISTRARS),
    bureau: CREDIT_BUREAU_NAME,
    productName: (context.productCode && findProduct(context.productCode)?.name) ?? context.productCode ?? '',
  });
}

/**
 * A consent notice in the customer's language (DPDP Rules 2025: English or a scheduled language; decision
 * 0217). English is the domain's notice itself; another language has the translated words and a version of
 * its own (the English version and the language), so the ledger records what the customer was shown.
 */
export function consentNoticeIn(notice: ProductConsentNotice, language: Language, context: { brandName: string; productCode?: string }): ProductConsentNotice {
  if (language === DEFAULT_LANGUAGE || !templateOf[notice.purpose]) return notice;
  return { ...notice, text: renderConsentNotice(notice, language, context), version: `${notice.version}/${language}` };
}
