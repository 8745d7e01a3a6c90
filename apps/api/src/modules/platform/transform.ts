import { DEFAULT_LANGUAGE, formatDob, groupDigitsIN, maskRecipient, messages, parseDob, type Language, type TransformOperation } from '@portal/domain';
import { rupeesInWords } from '../../i18n/amount-in-words';
import { translateMessage } from '../../i18n/api-i18n';

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const notAnAmount = 'Enter an amount in rupees, digits only';
const notIsoDate = 'Enter a date as YYYY-MM-DD';

type Outcome = { result: string } | { error: string };

/** Each operation of /utilities/public/transform (decision 0106): the result, or the spec's message for bad input. */
const operations: Record<TransformOperation, (value: string, language: Language) => Outcome> = {
  'rupees-grouped': (value) => (AMOUNT.test(value) ? { result: groupDigitsIN(value) } : { error: notAnAmount }),
  /** In the language the request asks for (Accept-Language): the words are read by the person who asked. */
  'amount-in-words': (value, language) => (AMOUNT.test(value) ? { result: rupeesInWords(Number(value), language) } : { error: notAnAmount }),
  'dob-to-iso': (value) => {
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return { error: messages.dobFormat };
    const date = parseDob(value);
    if (!date) return { error: messages.invalidDate };
    return { result: `${value.slice(6)}-${value.slice(3, 5)}-${value.slice(0, 2)}` };
  },
  'iso-to-dob': (value) => {
    const match = ISO_DATE.exec(value);
    const date = match ? parseDob(`${match[3]}/${match[2]}/${match[1]}`) : null;
    return date ? { result: formatDob(date) } : { error: notIsoDate };
  },
  'mask-mobile': (value) => (/^[6-9]\d{9}$/.test(value) ? { result: maskRecipient(value) } : { error: messages.mobile }),
  'mask-email': (value) => (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) ? { result: maskRecipient(value) } : { error: messages.email }),
};

export function transformValues(items: readonly { operation: TransformOperation; value: string }[], language: Language = DEFAULT_LANGUAGE) {
  return items.map(({ operation, value }) => {
    const outcome = operations[operation](value.trim(), language);
    return 'result' in outcome
      ? { operation, value, result: outcome.result }
      : { operation, value, result: null, error: translateMessage(outcome.error, language) };
  });
}
