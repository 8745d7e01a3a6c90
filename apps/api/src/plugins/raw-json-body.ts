import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '@portal/domain';
import { AppError } from './errors';

/**
 * In this (encapsulated) scope, JSON bodies are read as a string and parsed, the string kept beside the
 * request: signed server-to-server callbacks (the gateway, the lenders) are verified over their exact bytes.
 * Answers the reader of a request's raw body ('' when it had none).
 */
export function keepRawJsonBodies(scope: FastifyInstance, bodyLimit: number): (request: FastifyRequest) => string {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    rawBodies.set(request, String(body));
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AppError(400, errorCodes.validation, 'Callback body is not JSON'), undefined);
    }
  });
  return (request) => rawBodies.get(request) ?? '';
}
