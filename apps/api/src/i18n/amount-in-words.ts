import { ToWords } from 'to-words';
import type { Language } from '@portal/domain';

/**
 * Rupees in words in the page's language (point 5): to-words speaks en-IN, hi-IN and mr-IN
 * alike, with the Indian scale (lakh, crore); one converter per language, made on first use.
 */
const converters = new Map<Language, ToWords>();

export function rupeesInWords(rupees: number, language: Language): string {
  let converter = converters.get(language);
  if (!converter) converters.set(language, (converter = new ToWords({ localeCode: language, converterOptions: { currency: true } })));
  return converter.convert(rupees);
}
