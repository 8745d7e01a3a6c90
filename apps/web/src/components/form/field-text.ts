import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldTextKey, messages } from '@portal/domain';

/** The rules' messages (SPEC §5 and §8) by their English words, to say them in the page's language. */
const validationKeyOf = new Map(Object.entries(messages).map(([key, text]) => [text as string, `validation.${key}`]));
const REQUIRED = /^(.+) is required$/;
const NAMED_DATE_FORMAT = /^(.+) should be in DD\/MM\/YYYY format only$/;

/**
 * A product config's words (label, hint, placeholder, option) in the page's language, by the key of their
 * English (decision 0212); words without an entry are shown as the config has them.
 */
export function useFieldText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback((text: string) => t(fieldTextKey(text), { defaultValue: text }), [t]);
}

/**
 * A field's error in the page's language: a rule's message by its key (SPEC's words in English), the
 * "<label> is required" of a field without its own message, a named date's format; an API's message is
 * already in the language the call asked for (Accept-Language).
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const key = validationKeyOf.get(message);
      if (key) return t(key);
      const required = REQUIRED.exec(message)?.[1];
      if (required) return t('shell.fieldRequired', { label: fieldText(required) });
      const dated = NAMED_DATE_FORMAT.exec(message)?.[1];
      return dated ? t('validation.dateFormat', { label: fieldText(dated) }) : message;
    },
    [t, fieldText],
  );
}
