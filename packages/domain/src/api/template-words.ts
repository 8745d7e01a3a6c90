// The template upload's sources, types, limit and messages, without zod: the console's templates page paints
// with them (decision 0281); templates.ts re-exports them beside its schemas.

export const templateCloudSources = ['DATABASE', 'AWS_S3', 'GCP_STORAGE', 'AZURE_BLOB'] as const;
export type TemplateCloudSource = (typeof templateCloudSources)[number];

export const templateContentTypes = ['application/pdf', 'image/png', 'image/jpeg', 'text/plain'] as const;
export type TemplateContentType = (typeof templateContentTypes)[number];

export const MAX_TEMPLATE_BYTES = 2 * 1024 * 1024;

export const templateMessages = {
  tenant: 'Choose your own tenant',
  broker: 'Choose a broker',
  path: 'Enter a path of lower-case letters, digits, dots, dashes and slashes, such as sms/policy-issued.txt',
  cloudSource: 'Choose a cloud source',
  bucket: 'Enter a bucket name of 3 to 63 lower-case letters, digits, dots and dashes',
  public: 'Choose whether the template is public',
  file: 'Choose a file to upload',
  type: 'Only PDF, PNG, JPEG or plain UTF-8 text templates can be uploaded',
  tooLarge: 'File is larger than 2 MB',
} as const;
