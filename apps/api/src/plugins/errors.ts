import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes } from '@portal/domain';

/** An error the API answers with on purpose: its status, code, message and per-field messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const validationError = (fields: Record<string, string>) =>
  new AppError(400, errorCodes.validation, Object.values(fields)[0] ?? 'Invalid request', fields);
export const notFound = (what = 'Not found') => new AppError(404, errorCodes.notFound, what);

/** One error shape for every answer; 5xx details are logged, never sent. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The rest of a body too large is never read: closing the connection tells the client to stop sending.
    if (error.statusCode === 413) reply.header('connection', 'close');
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message, fields: error.fields } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      return reply.status(400).send({ error: { code: errorCodes.validation, message: Object.values(fields)[0] ?? 'Invalid request', fields } });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ error: { code: errorCodes.payloadTooLarge, message: 'File is larger than 5 MB' } });
    if (status === 429) return reply.status(429).send({ error: { code: errorCodes.rateLimited, message: error.message } });
    if (status < 500) return reply.status(status).send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: errorCodes.internal, message: 'Something went wrong. Please try again.' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { code: errorCodes.notFound, message: `No route ${request.method} ${request.url.split('?')[0]}` } }),
  );
});
