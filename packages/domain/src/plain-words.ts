import { featureFlagKeys } from './flags';
import { catalogue } from './products/catalogue';

/**
 * Words of the English language or of brands that look like code but are not (camel humps in brand names).
 * Compared whole and case-sensitively.
 */
export const codeLikeWordsAllowed: readonly string[] = ['iPhone', 'iPad', 'eKYC', 'eSign', 'mAadhaar', 'WhatsApp', 'PhonePe', 'YouTube', 'LinkedIn'];

/** Product codes that are English too ("vector-borne diseases"), so reading them proves no leak. */
const englishProductCodes = new Set(['vector-borne']);

/** The product codes a person would read only if the code leaked (kebab-case, not an English word). */
const hyphenatedProductCodes = catalogue.map((product) => product.code).filter((code) => code.includes('-') && !englishProductCodes.has(code));

const systemCodePatterns: readonly { kind: string; pattern: RegExp }[] = [
  // POLICY_ISSUED, NOT_AUTHORISED: an enum value where its label belongs.
  { kind: 'constant', pattern: /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g },
  // monthlyIncome, tenureMonths: a field key where its label belongs (a one-letter prefix is a brand's: iPhone, iProtect).
  { kind: 'field key', pattern: /\b[a-z]{2,}(?:[A-Z][a-z0-9]+)+\b/g },
  // credit-report/v1, loan-offers-2026-11: a versioned identifier.
  { kind: 'versioned id', pattern: /\b[a-z]+(?:-[a-z]+)*(?:\/v\d+|(?:-\d+){2,})\b/g },
  // vector-borne, personal-loan: a product's code where its name belongs.
  ...hyphenatedProductCodes.map((code) => ({ kind: 'product code', pattern: new RegExp(`(?<![\\w/-])${code}(?![\\w/-])`, 'g') })),
];

/**
 * The system codes in text a person reads (a page's text, a PDF's): constants, field keys, versioned ids and
 * product codes where a label belongs. Links, e-mail addresses and paths are not read as words, so they are
 * taken out first.
 */
export function findSystemCodes(text: string, allowed: readonly string[] = []): string[] {
  const rest = text
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/(?:^|\s)\/\S+/g, ' ');
  // SPEC §6 names the feature flags by these keys; the console's admins set them by those names, beside their effect in words.
  const allow = new Set([...codeLikeWordsAllowed, ...featureFlagKeys, ...allowed]);
  const found = systemCodePatterns.flatMap(({ pattern }) => [...rest.matchAll(pattern)].map((match) => match[0]));
  return [...new Set(found.filter((word) => !allow.has(word)))];
}
