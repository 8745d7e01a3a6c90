import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, fieldTextKey, messages } from '@portal/domain';

/** The rules' messages (SPEC §5 and §8) by their English words, to say them in the page's language. */
const validationKeyOf = new Map(Object.entries(messages).map(([key, text]) => [text as string, `validation.${key}`]));
const REQUIRED = /^(.+) is required$/;
const NAMED_DATE_FORMAT = /^(.+) should be in DD\/MM\/YYYY format only$/;

/**
 * What a form gives its fields' words (ConfigForm's textValues and messageOf): the values of the `{{name}}`
 * placeholders its texts carry (a lender's name, a sanctioned range), and the page's own words for a message
 * it recognises (the loan journey's, decision 0217), tried before the engine's.
 */
export interface FieldWords {
  values?: Readonly<Record<string, string | number>>;
  messageOf?: (message: string) => string | undefined;
}
export const FieldWordsContext = createContext<FieldWords>({});

const interpolate = (text: string, values: FieldWords['values']) =>
  values ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name]))) : text;

/**
 * A product config's words (label, hint, placeholder, option) in the page's language, by the key of their
 * English (decision 0212); words without an entry are shown as the config has them.
 */
export function useFieldText(): (text: string) => string {
  const { t, i18n } = useTranslation();
  // In English the words are the config's own: two texts that share a key ("Sum insured", "Sum Insured") keep their case.
  const english = i18n.language === DEFAULT_LANGUAGE;
  const { values } = useContext(FieldWordsContext);
  return useCallback(
    (text: string) => (english ? interpolate(text, values) : t(fieldTextKey(text), { ...values, defaultValue: interpolate(text, values) })),
    [t, english, values],
  );
}

/**
 * A field's error in the page's language: a rule's message by its key (SPEC's words in English), the
 * "<label> is required" of a field without its own message, a named date's format, a form's own message
 * by its field text; an API's message is already in the language the call asked for (Accept-Language).
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const { messageOf } = useContext(FieldWordsContext);
  return useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const own = messageOf?.(message);
      if (own !== undefined) return own;
      const key = validationKeyOf.get(message);
      if (key) return t(key);
      const required = REQUIRED.exec(message)?.[1];
      if (required) return t('shell.fieldRequired', { label: fieldText(required) });
      const dated = NAMED_DATE_FORMAT.exec(message)?.[1];
      // A form's own message (not SPEC's), e.g. the help centre's, by its field text like its label.
      return dated ? t('validation.dateFormat', { label: fieldText(dated) }) : fieldText(message);
    },
    [t, fieldText, messageOf],
  );
}
