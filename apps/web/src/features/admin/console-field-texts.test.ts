import { describe, expect, it } from 'vitest';
import { fieldTextKey, findLatinWords, messages, tenantCodes, type FieldConfig } from '@portal/domain';
import { enIN } from '@portal/domain/messages/en-IN';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { couponFields } from './admin-coupons-page';
import { inviteFields } from './partner-invite-fields';

/** Every text of a console form a person may read: label, hint, placeholder, options, and its own messages (not SPEC's). */
function textsOf(field: FieldConfig): string[] {
  const specMessages = new Set<string>(Object.values(messages));
  const ownMessages = [field.requiredMessage, (field.rule as { message?: string } | undefined)?.message].filter((message) => !specMessages.has(message ?? ''));
  const options = field.kind === 'select' && field.name === 'productCode' ? [] : (field.options ?? []).map((option) => option.label);
  return [field.label, field.hint, field.placeholder, ...options, ...ownMessages].filter((text): text is string => !!text && findLatinWords(text).length > 0);
}

// The coupon form's products are names (brands), the same in every language.
const consoleFormTexts = [...new Set([...inviteFields, ...tenantCodes.flatMap((tenant) => couponFields(tenant))].flatMap(textsOf))];

describe.each([
  ['en-IN', enIN],
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the console forms in %s', (_language, catalogue) => {
  it('have a field text for every label, hint, option and message, even those shown only on an error', () => {
    const entries: Record<string, string> = catalogue.fieldText;
    expect(consoleFormTexts.filter((text) => entries[fieldTextKey(text).slice('fieldText.'.length)] === undefined)).toEqual([]);
  });
});

it('the console forms carry the texts the check reads', () => {
  expect(consoleFormTexts).toEqual(expect.arrayContaining(["Partner's full name", 'Enter rupees from 1 to 1,00,000', 'mint-pro']));
});
