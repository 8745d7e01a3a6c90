import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LANGUAGE, isLanguage, languageOfBrowser, type Language, type MessageCatalogue } from '@portal/domain';

/**
 * The web's i18next (decision 0210). Each language's catalogue is its own lazy chunk, so a page loads only
 * the active language's messages; the catalogues are the domain's, shared with the API.
 */
const catalogueLoaders: Readonly<Record<Language, () => Promise<MessageCatalogue>>> = {
  'en-IN': () => import('@portal/domain/messages/en-IN').then((module) => module.enIN),
  'hi-IN': () => import('@portal/domain/messages/hi-IN').then((module) => module.hiIN),
  'mr-IN': () => import('@portal/domain/messages/mr-IN').then((module) => module.mrIN),
};

/** Where a visitor's choice is kept on this device (a partner's also goes to his profile). */
export const LANGUAGE_STORAGE_KEY = 'portal.language';
/** The same choice as a cookie, for the server (apps/api/src/plugins/web-app-page-html.ts reads it by this name). */
const LANGUAGE_COOKIE = 'portal.language';

/**
 * The language to open in: a link's `lang` (the customer's, from the partner's lead), then the choice kept
 * on this device, then the browser's languages (a first visit); English otherwise.
 */
export function initialLanguage(location: Pick<Location, 'search'> = window.location): Language {
  const fromLink = new URLSearchParams(location.search).get('lang');
  if (isLanguage(fromLink)) return fromLink;
  const kept = readKeptLanguage();
  if (kept) return kept;
  return languageOfBrowser(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

function readKeptLanguage(): Language | undefined {
  try {
    const kept = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** <html lang> follows the language, so screen readers pronounce the page in it (axe: valid-lang). */
function markDocument(language: string) {
  if (isLanguage(language)) document.documentElement.lang = language;
}

let started: Promise<unknown> | undefined;

/** Starts i18next in `language`, its catalogue fetched; the first page renders once it is in. */
export function startI18n(language: Language = initialLanguage()): Promise<unknown> {
  // At once, so the first calls (the session, the page's data) already ask for the page's language.
  markDocument(language);
  started ??= i18next
    .use(resourcesToBackend((lng: string) => catalogueLoaders[isLanguage(lng) ? lng : DEFAULT_LANGUAGE]()))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['en-IN', 'hi-IN', 'mr-IN'],
      load: 'currentOnly',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    })
    .then(() => {
      markDocument(i18next.language);
      i18next.on('languageChanged', markDocument);
    });
  return started;
}

/** The visitor's choice: the catalogue fetched (if not yet), the page re-rendered in it, kept on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (a private window): the choice holds for this page.
  }
  // The server reads the choice too, to name this language's catalogue in the next page's HTML (decision 0270).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  await i18next.changeLanguage(language);
}

export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);
