import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorCodes, isLenderCode, lenderCallbackBodySchema, lenderCodeSchema, type LenderCode } from '@portal/domain';
import { AppError } from '../plugins/errors';
import { keepRawJsonBodies } from '../plugins/raw-json-body';
import { LENDER_SIGNATURE_HEADER, LENDER_TIMESTAMP_HEADER, type SignedLenderCallback } from '../providers/lenders/lender-provider';

export type LenderCallbackOutcome = 'APPLIED' | 'DUPLICATE' | 'IGNORED';

const CALLBACK_BODY_LIMIT = 16 * 1024;

/**
 * A lender's signed callback route (`POST {url}` with `:lenderCode`): the signature is checked over the exact
 * bytes before schema validation, so an unsigned or stale request learns nothing about the expected shape;
 * `apply` verifies and records it, once.
 */
export async function registerLenderCallbackRoute(
  app: FastifyInstance,
  route: { url: string; tags: string[]; summary: string; apply: (lenderCode: LenderCode, callback: SignedLenderCallback) => Promise<LenderCallbackOutcome> },
): Promise<void> {
  await app.register(async (scope) => {
    const rawBodyOf = keepRawJsonBodies(scope, CALLBACK_BODY_LIMIT);
    const outcomes = new WeakMap<FastifyRequest, LenderCallbackOutcome>();
    scope.withTypeProvider<ZodTypeProvider>().post(
      route.url,
      {
        config: { rateLimit: false },
        preValidation: async (request) => {
          const { lenderCode } = request.params as { lenderCode: string };
          if (!isLenderCode(lenderCode)) throw new AppError(404, errorCodes.notFound, 'Lender not found');
          const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : '');
          outcomes.set(
            request,
            await route.apply(lenderCode, {
              rawBody: rawBodyOf(request),
              signature: header(LENDER_SIGNATURE_HEADER),
              timestamp: header(LENDER_TIMESTAMP_HEADER),
            }),
          );
        },
        schema: {
          tags: route.tags,
          summary: route.summary,
          params: z.object({ lenderCode: lenderCodeSchema }),
          headers: z.object({ [LENDER_SIGNATURE_HEADER]: z.string(), [LENDER_TIMESTAMP_HEADER]: z.string().describe('Unix seconds') }),
          body: lenderCallbackBodySchema,
          response: {
            200: z.object({ received: z.literal(true), outcome: z.enum(['APPLIED', 'DUPLICATE', 'IGNORED']) }),
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => ({ received: true as const, outcome: outcomes.get(request)! }),
    );
  });
}
