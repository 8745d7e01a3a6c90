import { describe, expect, it } from 'vitest';
import { buildFormSchema } from '../fields/build-schema';
import { customerLanguageBodySchema, customerLanguageField, withCustomerLanguage } from './customer-language';
import { lendingSellForms } from './lending-application';

describe("the customer's language field (decision 0266)", () => {
  it('offers each language named in its own script, marked with its lang', () => {
    expect(customerLanguageField.options).toEqual([
      { value: 'en-IN', label: 'English', lang: 'en-IN' },
      { value: 'hi-IN', label: 'हिन्दी', lang: 'hi-IN' },
      { value: 'mr-IN', label: 'मराठी', lang: 'mr-IN' },
    ]);
  });

  it('is asked right after the mobile number, or last on a form without one', () => {
    const names = withCustomerLanguage(lendingSellForms['personal-loan'].fields).map((field) => field.name);
    expect(names[names.indexOf('mobile') + 1]).toBe('customerLanguage');
    const other = withCustomerLanguage([{ name: 'a', kind: 'text', label: 'A', mandatory: false, inputType: 'text' }]);
    expect(other.map((field) => field.name)).toEqual(['a', 'customerLanguage']);
  });

  it('takes only our languages, in the form and in a request', () => {
    const schema = buildFormSchema([customerLanguageField]);
    expect(schema.safeParse({ customerLanguage: 'mr-IN' }).success).toBe(true);
    expect(schema.safeParse({ customerLanguage: 'fr-FR' }).success).toBe(false);
    expect(schema.safeParse({ customerLanguage: '' }).success).toBe(false);
    expect(customerLanguageBodySchema.safeParse({}).success).toBe(true);
    expect(customerLanguageBodySchema.safeParse({ customerLanguage: 'hi-IN' }).data).toEqual({ customerLanguage: 'hi-IN' });
    expect(customerLanguageBodySchema.safeParse({ customerLanguage: 'hi' }).success).toBe(false);
  });
});
