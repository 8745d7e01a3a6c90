import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { useAppDispatch } from '../store-hooks';

/**
 * The API's answers that are said in the page's language (Accept-Language, lib/api.ts) and kept by RTK
 * Query: the landing config carries the products' copy (tagline, FAQs, plans' words; decision 0275), and the
 * life plans their own (tagline, benefits, riders, exclusions; decision 0280).
 */
const answersInPageLanguage = ['LandingConfig', 'LifePlans'] as const;

/**
 * When the reader picks another language, the answers already held in the old one are asked again (the
 * pages in view refetch them; the others are dropped). i18next tells <html lang> first (lib/i18n/i18n.ts
 * listens from the start), so the new call already asks for the new language.
 */
export function useAnswersInPageLanguage() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const askAgain = () => void dispatch(api.util.invalidateTags([...answersInPageLanguage]));
    i18n.on('languageChanged', askAgain);
    return () => i18n.off('languageChanged', askAgain);
  }, [i18n, dispatch]);
}
