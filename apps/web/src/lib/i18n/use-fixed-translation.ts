import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/domain';

/**
 * Words for someone who reads another language than the page's: the customer's WhatsApp message, written
 * by a partner working in Hindi for a customer who chose English (decision 0266). i18next's fixed-language
 * translator over that language's catalogue, fetched (its own lazy chunk) if the page has not loaded it;
 * until it is in, the page's own words. `language` not one of ours is English.
 */
export function useFixedTranslation(language: string | undefined): { t: TFunction; language: Language; ready: boolean } {
  const { t, i18n } = useTranslation();
  const wanted: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const [loaded, setLoaded] = useState<Language | undefined>();
  const has = i18n.hasResourceBundle(wanted, 'translation');

  useEffect(() => {
    if (has) return;
    let live = true;
    void i18n.loadLanguages(wanted).then(() => {
      if (live) setLoaded(wanted);
    });
    return () => {
      live = false;
    };
  }, [i18n, wanted, has]);

  const ready = has || loaded === wanted;
  const fixed = useMemo(() => i18n.getFixedT(wanted), [i18n, wanted]);
  return { t: ready ? fixed : t, language: wanted, ready };
}
