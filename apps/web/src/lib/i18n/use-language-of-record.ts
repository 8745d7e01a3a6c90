import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@portal/domain';

/**
 * A customer's page opened without the link's `lang` (a link shared before it carried one, an address typed
 * again) switches once to the language its record answers (the lead's customer language, decision 0245).
 * Once only: a language the customer then picks in the header stays; a `lang` in the address already decided.
 * English, which is also a lead's when none was given, leaves the language the page opened in (the device's).
 */
export function useLanguageOfRecord(language: string | undefined): void {
  const { i18n } = useTranslation();
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current || !isLanguage(language) || language === DEFAULT_LANGUAGE) return;
    followed.current = true;
    if (new URLSearchParams(window.location.search).has('lang') || i18n.language === language) return;
    void i18n.changeLanguage(language);
  }, [i18n, language]);
}
