import { useTranslation } from 'react-i18next';
import { kfsWordRef, loanErrorRef } from '@portal/domain';

/**
 * The loan journey's words in the page's language (decision 0217): `t` for the page's own keys, and `say` for
 * English that arrives as data (the domain schema's message of an answer, a lender's KFS fee or charge), found
 * again by its words and said by its key; English with no key, or already translated by the API, stays as it is.
 */
export function useLoanWords() {
  const { t, i18n } = useTranslation();
  const say = (text: string): string => {
    const ref = loanErrorRef(text) ?? kfsWordRef(text);
    return ref ? t(ref.key, { ...ref.values, defaultValue: text }) : text;
  };
  return { t, say, language: i18n.language };
}

/** The first message of each field of a failed schema check, in the page's language. */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[], say: (text: string) => string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[String(issue.path[0])] ??= say(issue.message);
  return messages;
}
