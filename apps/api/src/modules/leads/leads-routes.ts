import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createLeadBodySchema,
  errorCodes,
  finalLeadStatuses,
  leadDetailsSchema,
  leadHistoryEntrySchema,
  leadLinkSchema,
  leadListQuerySchema,
  leadListSchema,
  leadStatuses,
  leadStatusLabels,
  leadStatusLookupSchema,
  leadSummarySchema,
  leadTransitions,
  moveLeadBodySchema,
  partnerSetLeadStatuses,
} from '@portal/domain';
import { AppError } from '../../plugins/errors';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { preparePartnerLinkTokens, prepareLeadLinkTokens } from '../../security/tokens';
import { findLeadHistory } from './leads-repository';
import { getVisibleLead, leadDetails, leadLink, moveVisibleLead, toHistoryEntry } from './leads-service';
import { toLeadSummary } from '../../lib/leads/lead-summary';
import { createLead, derivePanKey, leadProduct, type LeadsContext } from '../../lib/leads/create-lead';
import { listVisibleLeads } from './list-leads';
import type { RouteApp } from '../../plugins/route-app';
import { codeParams, leadIdParams, leadIdQuery, reads, writes } from './leads-route-kit';
import { registerPanLookupRoutes } from './lead-pan-endpoints';
import { registerLeadEntryRoutes } from './lead-entry-endpoints';
import { stringifyTypedAnswer } from '../../plugins/typed-answer';

type LeadLinks = Awaited<ReturnType<typeof prepareLeadLinkTokens>>;

export { panInAddressMessage } from './lead-pan-endpoints';
export { PUBLIC_LEADS_PER_MINUTE } from './lead-entry-endpoints';

// Routes of the leads module (SPEC §7 lead calls; decisions 0070–0072); registered under /api in app.ts.
// The lending calls on leads (/leads/aggregator, /leads/clone, /leads/loanOffer…) are the lending module's.
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: LeadsContext = { db: app.db, clock: app.providers.clock, panKey: derivePanKey(app.env.OTP_HASH_SECRET) };
  const leadLinks = await prepareLeadLinkTokens(app.env.QUOTE_SIGNING_SECRET);
  const partnerLinks = await preparePartnerLinkTokens(app.env.QUOTE_SIGNING_SECRET);
  registerLeadListRoutes(app, context);
  registerLeadLookupRoutes(app, context, leadLinks);
  registerPanLookupRoutes(app, context);
  registerLeadByIdRoutes(app, context, leadLinks);
  registerLeadEntryRoutes(app, context, leadLinks, partnerLinks);
};

