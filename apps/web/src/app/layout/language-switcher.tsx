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
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
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
