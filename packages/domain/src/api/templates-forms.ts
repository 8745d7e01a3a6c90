import { z } from 'zod';
import type { FieldConfig } from '../fields/field-config';
import { tenantCodes, tenants } from '../tenants';
import {
  MAX_TEMPLATE_BYTES,
  templateCloudSources,
  templateContentTypes,
  templateMessages,
  templateUploadFieldsSchema,
  type TemplateCloudSource,
} from './templates';

/*
 * The console's template upload as a form of the engine (decision 0267): its fields, and the schema that
 * checks what the admin chose before the one multipart request goes (the API checks the same fields again
 * with templateUploadFieldsSchema, and the file's bytes, not its name or claimed type).
 */

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

/**
 * The chosen file, as the browser knows it: one of the template types by its claimed type, not empty, at
 * most 2 MB (the API decides the type again by the bytes, with the same words).
 */
const chosenTemplateFileSchema = z
  .file({ message: templateMessages.file })
  .min(1, { message: templateMessages.file })
  .max(MAX_TEMPLATE_BYTES, { message: templateMessages.tooLarge })
  .mime([...templateContentTypes], { message: templateMessages.type });

/** The form's answers → the upload's fields (the tenant is the admin's own, added by the page) and its file. */
export const templateUploadFormSchema = templateUploadFieldsSchema.omit({ tenant: true, public: true }).extend({
  public: z.boolean().transform((on): 'true' | 'false' => (on ? 'true' : 'false')),
  file: chosenTemplateFileSchema,
});
export type TemplateUploadForm = z.output<typeof templateUploadFormSchema>;
