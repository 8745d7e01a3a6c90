import { z } from 'zod';
import { tenantCodes } from '../tenants';
import { templateCloudSources, templateContentTypes, templateMessages } from './template-words';

export * from './template-words';

/*
 * Template uploads (SPEC §7: "Template upload parameters: tenant, broker, path, cloud source, bucket,
 * public flag"; decision 0131). A tenant's admin uploads a notification or document template file; its
 * bytes are kept like every upload (decision 0004), `cloudSource` and `bucket` say where a live
 * deployment publishes it, and `public` decides whether it is served without a session.
 */

/** A path inside the bucket: segments of [a-z0-9._-], never `.` or `..`, at most 200 characters. */
const templatePathSchema = z
  .string({ message: templateMessages.path })
  .trim()
  .max(200, { message: templateMessages.path })
  .regex(/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/, { message: templateMessages.path })
  .refine((path) => !path.split('/').some((segment) => segment === '.' || segment === '..' || segment.includes('..')), { message: templateMessages.path });

/** The multipart fields sent before the file (all strings on the wire). */
export const templateUploadFieldsSchema = z.object({
  tenant: z.enum(tenantCodes, { message: templateMessages.tenant }).describe('The tenant the template belongs to: the admin’s own'),
  broker: z.enum(tenantCodes, { message: templateMessages.broker }).describe('The seller brand (broker) whose messages or documents use it'),
  path: templatePathSchema.describe('Where it lives in the bucket, e.g. sms/policy-issued.txt'),
  cloudSource: z
    .enum(templateCloudSources, { message: templateMessages.cloudSource })
    .describe('Where a live deployment publishes it; the bytes are always kept in the database (decision 0004)'),
  bucket: z
    .string({ message: templateMessages.bucket })
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: templateMessages.bucket })
    .describe('The bucket (container) name'),
  public: z
    .enum(['true', 'false'], { message: templateMessages.public })
    .describe('true: served to anyone by its public address; false: only to the tenant’s admins'),
});
export type TemplateUploadFields = z.input<typeof templateUploadFieldsSchema>;

export const templateFileSchema = z.object({
  templateId: z.string(),
  tenant: z.enum(tenantCodes),
  broker: z.enum(tenantCodes),
  path: z.string(),
  cloudSource: z.enum(templateCloudSources),
  bucket: z.string(),
  public: z.boolean(),
  fileName: z.string(),
  contentType: z.enum(templateContentTypes),
  size: z.number().int(),
  /** The address that serves it: the public one when public, else the admin's download. */
  url: z.string(),
  uploadedAt: z.string(),
});
export type TemplateFile = z.infer<typeof templateFileSchema>;

export const templateIdParamsSchema = z.object({ templateId: z.uuid({ message: 'Template not found' }) });

export const templateDownloadPath = (templateId: string) => `/api/templates/${templateId}/file`;
export const templatePublicPath = (templateId: string) => `/api/templates/public/${templateId}/file`;
