import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageNames, languages } from '@portal/domain';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useSetPartnerLanguageMutation } from '../../lib/api-endpoints/partner-language';
import { chooseLanguage, currentLanguage } from '../../lib/i18n/i18n';
import { useAppSelector } from '../../lib/store-hooks';

/**
 * The header's language switcher, on every page (partner and customer): each language named in its own
 * script and marked with its lang. A signed-in partner's choice is remembered on his profile, and his
 * profile's language is taken when his session arrives (another device's choice follows him).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const signedIn = useAppSelector((state) => state.ui.dealer !== undefined);
  const session = useGetSessionQuery(undefined, { skip: !signedIn });
  const [savePartnerLanguage] = useSetPartnerLanguageMutation();
  const profileLanguage = signedIn ? session.data?.language : undefined;

  useEffect(() => {
    if (profileLanguage && profileLanguage !== currentLanguage()) void chooseLanguage(profileLanguage);
  }, [profileLanguage]);

  return (
    <span className="language-switcher">
      {/* On a phone the word gives way to a globe (the brand keeps one row beside it); the select keeps its name. */}
      <label htmlFor={id}>
        <svg className="language-switcher__globe" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9.25" />
          <ellipse cx="12" cy="12" rx="4" ry="9.25" />
          <path d="M3 12h18M4.5 7.5h15M4.5 16.5h15" />
        </svg>
        <span className="language-switcher__word">{t('language.label')}</span>
      </label>
      <select
        id={id}
        // Its name on a phone too, where the word is not shown beside the globe.
        aria-label={t('language.label')}
        value={currentLanguage()}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          void chooseLanguage(language);
          if (signedIn) void savePartnerLanguage({ language });
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
