import { z } from 'zod';
import {
  apiErrorSchema,
  lamfFoliosBodySchema,
  lamfFoliosSchema,
  loanPublicPageSchema,
  partnerUrlSchema,
  providerQuerySchema,
  providersSchema,
  sellRequestSchema,
  shareDetailsSchema,
} from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { customProviderFor, generatePartnerUrl, providersFor, publicPage, shareDetails, type LendingContext } from './lending-service';
import { foliosOfApplication } from './lamf-folios';
import { codeParams, errors, publicErrors, readErrors, type LendingApp } from './lending-route-kit';

/** The lenders a tenant offers, the partner’s public URL and page, the LAMF customer’s link and folios. */

/** The lenders of the tenant’s loan products and the partner’s public URL. */
export function registerProviderRoutes(app: LendingApp, context: () => LendingContext) {
  app.get(
    '/getProvider',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary: 'The lenders of the loan products the partner’s tenant offers (optionally of one product)',
        querystring: providerQuerySchema,
        response: { 200: providersSchema, 401: apiErrorSchema },
      },
    },
    async (request) => providersFor(currentPartner(request), request.query.productCode),
  );

  app.get(
    '/getCustomProvider',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary: 'The tenant’s own bank (the white-label tenant’s), or none',
        response: { 200: providersSchema, 401: apiErrorSchema },
      },
    },
    async (request) => customProviderFor(currentPartner(request)),
  );

  app.post(
    '/product/:code/generatePartnerUrl',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'A signed URL of the product’s public page (personal-loan, lamf) that carries the partner, valid 30 days',
        params: codeParams,
        response: { 200: partnerUrlSchema, ...errors },
      },
    },
    async (request) => generatePartnerUrl(context(), currentPartner(request), request.params.code),
  );
}

/** The public page, the LAMF customer’s link and the folios after consent. */
export function registerPublicPageRoutes(app: LendingApp, context: () => LendingContext) {
  app.get(
    '/products/:code/public',
    {
      schema: {
        tags: ['lending'],
        summary: 'Public: the logo-only customer page of personal-loan or lamf, from a customer link (token) or a partner URL (ref)',
        params: codeParams,
        querystring: z.object({ token: z.string().min(1).max(600).optional(), ref: z.string().min(1).max(600).optional() }),
        response: { 200: loanPublicPageSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return publicPage(context(), request.params.code, request.query);
    },
  );

  app.post(
    '/share-details',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: "Customer's Link (LAMF): a lead and the customer's link to /products/lamf/public",
        body: sellRequestSchema,
        response: { 201: shareDetailsSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await shareDetails(context(), currentPartner(request), request.body)),
  );

  app.post(
    '/products/lamf/folios',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary:
          'The mutual fund folios of a LAMF application’s PAN and what each supports at the lenders’ loan-to-value; only after the customer’s OTP consent to their fetch (409 before)',
        body: lamfFoliosBodySchema,
        response: { 200: lamfFoliosSchema, 409: apiErrorSchema, ...readErrors },
      },
    },
    async (request) => foliosOfApplication(context(), currentPartner(request), request.body.aggregatorId),
  );
}