/** A new lead of the partner, and the partner's leads by product or by filters. */
function registerLeadListRoutes(app: RouteApp, context: LeadsContext) {
  app.post(
    '/products/:code/leads',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['leads'],
        summary: "A new lead of the partner for the product (the customer's PAN kept hashed and masked)",
        params: codeParams,
        body: createLeadBodySchema,
        response: { 201: leadSummarySchema, ...writes },
      },
    },
    async (request, reply) => {
      const lead = await createLead(context, currentPartner(request), request.params.code, request.body);
      return reply.status(201).send(toLeadSummary(lead));
    },
  );

  app.get(
    '/products/:code/leads',
    {
      preHandler: requirePartner,
      // A page of leads built by toLeadSummary from typed rows (decision 0288).
      serializerCompiler: stringifyTypedAnswer,
      schema: {
        tags: ['leads'],
        summary: "The partner's leads of the product (an admin's: the tenant's), newest first, by keyset pages",
        params: codeParams,
        querystring: leadListQuerySchema.omit({ productCode: true }),
        response: { 200: leadListSchema, 400: apiErrorSchema, ...reads },
      },
    },
    async (request) => {
      const partner = currentPartner(request);
      const product = leadProduct(partner, request.params.code);
      return listVisibleLeads(context, partner, request.query, product.code);
    },
  );

  app.get(
    '/filteredLeads',
    {
      preHandler: requirePartner,
      // A page of leads built by toLeadSummary from typed rows (decision 0288).
      serializerCompiler: stringifyTypedAnswer,
      schema: {
        tags: ['leads'],
        summary: "The partner's leads (an admin's: the tenant's) by product, status, dates (India) and a name's start or mobile digits; keyset pages",
        querystring: leadListQuerySchema,
        response: { 200: leadListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listVisibleLeads(context, currentPartner(request), request.query),
  );
}

/** The lead statuses, and a lead's history and customer link by the lead id in the query. */
function registerLeadLookupRoutes(app: RouteApp, context: LeadsContext, leadLinks: LeadLinks) {
  app.get(
    '/leads/status-lookup',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['leads'],
        summary: 'Every lead status with its words, whether it is final, where it may go next, and whether a partner may set it',
        response: { 200: leadStatusLookupSchema, 401: apiErrorSchema },
      },
    },
    async () =>
      leadStatuses.map((status) => ({
        status,
        label: leadStatusLabels[status],
        final: finalLeadStatuses.includes(status),
        next: [...leadTransitions[status]],
        partnerMaySet: partnerSetLeadStatuses.includes(status),
      })),
  );

  app.get(
    '/leads/history/status',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['leads'],
        summary: "The lead's status history, oldest first",
        querystring: leadIdQuery,
        response: { 200: z.array(leadHistoryEntrySchema), ...reads },
      },
    },
    async (request) => {
      const partner = currentPartner(request);
      const lead = await getVisibleLead(context, partner, request.query.leadId);
      return (await findLeadHistory(app.db, lead.id)).map((entry) => toHistoryEntry(entry, partner));
    },
  );

  app.get(
    '/leads/link',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['leads'],
        summary: "The lead's customer link (signed, the same until it expires)",
        querystring: leadIdQuery,
        response: { 200: leadLinkSchema, ...reads },
      },
    },
    async (request) => leadLink(leadLinks, await getVisibleLead(context, currentPartner(request), request.query.leadId), app.providers.clock.now()),
  );
}

/** One lead by its id: read, moved to a status a partner may set, and its customer link. */
function registerLeadByIdRoutes(app: RouteApp, context: LeadsContext, leadLinks: LeadLinks) {
  app.get(
    '/leads/:leadId',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['leads'],
        summary: 'One lead with its answers and status history',
        params: leadIdParams,
        response: { 200: leadDetailsSchema, ...reads },
      },
    },
    async (request) => {
      const partner = currentPartner(request);
      return leadDetails(context, await getVisibleLead(context, partner, request.params.leadId), partner);
    },
  );

  app.put(
    '/leads/:leadId',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['leads'],
        summary: 'Moves the lead to a status a partner may set (LINK_SHARED, NOT_INTERESTED, CLOSED); 409 when the transition table refuses',
        params: leadIdParams,
        body: moveLeadBodySchema,
        response: { 200: leadDetailsSchema, ...writes },
      },
    },
    async (request) => {
      const partner = currentPartner(request);
      const { status, note, sharedBy } = request.body;
      const lead = await getVisibleLead(context, partner, request.params.leadId);
      if (!partnerSetLeadStatuses.includes(status)) {
        throw new AppError(409, errorCodes.conflict, `Only the portal moves a lead to "${leadStatusLabels[status]}"`);
      }
      return leadDetails(
        context,
        await moveVisibleLead(context, partner, lead.id, status, {
          ...(sharedBy ? { note: { key: `linkSharedBy.${sharedBy}` } } : { ownWords: note }),
        }),
        partner,
      );
    },
  );

  app.get(
    '/leads/:leadId/link',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['leads'],
        summary: "The lead's customer link (signed, the same until it expires)",
        params: leadIdParams,
        response: { 200: leadLinkSchema, ...reads },
      },
    },
    async (request) => leadLink(leadLinks, await getVisibleLead(context, currentPartner(request), request.params.leadId), app.providers.clock.now()),
  );
}
