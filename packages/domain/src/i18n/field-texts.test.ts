import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '../fields/field-config';
import { catalogue } from '../products/catalogue';
import { productForTenant } from '../products/product-definition';
import { insurers } from '../products/insurers';
import { lenderNames } from '../lending/lenders';
import { wellnessProviders } from '../products/wellness';
import { lifeStepFields } from '../life/life-forms';
import { lifeCatalogue } from '../life/life-catalogue';
import { freeLookReasonField } from '../api/free-look';
import { supportRequestFields } from '../api/help-centre';
import { lamfShareFormFields } from '../api/lending-application';
import { membershipLookupFields } from '../api/policies';
import { funnelPeriodFields } from '../api/analytics';
import { kfsAcknowledgeFields, lendingConfirmationFields } from '../api/lending-words';
import { qrCodeMessages, qrContactFields } from '../api/qr-codes';
import { qrSheetFields } from '../api/qr-codes-forms';
import { templateMessages } from '../api/templates';
import { templateCloudNames, templateUploadFields } from '../api/templates-forms';
import { tenants } from '../tenants';
import { customerLoanForms } from '../api/customer-loan-fields';
import { creditCheckStartFields, creditLoanAmountFields } from '../api/credit-score';
import { customerLanguageField } from '../api/customer-language';
import { signInMobileFields } from '../api/sign-in-forms';
import { messages } from '../validation/rule-messages';
import { fieldTextKey } from './field-text';
import { findLatinWords } from './latin-words';
import { enIN } from './messages/en-IN';
import { hiIN } from './messages/hi-IN';
import { mrIN } from './messages/mr-IN';

/**
 * The forms a partner fills: every product's quote, proposal and sell form as each of its tenants sees it,
 * the life journey's steps, and the partner's other forms drawn from field configuration (policy lookup,
 * free-look, help centre, the LAMF customer's link, the credit check, sign-in's mobile step), and the customer loan journey's steps.
 */
const forms: (readonly FieldConfig[])[] = [
  ...catalogue.flatMap((product) =>
    product.tenants
      .map((tenant) => productForTenant(product, tenant))
      .flatMap(({ sale, sell }) => [sale?.quote.fields ?? [], sale?.proposal.fields ?? [], sell?.form.fields ?? []]),
  ),
  ...Object.values(lifeStepFields),
  [freeLookReasonField],
  supportRequestFields,
  lamfShareFormFields,
  membershipLookupFields,
  funnelPeriodFields,
  kfsAcknowledgeFields,
  qrContactFields,
  lendingConfirmationFields(true),
  lendingConfirmationFields(false),
  ...customerLoanForms,
  // The partner's credit check and the personal-loan lead made from its report.
  creditCheckStartFields,
  creditLoanAmountFields,
  [customerLanguageField],
  qrSheetFields,
  templateUploadFields,
  signInMobileFields,
];

const specMessages = new Set<string>(Object.values(messages));

/** Names, not words: plans, insurers, lenders and providers are brands and keep their names in every language (decision 0212). */
const brandNames = new Set<string>([
  ...catalogue.flatMap((product) => [
    product.name,
    ...product.plans.map((plan) => plan.name),
    ...Object.values(product.tenantVariants ?? {}).flatMap((variant) => variant?.plans?.map((plan) => plan.name) ?? []),
  ]),
  ...lifeCatalogue.map((plan) => plan.name),
  ...Object.values(insurers).map((insurer) => insurer.name),
  ...Object.values(lenderNames),
  ...wellnessProviders.map((provider) => provider.name),
  // The template upload's brokers (the tenants) and clouds.
  ...Object.values(tenants).map((tenant) => tenant.name),
  ...Object.values(templateCloudNames),
]);

/**
 * Every text of a field a person reads: its label, hint and placeholder, and its options' labels. Amounts,
 * abbreviations (PAN, GSTIN), codes (ABCDE1234F) and the date pattern read the same in every language and
 * need no entry.
 */
function textsOf(field: FieldConfig): string[] {
  // An option in a language of its own (a language named in its script, decision 0266) reads so on every page.
  const options = (field.options ?? [])
    .filter((option) => option.lang === undefined)
    .map((option) => option.label)
    .filter((label) => !brandNames.has(label));
  // A form's own message (not one of SPEC's, which the validation namespace says) is a field text too.
  const ownMessages = [field.requiredMessage, (field.rule as { message?: string } | undefined)?.message].filter((message) => !specMessages.has(message ?? ''));
  return [field.label, field.hint, field.placeholder, ...options, ...ownMessages].filter((text): text is string => !!text && findLatinWords(text).length > 0);
}

/**
 * The messages of the forms' own schemas (not SPEC's) that the browser says before the API is asked: the
 * template upload's and the QR sheet's (decision 0267).
 */
const schemaMessages = [
  templateMessages.path,
  templateMessages.bucket,
  templateMessages.cloudSource,
  templateMessages.file,
  templateMessages.type,
  templateMessages.tooLarge,
  qrCodeMessages.count,
  qrCodeMessages.sumInsured,
];

const fieldTexts = [...new Set([...forms.flatMap((fields) => fields.flatMap(textsOf)), ...schemaMessages])];

describe.each([
  ['en-IN', enIN],
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the field texts in %s', (_language, catalogueOfLanguage) => {
  it('have an entry for every label, hint, placeholder and option of the partner’s forms', () => {
    const entries: Record<string, string> = catalogueOfLanguage.fieldText;
    const untranslated = fieldTexts.filter((text) => entries[fieldTextKey(text).slice('fieldText.'.length)] === undefined);
    expect(untranslated).toEqual([]);
  });
});

describe('the field texts of the forms', () => {
  it('are found: every form is listed, with the words a proposal asks', () => {
    expect(forms.length).toBeGreaterThan(40);
    expect(fieldTexts).toContain('First Name');
    expect(fieldTexts).toContain('Nominee Date of Birth');
    expect(fieldTexts).toContain("Customer's language");
    expect(fieldTexts).not.toContain('English');
  });
});
