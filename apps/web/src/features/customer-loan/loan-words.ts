import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { kfsWordRef, loanErrorRef } from '@portal/domain';

/**
 * The loan journey's words in the page's language (decision 0217): `t` for the page's own keys, and `say` for
 * English that arrives as data (the domain schema's message of an answer, a lender's KFS fee or charge), found
 * again by its words and said by its key; English with no key, or already translated by the API, stays as it is.
 * `known` is the same for the form engine's messageOf: undefined for a text it does not know.
 */
export function useLoanWords() {
  const { t, i18n } = useTranslation();
  // The loan's own words for a text it recognises; undefined for any other (a form engine's message goes on to its own words).
  const known = useCallback(
    (text: string): string | undefined => {
      const ref = loanErrorRef(text) ?? kfsWordRef(text);
      return ref ? t(ref.key, { ...ref.values, defaultValue: text }) : undefined;
    },
    [t],
  );
  const say = (text: string): string => known(text) ?? text;
  return { t, say, known, language: i18n.language };
}
