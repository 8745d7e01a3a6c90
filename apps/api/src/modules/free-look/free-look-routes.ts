import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, freeLookCancellationRequestSchema, freeLookStatusSchema } from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import type { PolicyCancelledInFreeLookListener } from './free-look-events';
import { cancelInFreeLook, freeLookContextOf, getFreeLookStatus } from './free-look-service';

export interface FreeLookRoutesOptions {
  /** What a return undoes of the sale, in its transaction (flows/return-free-look.ts through the composition root). */
  onPolicyCancelledInFreeLook: readonly PolicyCancelledInFreeLookListener[];
}

const params = z.object({ membershipId: z.string().min(1).max(40).describe('e.g. MBR000000001') });

/** A policy's free-look period and its return within it (decision 0101); registered under /api in app.ts. */
export const freeLookRoutes: FastifyPluginAsyncZod<FreeLookRoutesOptions> = async (app, options) => {
  const context = freeLookContextOf(app, options.onPolicyCancelledInFreeLook);

  app.get(
    '/policies/membership/:membershipId/free-look',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['policies'],
        summary: "A policy's free-look period, the days left and what a return today would refund; or the return made",
        params,
        response: { 200: freeLookStatusSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getFreeLookStatus(context, currentPartner(request), request.params.membershipId),
  );

  app.post(
    '/policies/membership/:membershipId/free-look/cancellation',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['policies'],
        summary: "Records the customer's return of a policy in its free-look period and refunds the premium less the deductions, once",
        params,
        body: freeLookCancellationRequestSchema,
        response: { 200: freeLookStatusSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => cancelInFreeLook(context, currentPartner(request), request.params.membershipId, request.body.reason),
  );
};
