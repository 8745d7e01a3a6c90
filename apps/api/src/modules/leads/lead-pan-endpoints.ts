import { z } from 'zod';
import { apiErrorSchema, dedupeAnswerSchema, panLookupBodySchema } from '@portal/domain';
import { validationError } from '../../plugins/errors';
import { currentPartner, requirePartner } from '../../plugins/auth';
import type { RouteApp } from '../../plugins/route-app';
import { dedupeCheck, existingLeadsByPan } from './leads-service';
import type { LeadsContext } from '../../lib/leads/create-lead';

export const panInAddressMessage = 'Send the PAN in the request body (POST), never in the address';

/** A PAN's open leads, and the dedupe check before a new lead: the PAN always in the body. */
export function registerPanLookupRoutes(app: RouteApp, context: LeadsContext) {
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
}
