import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  errorCodes,
  MAX_TEMPLATE_BYTES,
  templateFileSchema,
  templateIdParamsSchema,
  templateUploadFieldsSchema,
  templateContentTypes,
} from '@portal/domain';
import { currentPartner, requireAdmin } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { binaryAnswer } from '../../plugins/openapi';
import type { RouteApp } from '../../plugins/route-app';
import { findTemplate, listTemplates, tooLarge, uploadTemplate, type TemplateRow } from './template-files';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const fileErrors = { 400: apiErrorSchema, 404: apiErrorSchema } as const;

// Routes of the templates module (SPEC §7 template upload; decision 0131); registered under /api in app.ts.
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_TEMPLATE_BYTES, files: 1, fields: 6, fieldSize: 256, parts: 7 } });
  registerUploadRoute(app);
  registerTemplateFileRoutes(app);
};

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

/** An admin's upload of a template, as multipart/form-data. */
function registerUploadRoute(app: RouteApp) {
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
      return reply.status(201).send(await uploadTemplate(app.db, admin, await request.file()));
    },
  );
}

/** The tenant's templates, one downloaded by an admin, and a public one without a session. */
function registerTemplateFileRoutes(app: RouteApp) {
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
    async (request) => listTemplates(app.db, currentPartner(request).tenantCode),
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
      const row = await findTemplate(app.db, request.params.templateId, { tenantCode: currentPartner(request).tenantCode });
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
    async (request, reply) => sendFile(reply, await findTemplate(app.db, request.params.templateId, { public: true }), 'public, max-age=300'),
  );
}
