import multipart from '@fastify/multipart';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import {
  apiErrorSchema,
  errorCodes,
  MAX_TEMPLATE_BYTES,
  templateDownloadPath,
  templateFileSchema,
  templateIdParamsSchema,
  templateMessages,
  templatePublicPath,
  templateUploadFieldsSchema,
  templateContentTypes,
  type TemplateContentType,
  type TemplateFile,
} from '@portal/domain';
import { currentPartner, requireAdmin } from '../../plugins/auth';
import { AppError, notFound, validationError } from '../../plugins/errors';
import { insertAudit } from '../../lib/audit';
import { readFileWithinLimit } from '../../lib/read-file-within-limit';
import { templateFiles } from '../../db/schema/templates-schema';
import { binaryAnswer } from '../../plugins/openapi';

type TemplateRow = typeof templateFiles.$inferSelect;

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const tooLarge = () => new AppError(413, errorCodes.payloadTooLarge, templateMessages.tooLarge);
const unsupported = () => new AppError(415, errorCodes.unsupportedMedia, templateMessages.type);

const binaryTypes: Partial<Record<string, TemplateContentType>> = {
  'application/pdf': 'application/pdf',
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
};

/** What the bytes are: PDF, PNG or JPEG by their magic, or text when they are UTF-8 without control characters. */
async function contentTypeOf(content: Buffer): Promise<TemplateContentType | undefined> {
  const detected = await fileTypeFromBuffer(content.subarray(0, 4100));
  if (detected) return binaryTypes[detected.mime];
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    // Tab, line feed and carriage return are text; any other control character is not.
    return /[^\P{Cc}\t\n\r]/u.test(text) ? undefined : 'text/plain';
  } catch {
    return undefined;
  }
}

const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200) || 'template';

const toTemplateFile = (row: Omit<TemplateRow, 'content'>): TemplateFile => ({
  templateId: row.id,
  tenant: row.tenantCode,
  broker: row.broker,
  path: row.path,
  cloudSource: row.cloudSource,
  bucket: row.bucket,
  public: row.isPublic,
  fileName: row.originalName,
  contentType: row.contentType,
  size: row.size,
  url: row.isPublic ? templatePublicPath(row.id) : templateDownloadPath(row.id),
  uploadedAt: row.updatedAt.toISOString(),
});

const listColumns = {
  id: templateFiles.id,
  tenantCode: templateFiles.tenantCode,
  broker: templateFiles.broker,
  path: templateFiles.path,
  cloudSource: templateFiles.cloudSource,
  bucket: templateFiles.bucket,
  isPublic: templateFiles.isPublic,
  originalName: templateFiles.originalName,
  contentType: templateFiles.contentType,
  size: templateFiles.size,
  uploadedBy: templateFiles.uploadedBy,
  createdAt: templateFiles.createdAt,
  updatedAt: templateFiles.updatedAt,
};

const fileErrors = { 400: apiErrorSchema, 404: apiErrorSchema } as const;

