import { toCurrency as inEnglish } from 'to-words/en-IN';
import { toCurrency as inHindi } from 'to-words/hi-IN';
import { toCurrency as inMarathi } from 'to-words/mr-IN';
import type { Language } from '@portal/domain';

/**
 * Rupees in words in the page's language (point 5): to-words speaks en-IN, hi-IN and mr-IN alike, with the
 * Indian scale (lakh, crore). Only these three of its 135 locales are imported: the whole package took about
 * 100 ms of CPU to load at every start of the service (decision 0309).
 */
const converters: Readonly<Record<Language, (rupees: number) => string>> = { 'en-IN': inEnglish, 'hi-IN': inHindi, 'mr-IN': inMarathi };

export function rupeesInWords(rupees: number, language: Language): string {
  return converters[language](rupees);
}
