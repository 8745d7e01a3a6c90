import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createLeadBodySchema,
  dedupeAnswerSchema,
  errorCodes,
  finalLeadStatuses,
  leadDetailsSchema,
  leadEntryAnswerSchema,
  leadEntryBodySchema,
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
  panLookupBodySchema,
  partnerSetLeadStatuses,
  publicLeadAnswerSchema,
  publicLeadBodySchema,
  publicLeadViewSchema,
} from '@portal/domain';
import { AppError, validationError } from '../../plugins/errors';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { preparePartnerLinkTokens, prepareLeadLinkTokens } from '../../security/tokens';
import { findLeadHistory } from './leads-repository';
import {
  createPublicLead,
  dedupeCheck,
  existingLeadsByPan,
  getVisibleLead,
  leadDetails,
  leadLink,
  moveVisibleLead,
  publicLeadView,
  submitLeadEntry,
  toHistoryEntry,
} from './leads-service';
import { toLeadSummary } from '../../lib/leads/lead-summary';
import { createLead, derivePanKey, leadProduct, type LeadsContext } from '../../lib/leads/create-lead';
import { listVisibleLeads } from './list-leads';

const codeParams = z.object({ code: z.string().min(1).max(64).describe('Product code, e.g. personal-loan') });
const leadIdParams = z.object({ leadId: z.string().min(1).max(64).describe('Lead id: LD and twelve letters or digits') });
const leadIdQuery = z.object({ leadId: z.string().min(1).max(64) });
const reads = { 401: apiErrorSchema, 404: apiErrorSchema } as const;
const writes = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;

/** How many leads one address may leave through partners' public pages per minute (decision 0071). */
export const PUBLIC_LEADS_PER_MINUTE = 5;

export const panInAddressMessage = 'Send the PAN in the request body (POST), never in the address';

// Routes of the leads module (SPEC §7 lead calls; decisions 0070–0072); registered under /api in app.ts.
// The lending calls on leads (/leads/aggregator, /leads/clone, /leads/loanOffer…) are the lending module's.
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: LeadsContext = { db: app.db, clock: app.providers.clock, panKey: derivePanKey(app.env.OTP_HASH_SECRET) };
  const leadLinks = await prepareLeadLinkTokens(app.env.QUOTE_SIGNING_SECRET);
  const partnerLinks = await preparePartnerLinkTokens(app.env.QUOTE_SIGNING_SECRET);

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
      schema: {
        tags: ['leads'],
        summary: "The partner's leads (an admin's: the tenant's) by product, status, dates (India) and a name's start or mobile digits; keyset pages",
        querystring: leadListQuerySchema,
        response: { 200: leadListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listVisibleLeads(context, currentPartner(request), request.query),
  );

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
      const lead = await getVisibleLead(context, currentPartner(request), request.query.leadId);
      return (await findLeadHistory(app.db, lead.id)).map(toHistoryEntry);
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

  // The PAN is personal data: it travels in a body, never in an address, which proxies and browsers keep
  // (decision 0072). A GET with it in the query is told so, and the value is neither read nor logged.
  // Left out of the OpenAPI document: no client should be generated for a call that is always refused.
  const panInAddress = {
    preHandler: requirePartner,
    schema: {
      hide: true,
      summary: 'Refused: the PAN goes in the body of the POST of the same path',
      querystring: z.object({}).passthrough(),
      response: { 400: apiErrorSchema, 401: apiErrorSchema },
    },
  };
  const refusePanInAddress = async () => {
    throw validationError({ pan: panInAddressMessage });
  };
  app.get('/leads/existing-lead-by-pan', panInAddress, refusePanInAddress);
  app.get('/leads/dedupe-check', panInAddress, refusePanInAddress);

  app.post(
    '/leads/existing-lead-by-pan',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['leads'],
        summary: "The partner's open leads for a PAN (in the body), newest first",
        body: panLookupBodySchema,
        response: { 200: dedupeAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => existingLeadsByPan(context, currentPartner(request), request.body),
  );

  app.post(
    '/leads/dedupe-check',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['leads'],
        summary: 'Before a new lead: does this PAN (in the body) already have an open lead? With dpFlow=true any partner of the tenant counts',
        querystring: z.object({ dpFlow: z.enum(['true', 'false']).optional() }),
        body: panLookupBodySchema,
        response: { 200: dedupeAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => dedupeCheck(context, currentPartner(request), request.body, { tenantWide: request.query.dpFlow === 'true' }),
  );

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
    async (request) => leadDetails(context, await getVisibleLead(context, currentPartner(request), request.params.leadId)),
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
      const { status, note } = request.body;
      const lead = await getVisibleLead(context, partner, request.params.leadId);
      if (!partnerSetLeadStatuses.includes(status)) {
        throw new AppError(409, errorCodes.conflict, `Only the portal moves a lead to "${leadStatusLabels[status]}"`);
      }
      return leadDetails(context, await moveVisibleLead(context, partner, lead.id, status, { actor: 'partner', note }));
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
};
