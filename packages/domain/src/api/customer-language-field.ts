import type { FieldConfig } from '../fields/field-config';
import { languageNames, languages } from '../i18n/languages';
import { messages } from '../validation/rule-messages';

/**
 * The customer's language on a form the partner fills in for a customer who continues later (a loan's sell
 * form, Add lead, the FD booking): their SMS, their link's page and every later step are in it (decisions
 * 0245, 0266). Each language is named in its own script and marked with its `lang`, so a partner reading
 * Hindi still finds "English" and the other way round.
 */
export const CUSTOMER_LANGUAGE_FIELD = 'customerLanguage';

export const customerLanguageField: FieldConfig = {
  name: CUSTOMER_LANGUAGE_FIELD,
  kind: 'select',
  label: "Customer's language",
  mandatory: true,
  inputType: 'text',
  options: languages.map((language) => ({ value: language, label: languageNames[language], lang: language })),
  hint: 'The SMS, the link and every later step are in this language.',
  requiredMessage: messages.chooseOption,
};

/** A form's fields with the customer's language asked right after the customer's mobile number (else last). */
export function withCustomerLanguage(fields: readonly FieldConfig[]): FieldConfig[] {
  const mobile = fields.findIndex((field) => field.name === 'mobile');
  const at = mobile === -1 ? fields.length : mobile + 1;
  return [...fields.slice(0, at), customerLanguageField, ...fields.slice(at)];
}
