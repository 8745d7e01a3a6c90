import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, couponCodeParamsSchema, couponValidateQuerySchema, couponValidationSchema, digitalLeaderSchema } from '@portal/domain';
import { currentPartner, requirePartner } from '../../plugins/auth';
import { getDigitalLeader, validateCoupon } from './coupons-service';

// Routes of the coupons module (SPEC §7 digital leader; decision 0090); registered under /api in app.ts.
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/digital-leader/validate',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['coupons'],
        summary: 'Whether the signed-in partner is a digital leader: may sell, in a tenant running live coupons (and on which products)',
        response: { 200: digitalLeaderSchema, 401: apiErrorSchema },
      },
    },
    async (request) => getDigitalLeader(app.db, currentPartner(request), app.providers.clock.now()),
  );

  app.get(
    '/digital-leader/coupons/:couponCode/validate',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['coupons'],
        summary:
          "A coupon of the partner's tenant for a product: its discount, or why it cannot be used (unknown 404; expired, not yet valid, other product, used up 400)",
        params: couponCodeParamsSchema,
        querystring: couponValidateQuerySchema,
        response: { 200: couponValidationSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return validateCoupon(app.db, currentPartner(request), request.params.couponCode, request.query.productCode, app.providers.clock.now());
    },
  );
};
