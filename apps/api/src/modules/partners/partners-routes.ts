import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, authorisationStatusSchema, partnerDetailsSchema, partnerLanguageBodySchema, partnerSessionSchema } from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { toPartnerSession } from '../../lib/sessions/partner-session';
import { setPartnerLanguage } from './partner-language';
import { getAuthorisationStatus, getPartnerDetails, joinWaitlist } from './partners-service';

const tags = ['partners'];
const productParams = z.object({ productCode: z.string().min(1).max(64) });

/** The signed-in partner, their per-product authorisation and the waitlist; registered under /api in app.ts. */
export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partner-integration/public/partner',
    {
      preHandler: requirePartner,
      schema: {
        tags,
        summary: "The signed-in partner's details and authorisations",
        response: { 200: partnerDetailsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => getPartnerDetails(app.db, currentPartner(request)),
  );

  app.get(
    '/partner-integration/public/products/:productCode/authorization-status',
    {
      preHandler: requirePartner,
      schema: {
        tags,
        summary: 'Whether the signed-in partner may sell the product: AUTHORISED, NOT_AUTHORISED or WAITLISTED',
        params: productParams,
        response: { 200: authorisationStatusSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getAuthorisationStatus(app.db, currentPartner(request), request.params.productCode),
  );

  app.post(
    '/product/:productCode/waitlist',
    {
      preHandler: requireWriter,
      schema: {
        tags,
        summary: "Join the product's waitlist (idempotent); answers the partner's status for it",
        params: productParams,
        response: { 200: authorisationStatusSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => joinWaitlist(app, currentPartner(request), request.params.productCode),
  );

  app.put(
    '/session/language',
    {
      preHandler: requirePartner,
      schema: {
        tags,
        summary: "Remember the signed-in partner's language (en-IN, hi-IN or mr-IN) on his profile",
        body: partnerLanguageBodySchema,
        response: { 200: partnerSessionSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const partner = await setPartnerLanguage(app.db, currentPartner(request), request.body.language);
      // Every instance's cached partner row drops, so the next request reads the new language.
      await app.sessionRevocations.revokePartner(partner.id);
      return toPartnerSession(partner);
    },
  );
};
