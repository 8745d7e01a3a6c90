import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, shareLeadDirectAnswerSchema } from '@portal/domain';
import { currentPartner, requireWriter } from '../../plugins/auth';
import { prepareLeadLinkTokens } from '../../security/tokens';
import { derivePanKey } from '../../lib/leads/create-lead';
import { shareLeadDirect } from './share-lead-direct';

const leadIdParams = z.object({ leadId: z.string().min(1).max(64).describe('Lead id: LD and twelve letters or digits') });

/** The lead screens' share_direct (decision 0074); registered under /api in app.ts beside leadsRoutes. */
export const leadShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const leadLinks = await prepareLeadLinkTokens(app.env.QUOTE_SIGNING_SECRET);

  app.post(
    '/leads/:leadId/share-direct',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['leads'],
        summary: "Texts the lead's customer link to the lead's own mobile and records the share (LINK_SHARED where allowed); the number, masked, in the answer",
        params: leadIdParams,
        response: { 200: shareLeadDirectAnswerSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      shareLeadDirect(
        {
          db: app.db,
          clock: app.providers.clock,
          panKey: derivePanKey(app.env.OTP_HASH_SECRET),
          sms: app.providers.sms,
          leadLinks,
          origin: app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
        },
        currentPartner(request),
        request.params.leadId,
      ),
  );
};
