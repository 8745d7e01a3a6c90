import type { FieldConfig } from '../fields/field-config';
import { tenantCodes, tenants } from '../tenants';
import { templateCloudSources, templateContentTypes, templateMessages, type TemplateCloudSource } from './template-words';

// The template upload form's fields and words, without zod: the console's templates page paints with them and
// fetches templateUploadFormSchema (templates-forms.ts) with its validation (decision 0281).

/** The clouds' own names (brands, the same in every language). */
export const templateCloudNames: Record<Exclude<TemplateCloudSource, 'DATABASE'>, string> = {
  AWS_S3: 'Amazon S3',
  GCP_STORAGE: 'Google Cloud Storage',
  AZURE_BLOB: 'Azure Blob Storage',
};
/** The portal's own database, in words (a field text, said in the page's language). */
export const TEMPLATE_DATABASE_ONLY = 'Portal database only';
/** An example of a template's path, the same in every language (a path is typed as it is). */
export const TEMPLATE_PATH_EXAMPLE = 'sms/policy-issued.txt';

/** The upload form's fields, checked by templateUploadFormSchema (templates-forms.ts). */
export const templateUploadFields: readonly FieldConfig[] = [
  {
    name: 'broker',
    kind: 'select',
    inputType: 'text',
    label: 'Broker',
    hint: 'The seller brand whose messages or documents use it',
    placeholder: templateMessages.broker,
    mandatory: true,
    requiredMessage: templateMessages.broker,
    options: tenantCodes.map((code) => ({ value: code, label: tenants[code].name })),
  },
  {
    name: 'path',
    kind: 'text',
    inputType: 'text',
    label: 'Path',
    // {{example}}: TEMPLATE_PATH_EXAMPLE, given by the page.
    hint: 'For example {{example}}',
    mandatory: true,
    maxLength: 200,
    typedAsIs: true,
  },
  {
    name: 'cloudSource',
    kind: 'select',
    inputType: 'text',
    label: 'Cloud source',
    mandatory: true,
    requiredMessage: templateMessages.cloudSource,
    options: templateCloudSources.map((source) => ({ value: source, label: source === 'DATABASE' ? TEMPLATE_DATABASE_ONLY : templateCloudNames[source] })),
    defaultValue: 'DATABASE',
  },
  {
    name: 'bucket',
    kind: 'text',
    inputType: 'text',
    label: 'Bucket',
    hint: '3 to 63 lower-case letters, digits, dots and dashes',
    mandatory: true,
    maxLength: 63,
    typedAsIs: true,
  },
  { name: 'public', kind: 'checkbox', inputType: 'checkbox', label: 'Public: anyone with its address may download it', mandatory: false },
  {
    name: 'file',
    kind: 'file',
    inputType: 'file',
    label: 'File',
    mandatory: true,
    requiredMessage: templateMessages.file,
    accept: templateContentTypes,
    sentWithForm: true,
  },
];
