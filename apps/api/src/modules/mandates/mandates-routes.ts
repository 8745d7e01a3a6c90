import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, mandateSchema, mandateTokenQuerySchema, publicMandateSchema, signMandateRequestSchema } from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { prepareMandateLinkTokens } from './mandate-token';
import { ensureMandate, getMandate, getPublicMandate, mandateLetterPdf, signMandate, type MandatesContext } from './mandates-service';
import { binaryAnswer } from '../../plugins/openapi';
import type { RouteApp } from '../../plugins/route-app';

const proposalParamsSchema = z.object({
  code: z.string().min(1).describe('Product code: fire, marine or workmen-compensation'),
  referenceId: z.string().min(1),
});
const publicParamsSchema = z.object({ productName: z.string().min(1).describe('fire, marine or workmen-compensation') });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
/** The module's context for a request (the origin of the customer's link from it, unless PUBLIC_URL is set). */
type Context = (request?: { protocol: string; host: string }) => MandatesContext;

// Routes of the mandates module (SPEC §7 redirection flows and mandate letters); registered under /api in app.ts.
export const mandatesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The link tokens' key derives from the signing secret with its own label (docs/decisions/0048).
  const tokens = await prepareMandateLinkTokens(app.env.QUOTE_SIGNING_SECRET);
  const context = (request?: { protocol: string; host: string }): MandatesContext => ({
    db: app.db,
    clock: app.providers.clock,
    tokens,
    notifier: app.notifier,
    origin: app.env.PUBLIC_URL ?? (request ? `${request.protocol}://${request.host}` : 'http://localhost'),
  });
  registerProposalMandateRoutes(app, context);
  registerPublicMandateRoutes(app, context);
};

/** The partner's side: the proposal's mandate letter and the customer's link. */
function registerProposalMandateRoutes(app: RouteApp, context: Context) {
  app.post(
    '/products/:code/proposals/:referenceId/mandate',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['mandates'],
        summary: "The proposal's mandate letter and the customer's link, created on first call; an expired unsigned link is renewed",
        params: proposalParamsSchema,
        response: { 200: mandateSchema, ...errors },
      },
    },
    async (request) => ensureMandate(context(request), currentPartner(request), request.params.code, request.params.referenceId),
  );

  app.get(
    '/products/:code/proposals/:referenceId/mandate',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['mandates'],
        summary: "The proposal's mandate letter as it stands (404 before one was created)",
        params: proposalParamsSchema,
        response: { 200: mandateSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getMandate(context(), currentPartner(request), request.params.code, request.params.referenceId),
  );
}

/** The customer's side, by the link token: the summary to authorise, the signature, and the letter's PDF. */
function registerPublicMandateRoutes(app: RouteApp, context: Context) {
  app.get(
    '/redirection-flows/public/product/:productName',
    {
      schema: {
        tags: ['mandates'],
        summary: "Public, by the customer's link token: the proposal summary the customer authorises and the letter's PDF link",
        params: publicParamsSchema,
        querystring: mandateTokenQuerySchema,
        response: { 200: publicMandateSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPublicMandate(context(), request.params.productName, request.query.token);
    },
  );

  app.post(
    '/redirection-flows/public/product/:productName/mandate',
    {
      schema: {
        tags: ['mandates'],
        summary: 'Public: the customer signs the mandate letter (typed full name and consent); signing again changes nothing',
        params: publicParamsSchema,
        body: signMandateRequestSchema,
        response: { 200: publicMandateSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return signMandate(context(), request.params.productName, request.body, request.ip);
    },
  );

  app.get(
    '/redirection-flows/public/product/:productName/letter',
    {
      schema: {
        tags: ['mandates'],
        summary: "Public, by the link token: the mandate letter's PDF (with the signature once signed)",
        params: publicParamsSchema,
        querystring: mandateTokenQuerySchema,
        response: { 200: binaryAnswer('A PDF document', 'application/pdf'), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await mandateLetterPdf(context(), request.params.productName, request.query.token);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
