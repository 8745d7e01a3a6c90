import { lendingSellForms, type ConsentNotice } from '../api/lending';
import type { LoanProductCode } from '../lending/lender-codes';
import { lenderNames, lendersFor } from '../lending/lenders';
import { loanProductProfiles } from '../lending/loan-products';
import { findProduct } from '../products/catalogue';
import { consentItemWords } from '../i18n/messages/en-in/consent-notice';

/**
 * Consent notices (DPDP Act 2023 s.5, decision 0150): one per product, naming who receives the data and only
 * the items that product's form collects, in plain words. A notice's version is a hash of its words, so a
 * change of wording, of the form or of the lenders is a new version by itself; the ledger keeps the version
 * and the text (the screen never shows the version).
 */

/** Each sell-form field as a customer reads it. A loan form's field missing here fails the notices' table test. */
export const consentDataItems: Readonly<Record<string, string>> = consentItemWords;

/** The registrars that hold mutual fund folios by PAN (the sandbox registry stands for them). */
export const FOLIO_REGISTRARS = ['CAMS', 'KFin Technologies'] as const;
/** The credit bureau a credit check asks (the sandbox bureau stands for it). */
export const CREDIT_BUREAU_NAME = 'TransUnion CIBIL';

/** FNV-1a (32 bits) of the words, as 8 hex digits: a short, stable fingerprint, not a secret. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** "a, b and c" */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export interface ProductConsentNotice extends ConsentNotice {
  /** Who receives the data (lenders, registrars, the bureau), by name. */
  recipients: string[];
  /** The data shared, in plain words. */
  dataItems: string[];
}

function noticeOf(purpose: ConsentNotice['purpose'], key: string, text: string, recipients: string[], dataItems: string[]): ProductConsentNotice {
  return { purpose, version: `${key}/${fingerprint(text)}`, text, recipients, dataItems };
}

/** What a loan product's form collects, in plain words, in the form's order. */
export function loanDataItems(productCode: LoanProductCode): string[] {
  return lendingSellForms[productCode].fields.map((field) => {
    const words = consentDataItems[field.name];
    if (!words) throw new Error(`No plain words for the field ${field.name} of ${productCode}`);
    return words;
  });
}

/** The folios a pledge-of-funds product fetches: a data item beside the form's fields (key of the catalogue's `consents.item`). */
export const FOLIOS_DATA_ITEM = 'folios';
/** The credit check's data items, as form field names. */
const creditReportItemKeys = ['fullName', 'mobile', 'pan'] as const;

/**
 * The data items of a notice as keys (a form field's name, or `folios`), for a page that words them in the
 * reader's language (decision 0155); the same items, in the same order, as the notice's `dataItems`.
 */
export function consentDataItemKeys(purpose: ConsentNotice['purpose'], productCode: LoanProductCode | undefined): string[] {
  if (purpose === 'credit-report') return [...creditReportItemKeys];
  if (!productCode) return [];
  const fields = lendingSellForms[productCode].fields.map((field) => field.name);
  return loanProductProfiles[productCode].fetchesFoliosOnConsent ? [...fields, FOLIOS_DATA_ITEM] : fields;
}

/** The notice a customer agrees to by OTP before a loan product's details reach lenders (and, for LAMF, before folios are fetched). */
export function loanConsentNotice(productCode: LoanProductCode, brandName: string): ProductConsentNotice {
  const lenders = lendersFor(productCode).map((lender) => lenderNames[lender.code]);
  const items = loanDataItems(productCode);
  const productName = findProduct(productCode)?.name ?? productCode;
  const withdraw = 'I can withdraw this consent at any time, as easily as I give it; lenders are then not asked again.';
  // A pledge of funds (the product's profile, decision 0143) fetches the folios first: its own purpose and words.
  if (loanProductProfiles[productCode].fetchesFoliosOnConsent) {
    const registrars = listInWords(FOLIO_REGISTRARS);
    const text =
      `I agree that ${brandName} uses my PAN to fetch the list and value of my mutual fund folios from the registrars ${registrars}, ` +
      `and shares them, with my ${listInWords(items)}, with these lenders: ${listInWords(lenders)}. ` +
      `They may use them only to check my eligibility and make me ${productName} offers. ${withdraw}`;
    return noticeOf(
      'lamf-folio-fetch',
      `lamf-folio-fetch/${productCode}`,
      text,
      [...FOLIO_REGISTRARS, ...lenders],
      [...items, 'my mutual fund folios and their value'],
    );
  }
  const text =
    `I agree that ${brandName} shares my ${listInWords(items)} with these lenders: ${listInWords(lenders)}. ` +
    `They may use them only to check my eligibility, fetch my credit report from a credit bureau for this, and make me ${productName} offers. ${withdraw}`;
  return noticeOf('loan-offers', `loan-offers/${productCode}`, text, lenders, items);
}

/** The credit check's notice: the bureau fetches the report once, from the name, mobile and PAN the partner typed. */
export function creditReportConsentNotice(brandName: string): ProductConsentNotice {
  const items = creditReportItemKeys.map((key) => consentDataItems[key]!);
  const text =
    `I agree that ${brandName} sends my ${listInWords(items)} to the credit bureau ${CREDIT_BUREAU_NAME} to fetch my credit report once, ` +
    `to show me my credit score and loan offers. I can withdraw this consent at any time, as easily as I give it; my report is then deleted.`;
  return noticeOf('credit-report', 'credit-report', text, [CREDIT_BUREAU_NAME], items);
}
