import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, customerOtpChallengeSchema, plOfferOtpBodySchema, plOffersBodySchema, plOffersSchema } from '@portal/domain';
import { plOffers, sendPlOfferOtp } from './pl-offers';
import { creditScoreContextOf, withRetryAfter } from './credit-score-context';

// The public pre-approved personal loan offers by the customer's OTP (decision 0088). Registered under /api.
export const plOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const creditContext = await creditScoreContextOf(app);
  const context = () => creditContext;

  app.post(
    '/pl-offer/otp',
    {
      schema: {
        tags: ['credit-score'],
        operationId: 'sendPlOfferOtp',
        summary: 'Public: an OTP to the customer’s mobile (in the body) to see their pre-approved personal loan offers; the login’s limits apply',
        body: plOfferOtpBodySchema,
        response: { 200: customerOtpChallengeSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => sendPlOfferOtp(context(), request.body.mobile, request.ip)),
  );

  app.post(
    '/pl-offer/offers',
    {
      schema: {
        tags: ['credit-score'],
        operationId: 'plOffers',
        summary: 'Public: with the right OTP, the personal loan offers lenders made to this mobile, still valid and not yet chosen, best APR first',
        body: plOffersBodySchema,
        response: { 200: plOffersSchema, 400: apiErrorSchema },
      },
    },
    async (request) => plOffers(context(), request.body),
  );
};
