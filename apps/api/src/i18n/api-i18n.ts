import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, messageRefOfEnglish, negotiateLanguage, type Language } from '@portal/domain';
import { enIN } from '@portal/domain/messages/en-IN';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';

/**
 * The API's messages in the three languages (decision 0210): one i18next instance over the
 * domain's catalogues, all three held (a server answers every language), initialised synchronously.
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { 'en-IN': { translation: enIN }, 'hi-IN': { translation: hiIN }, 'mr-IN': { translation: mrIN } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  // Messages go into JSON, SMS and PDFs, never into HTML unescaped: no HTML escaping here.
  interpolation: { escapeValue: false },
});

/** The translate function of one language. */
export const translatorOf = (language: Language): TFunction => i18n.getFixedT(language);

/** The language a request asks for (Accept-Language); English, SPEC's words, when it asks for none of ours. */
export const languageOfRequest = (request: { headers: Record<string, string | string[] | undefined> }): Language =>
  negotiateLanguage(request.headers['accept-language']);

/**
 * An English message (a rule's, SPEC's words; or the API's own) in `language`; a message the catalogue
 * has no key for stays as it is.
 */
export function translateMessage(text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return text;
  const ref = messageRefOfEnglish(text);
  return ref ? translatorOf(language)(ref.key, ref.values ?? {}) : text;
}
