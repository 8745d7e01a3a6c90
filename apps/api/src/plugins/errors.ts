import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes } from '@portal/domain';
import { classifyDatabaseError } from '../db/database-errors';
import { languageOfRequest, translateMessage } from '../i18n/api-i18n';

/** An error the API answers with on purpose: its status, code, message and per-field messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Tries a wrong answer leaves (a wrong OTP), so a screen can say how many remain. */
    readonly triesLeft?: number,
    /** The step to go to, for a journey step out of order (WRONG_STEP). */
    readonly step?: string,
  ) {
    super(message);
  }
}

export const validationError = (fields: Record<string, string>) =>
  new AppError(400, errorCodes.validation, Object.values(fields)[0] ?? 'Invalid request', fields);
export const notFound = (what = 'Not found') => new AppError(404, errorCodes.notFound, what);

/** Seconds a client should wait before trying again while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; triesLeft?: number; step?: string } };

/**
 * Sends an error in the common shape. Its own serializer, not the route's response schema: a route that
 * declares another body for the same status (the sandbox pages' HTML 400) must not turn an error into a 500.
 */
const sendError = (reply: FastifyReply, status: number, body: ErrorBody) =>
  reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(inRequestLanguage(reply, body));

/**
 * The error in the language the request asks for (Accept-Language): the message and each field's
 * message by their catalogue keys; English, SPEC's words, by default. Caches learn that the answer varies.
 */
function inRequestLanguage(reply: FastifyReply, body: ErrorBody): ErrorBody {
  const language = languageOfRequest(reply.request);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  reply.header('content-language', language);
  const { message, fields } = body.error;
  const translatedFields = fields && Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, translateMessage(text, language)]));
  return { error: { ...body.error, message: translateMessage(message, language), ...(translatedFields ? { fields: translatedFields } : {}) } };
}

/** How long a connection answered with 413 stays half-closed before it is destroyed. */
const LINGER_AFTER_TOO_LARGE_MS = 2000;

/**
 * Node destroys a `Connection: close` socket the moment its answer is written. With the unread rest of an
 * upload in its buffer the kernel then resets the connection, and a client still sending can meet the reset
 * (EPIPE) before it has read the 413. So the socket is half-closed and destroyed a little later, as Apache's
 * and nginx's lingering close do, but nothing more is read: the client stops when the window fills or the
 * answer arrives.
 */
function lingerBeforeClosing(socket: Socket | null | undefined) {
  if (!socket) return;
  socket.destroySoon = () => {
    socket.end();
    // Nothing more is read. Node resumes the request to drop a body nobody read; `_paused` is the flag its own
    // server sets to hold a socket's reading, and the one its readStart respects.
    (socket as Socket & { _paused?: boolean })._paused = true;
    socket.pause();
    setTimeout(() => socket.destroy(), LINGER_AFTER_TOO_LARGE_MS).unref();
  };
}

/** The code of an error Fastify or a plugin raised for a request it could not take (bad JSON, bad URL, wrong media type…). */
const codeOfStatus: Readonly<Record<number, string>> = {
  404: errorCodes.notFound,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMedia,
  429: errorCodes.rateLimited,
};

/**
 * Errors Fastify raises before the error handler exists for the request (a malformed URL, a path
 * parameter over maxParamLength): the common shape too. Pass as Fastify's `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The request-id hook has not run for a request refused this early.
  reply.header('x-request-id', request.id);
  const tooLong = error.statusCode === 414;
  return sendError(reply, tooLong ? 414 : 400, {
    error: { code: errorCodes.badRequest, message: tooLong ? 'A value in the address is too long' : 'The address is not valid' },
  });
}

/**
 * One error shape for every answer; 5xx details are logged, never sent. A database that cannot be reached
 * is a 503 with Retry-After, a value the database refused is the client's 400 (decision 0045).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The rest of a body too large is never read: closing the connection tells the client to stop sending.
    if (error.statusCode === 413) {
      reply.header('connection', 'close');
      lingerBeforeClosing(request.raw.socket);
    }
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, {
        error: { code: error.code, message: error.message, fields: error.fields, triesLeft: error.triesLeft, step: error.step },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      return sendError(reply, 400, { error: { code: errorCodes.validation, message: Object.values(fields)[0] ?? 'Invalid request', fields } });
    }
    const databaseError = classifyDatabaseError(error);
    if (databaseError === 'unavailable') {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, {
        error: { code: errorCodes.serviceUnavailable, message: 'The service is unavailable for a moment. Please try again shortly.' },
      });
    }
    if (databaseError === 'bad-input') {
      // A zod rule should have refused this value first: logged so that the rule gets written.
      request.log.warn({ err: error }, 'database refused a value of the request');
      return sendError(reply, 400, { error: { code: errorCodes.validation, message: 'A value in the request is not valid' } });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, { error: { code: errorCodes.payloadTooLarge, message: 'File is larger than 5 MB' } });
    if (status < 500) return sendError(reply, status, { error: { code: codeOfStatus[status] ?? errorCodes.badRequest, message: error.message } });
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, { error: { code: errorCodes.internal, message: 'Something went wrong. Please try again.' } });
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, { error: { code: errorCodes.notFound, message: `No route ${request.method} ${request.url.split('?')[0]}` } }),
  );
});
