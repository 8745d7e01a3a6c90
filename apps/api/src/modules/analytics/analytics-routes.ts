import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsBatchSchema, apiErrorSchema, funnelQuerySchema, funnelSchema } from '@portal/domain';
import { currentPartner, requireAdmin } from '../../plugins/auth';
import { chooseTenant } from '../../lib/tenant-choice';
import { getFunnel, recordEvents } from './analytics-service';
import { noContent } from '../../plugins/openapi';

const tags = ['analytics'];

/** Page views and steps of every page (decision 0113), and the admin's funnel per product. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analytics/events',
    {
      schema: {
        tags,
        summary: "A batch of page views and steps (no personal data); a partner's own tenant, else the tenant named",
        body: analyticsBatchSchema,
        response: { 204: noContent(), 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await recordEvents(app.db, chooseTenant(request.partner?.tenantCode, request.body.tenant), request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/admin/analytics/funnel',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: "Visitors reaching landing, quote, proposal, review and paid, per product, over a period (India's calendar days)",
        querystring: funnelQuerySchema,
        response: { 200: funnelSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => getFunnel(app.db, currentPartner(request).tenantCode, request.query),
  );
};