// Routes of the templates module (SPEC §7 template upload; decision 0131); registered under /api in app.ts.
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_TEMPLATE_BYTES, files: 1, fields: 6, fieldSize: 256, parts: 7 } });

  /** The file as an attachment, never rendered by the browser (text as text/plain, nosniff, sandboxed). */
  const sendFile = (reply: FastifyReply, row: TemplateRow, cacheControl: string) => {
    const asciiName = row.originalName.replace(/[^\x20-\x7e]/g, '_');
    return reply
      .type(row.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : row.contentType)
      .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', cacheControl)
      .send(row.content);
  };

  app.post(
    '/templates/upload',
    {
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > MAX_TEMPLATE_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
      },
      preHandler: requireAdmin,
      config: {
        multipartBody: templateUploadFieldsSchema.extend({
          file: z.file().describe('The template, after the other fields: PDF, PNG, JPEG or UTF-8 text, at most 2 MB'),
        }),
      },
      schema: {
        tags: ['templates'],
        summary: 'Admin: upload a notification or document template (tenant, broker, path, cloud source, bucket, public flag); the same place replaces it',
        consumes: ['multipart/form-data'],
        response: {
          201: templateFileSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = currentPartner(request);
      if (!request.isMultipart()) throw new AppError(415, errorCodes.unsupportedMedia, 'Send the template as multipart/form-data');
      const part = await request.file();
      if (!part) throw validationError({ file: templateMessages.file });
      // The fields sent before the file; each a plain value.
      const values = Object.fromEntries(
        Object.entries(part.fields).map(([name, field]) => [name, field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined]),
      );
      const parsed = templateUploadFieldsSchema.safeParse(values);
      if (!parsed.success) {
        part.file.resume();
        throw validationError(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      }
      const fields = parsed.data;
      // Another tenant is not the admin's to write: as if it did not exist.
      if (fields.tenant !== admin.tenantCode) {
        part.file.resume();
        throw notFound('Tenant not found');
      }
      const content = await readFileWithinLimit(part.file, tooLarge);
      if (content.length === 0) throw validationError({ file: templateMessages.file });
      const contentType = await contentTypeOf(content);
      if (!contentType) throw unsupported();
      const now = new Date();
      const record = {
        tenantCode: admin.tenantCode,
        broker: fields.broker,
        path: fields.path,
        cloudSource: fields.cloudSource,
        bucket: fields.bucket,
        isPublic: fields.public === 'true',
        originalName: displayName(part.filename),
        contentType,
        size: content.length,
        content,
        uploadedBy: admin.id,
        updatedAt: now,
      };
      const row = await app.db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(templateFiles)
          .values(record)
          .onConflictDoUpdate({
            target: [templateFiles.tenantCode, templateFiles.broker, templateFiles.bucket, templateFiles.path],
            set: { ...record, createdAt: undefined },
          })
          .returning(listColumns);
        await insertAudit(tx, {
          tenantCode: admin.tenantCode,
          actorId: admin.id,
          action: 'TEMPLATE_UPLOADED',
          summary: `Upload template ${fields.bucket}/${fields.path} (${fields.public === 'true' ? 'public' : 'private'})`,
        });
        return saved!;
      });
      return reply.status(201).send(toTemplateFile(row));
    },
  );

  app.get(
    '/templates',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['templates'],
        summary: "Admin: the tenant's templates, newest first (no bytes)",
        response: { 200: z.array(templateFileSchema), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await app.db
        .select(listColumns)
        .from(templateFiles)
        .where(eq(templateFiles.tenantCode, currentPartner(request).tenantCode))
        .orderBy(desc(templateFiles.updatedAt))
        .limit(500);
      return rows.map(toTemplateFile);
    },
  );

  app.get(
    '/templates/:templateId/file',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['templates'],
        summary: "Admin: download one of the tenant's templates, public or not (attachment)",
        params: templateIdParamsSchema,
        response: { 200: binaryAnswer('The template, as an attachment', ...templateContentTypes), ...fileErrors, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .select()
        .from(templateFiles)
        .where(and(eq(templateFiles.id, request.params.templateId), eq(templateFiles.tenantCode, currentPartner(request).tenantCode)));
      if (!row) throw notFound('Template not found');
      return sendFile(reply, row, 'private, no-store');
    },
  );

  app.get(
    '/templates/public/:templateId/file',
    {
      schema: {
        tags: ['templates'],
        summary: 'A public template, without a session (a private one, or none, is 404)',
        params: templateIdParamsSchema,
        response: { 200: binaryAnswer('The template, as an attachment', ...templateContentTypes), ...fileErrors },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .select()
        .from(templateFiles)
        .where(and(eq(templateFiles.id, request.params.templateId), eq(templateFiles.isPublic, true)));
      if (!row) throw notFound('Template not found');
      return sendFile(reply, row, 'public, max-age=300');
    },
  );
};
