import { z } from 'zod';
import { apiErrorSchema, leadEntryAnswerSchema, leadEntryBodySchema, publicLeadAnswerSchema, publicLeadBodySchema, publicLeadViewSchema } from '@portal/domain';
import { currentPartner, requireWriter } from '../../plugins/auth';
import type { RouteApp } from '../../plugins/route-app';
import type { preparePartnerLinkTokens, prepareLeadLinkTokens } from '../../security/tokens';
import { createPublicLead, publicLeadView, submitLeadEntry } from './leads-service';
import { toLeadSummary } from '../../lib/leads/lead-summary';
import type { LeadsContext } from '../../lib/leads/create-lead';
import { codeParams, leadIdParams, writes } from './leads-route-kit';

/** How many leads one address may leave through partners' public pages per minute (decision 0071). */
export const PUBLIC_LEADS_PER_MINUTE = 5;

type LeadLinks = Awaited<ReturnType<typeof prepareLeadLinkTokens>>;
type PartnerLinks = Awaited<ReturnType<typeof preparePartnerLinkTokens>>;

/** A lead submitted by the partner's own system, one left on a partner's public page, and what the customer sees of it. */
export function registerLeadEntryRoutes(app: RouteApp, context: LeadsContext, leadLinks: LeadLinks, partnerLinks: PartnerLinks) {
  app.post(
    '/lead-entry',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['leads'],
        summary: 'Submits a lead; with an externalLeadId the partner already used, that lead is updated instead',
        body: leadEntryBodySchema,
        response: { 200: leadEntryAnswerSchema, 201: leadEntryAnswerSchema, ...writes },
      },
    },
    async (request, reply) => {
      const { productCode, ...body } = request.body;
      const { lead, created } = await submitLeadEntry(context, currentPartner(request), productCode, body);
      return reply.status(created ? 201 : 200).send({ lead: toLeadSummary(lead), created });
    },
  );

  app.post(
    '/lead-service/public/leads',
    {
      config: { rateLimit: { max: PUBLIC_LEADS_PER_MINUTE, timeWindow: 60_000, allowList: () => false } },
      schema: {
        tags: ['leads'],
        summary: "Public: a customer leaves details on a partner's public page (the partner's signed link names partner and product); rate limited",
        body: publicLeadBodySchema,
        response: { 201: publicLeadAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createPublicLead(context, partnerLinks, request.body)),
  );

  app.get(
    '/lead-service/public/products/:code/:leadId',
    {
      schema: {
        tags: ['leads'],
        summary: "Public, by the lead's signed customer link: what the customer may see of the lead",
        params: codeParams.extend(leadIdParams.shape),
        querystring: z.object({ token: z.string().min(1).max(2000) }),
        response: { 200: publicLeadViewSchema, 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request) => publicLeadView(context, leadLinks, request.params.code, request.params.leadId, request.query.token),
  );
}
