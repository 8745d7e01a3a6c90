import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorCodes, uploadSchema, type Upload } from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import { readFileWithinLimit } from '../../lib/read-file-within-limit';
import { findVisibleUpload, insertUpload, type UploadContentType } from '../../lib/upload-records';
import { binaryAnswer } from '../../plugins/openapi';
import { fileTypeOf } from '../../lib/file-type-of';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Room for the multipart boundary and headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** What the bytes must be, whatever the name or the browser's claimed type says. */
const acceptedTypes: Record<string, { contentType: UploadContentType; extension: string }> = {
  'application/pdf': { contentType: 'application/pdf', extension: 'pdf' },
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/png': { contentType: 'image/png', extension: 'png' },
};

const tooLarge = () => new AppError(413, errorCodes.payloadTooLarge, 'File is larger than 5 MB');
const unsupported = () => new AppError(415, errorCodes.unsupportedMedia, 'Only PDF, JPEG or PNG files can be uploaded');

/** The client's file name for display only: no path, no control characters, bounded. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200) || 'document';

const toUpload = (row: { id: string; originalName: string; contentType: string; size: number }): Upload => ({
  fileId: row.id,
  fileName: row.originalName,
  contentType: row.contentType as UploadContentType,
  size: row.size,
});

// Routes of the uploads module; registered under /api in app.ts.
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  app.post(
    '/files/v1/upload',
    {
      // A declared length past the limit is refused before a byte of the body is read.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
      },
      preHandler: requireWriter,
      config: { multipartBody: z.object({ file: z.file().describe('The document: PDF, JPEG or PNG, at most 5 MB') }) },
      schema: {
        tags: ['uploads'],
        summary: 'Upload one document (multipart field "file"): PDF, JPEG or PNG by its bytes, at most 5 MB',
        consumes: ['multipart/form-data'],
        response: { 201: uploadSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const partner = currentPartner(request);
      if (!request.isMultipart()) throw new AppError(415, errorCodes.unsupportedMedia, 'Send the file as multipart/form-data');
      const part = await request.file();
      if (!part) throw new AppError(400, errorCodes.validation, 'Choose a file to upload', { file: 'Choose a file to upload' });
      const content = await readFileWithinLimit(part.file, tooLarge);
      if (content.length === 0) throw new AppError(400, errorCodes.validation, 'The file is empty', { file: 'The file is empty' });
      const detected = await fileTypeOf(content);
      const accepted = detected && acceptedTypes[detected.mime];
      if (!accepted) throw unsupported();
      const id = randomUUID();
      const row = await insertUpload(app.db, {
        partner,
        id,
        storedName: `${id}.${accepted.extension}`,
        originalName: displayName(part.filename),
        contentType: accepted.contentType,
        content,
      });
      return reply.status(201).send(toUpload(row));
    },
  );

  app.get(
    '/files/v1/:fileId',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['uploads'],
        summary: 'Download one of the partner’s own uploads (attachment)',
        params: z.object({ fileId: z.string().min(1) }),
        response: { 200: binaryAnswer('The file, as an attachment', 'application/pdf', 'image/jpeg', 'image/png'), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await findVisibleUpload(app.db, currentPartner(request), request.params.fileId);
      if (!row) throw notFound('File not found');
      const asciiName = `${row.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/\.[^.]*$/, '')}.${row.storedName.split('.').pop()}`;
      return reply
        .type(row.contentType)
        .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(row.content);
    },
  );
};
