import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_LANGUAGE_FIELD, DEFAULT_LANGUAGE, isLanguage, withCustomerLanguage, type FieldConfig, type FormValues } from '@portal/domain';

/**
 * A form the partner fills in for a customer who continues later (a loan's sell form, Add lead, the FD
 * booking) with the customer's language asked (decision 0266): the domain's field after the mobile number,
 * first set to the partner's page language, the one they usually share with the customer; the form sends it
 * as `customerLanguage`. `defaults` are the form's other default values.
 */
export function useCustomerLanguageField(
  fields: readonly FieldConfig[],
  defaults?: Partial<FormValues>,
): { fields: FieldConfig[]; defaultValues: Partial<FormValues> } {
  const { i18n } = useTranslation();
  const pageLanguage = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return {
    fields: useMemo(() => withCustomerLanguage(fields), [fields]),
    defaultValues: useMemo(() => ({ ...defaults, [CUSTOMER_LANGUAGE_FIELD]: pageLanguage }), [defaults, pageLanguage]),
  };
}
