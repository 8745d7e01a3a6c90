import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '@portal/domain';
import { AppError } from './errors';

/**
 * Makes JSON bodies of this scope (an encapsulated plugin: a provider's callback route) parsed from the exact
 * bytes received, which the answer keeps per request, so a signature is checked over what was signed.
 */
export function keepRawJsonBodies(scope: FastifyInstance, bodyLimit: number): WeakMap<FastifyRequest, string> {
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
  return rawBodies;
}
