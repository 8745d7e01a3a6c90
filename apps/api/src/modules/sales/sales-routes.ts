import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOfRequest } from '../../i18n/api-i18n';
import { z } from 'zod';
import {
  apiErrorSchema,
  checkoutRequestSchema,
  checkoutSummarySchema,
  proposalListSchema,
  proposalRequestSchema,
  proposalSchema,
  quoteRequestSchema,
  quoteSchema,
  quoteShareLinkSchema,
  sharedQuoteSchema,
  shareQuoteRequestSchema,
} from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { prepareQuoteTokens } from './quote-token';
import { readSharedQuote, shareQuote } from './shared-quote-service';
import { prepareSharedQuoteTokens } from './shared-quote-token';
import type { FastifyRequest } from 'fastify';
import {
  checkout,
  createProposal,
  getProposal,
  listProposals,
  updateProposal,
  type PriceWithCoupon,
  type ProposalOrders,
  type SaleSteps,
} from './sales-service';
import { createQuote, getQuote, type QuoteSigning } from './price-quote';
import type { RouteApp } from '../../plugins/route-app';
import { stringifyTypedAnswer } from '../../plugins/typed-answer';

const productParamsSchema = z.object({ code: z.string().min(1).describe('Product code, e.g. vector-borne') });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

type SharedQuoteTokens = Awaited<ReturnType<typeof prepareSharedQuoteTokens>>;

export interface SalesRoutesOptions {
  /** The payment side of an edit, for a request (flows/cancel-orders-of-edit.ts through the composition root). */
  proposalOrders: (request: FastifyRequest) => ProposalOrders;
  /** A proposal's quote priced with its coupon (the coupons module's, through the composition root). */
  priceWithCoupon: PriceWithCoupon;
}

// Routes of the sales module (quote → proposal → review); registered under /api in app.ts.
export const salesRoutes: FastifyPluginAsyncZod<SalesRoutesOptions> = async (app, options) => {
  const quoteTokens = await prepareQuoteTokens(app.env.QUOTE_SIGNING_SECRET);
  const quoteSigning = (): QuoteSigning => ({ tokens: quoteTokens, now: app.providers.clock.now() });
  const sharedQuoteTokens = await prepareSharedQuoteTokens(app.env.QUOTE_SIGNING_SECRET);
  // An edit cancels the payment link made before it (decision 0121), through the payments module.
  const steps = (request: FastifyRequest): SaleSteps => ({ ...options.proposalOrders(request), priceWithCoupon: options.priceWithCoupon });
  registerQuoteRoutes(app, quoteSigning, sharedQuoteTokens);
  registerProposalRoutes(app, quoteSigning, steps);
};

/** A priced quote, read back, shared with the customer by a public link. */
function registerQuoteRoutes(app: RouteApp, quoteSigning: () => QuoteSigning, sharedQuoteTokens: SharedQuoteTokens) {
  app.post(
    '/products/:code/quotes',
    {
      preHandler: requireWriter,
      // Built from typed values by createQuote (decision 0011).
      serializerCompiler: stringifyTypedAnswer,
      schema: {
        tags: ['sales'],
        summary: "Price a quote from the product's quote fields (by their spec names); its quoteId is a signed offer, valid 24 hours",
        params: productParamsSchema,
        body: quoteRequestSchema,
        response: { 201: quoteSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createQuote(app.db, currentPartner(request), request.params.code, request.body, quoteSigning())),
  );

  // The quoteId in the query: a sealed token is longer than a path parameter may be (find-my-way's 100).
  app.get(
    '/products/:code/quote',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['sales'],
        summary: "One of the partner's quotes read back from its quoteId (sealed: only the API can read it), checked as a proposal would check it",
        params: productParamsSchema,
        querystring: z.object({ quoteId: z.string().min(1) }),
        response: { 200: quoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getQuote(app.db, currentPartner(request), request.params.code, request.query.quoteId, quoteSigning());
    },
  );

  app.post(
    '/products/:code/quotes/share',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['sales'],
        summary: "A public link to one of the partner's quotes for the customer: plan, insurer and premium, signed, valid as long as the quote",
        params: productParamsSchema,
        body: shareQuoteRequestSchema,
        response: { 200: quoteShareLinkSchema, ...errors },
      },
    },
    async (request) => shareQuote(app.db, currentPartner(request), request.params.code, request.body.quoteId, quoteSigning(), sharedQuoteTokens),
  );

  // Public: the customer opens it with no session. The token in the query (longer than a path parameter may be).
  app.get(
    '/quotes/public',
    {
      schema: {
        tags: ['sales'],
        summary: 'A shared quote as the customer sees it (no session): product, plan, insurer, premium, brand and expiry; 410 once expired',
        querystring: z.object({ token: z.string().min(1) }),
        response: { 200: sharedQuoteSchema, 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readSharedQuote(sharedQuoteTokens, request.query.token, app.providers.clock.now());
    },
  );
}

/** A proposal from a quote: made, changed before payment, listed, read and reviewed for payment. */
function registerProposalRoutes(app: RouteApp, quoteSigning: () => QuoteSigning, steps: (request: FastifyRequest) => SaleSteps) {
  // The page's language is the customer's when the form names none (decision 0268).
  const saleContextOf = (request: FastifyRequest) => [quoteSigning(), steps(request), languageOfRequest(request)] as const;
  app.post(
    '/products/:code/proposals',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['sales'],
        summary:
          "Create a proposal from one of the partner's quotes (its quoteId) and the proposal fields; the same quote sent again updates the proposal it made (200) instead of adding another",
        params: productParamsSchema,
        body: proposalRequestSchema,
        response: { 200: proposalSchema, 201: proposalSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await createProposal(app.db, currentPartner(request), request.params.code, request.body, ...saleContextOf(request));
      return reply.status(saved.created ? 201 : 200).send(saved.proposal);
    },
  );

  app.put(
    '/products/:code/proposals/:referenceId',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['sales'],
        summary:
          "Change a proposal not yet paid (the same proposal, never a second): new answers, and with another of the partner's quotes a new price; a payment link made before is cancelled (its order can no longer be paid; a capture that still comes is refunded), and a changed name or date of birth needs KYC again; 409 once paid or once the customer signed the mandate letter",
        params: productParamsSchema.extend({ referenceId: z.string().min(1) }),
        body: proposalRequestSchema,
        response: { 200: proposalSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      updateProposal(app.db, currentPartner(request), request.params.code, request.params.referenceId, request.body, ...saleContextOf(request)),
  );

  app.get(
    '/products/:code/proposals',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['sales'],
        summary: "The partner's proposals of a product (an admin: his tenant's), newest first",
        params: productParamsSchema,
        response: { 200: proposalListSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => listProposals(app.db, currentPartner(request), request.params.code),
  );

  app.get(
    '/products/:code/proposals/:referenceId',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['sales'],
        summary: 'One proposal by its reference id: its answers, to review it or to reopen a step with them',
        params: productParamsSchema.extend({ referenceId: z.string().min(1) }),
        response: { 200: proposalSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getProposal(app.db, currentPartner(request), request.params.code, request.params.referenceId),
  );

  app.post(
    '/products/:code/checkout',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['sales'],
        summary: 'Review before payment: moves the proposal to PAYMENT_PENDING and answers the summary',
        params: productParamsSchema,
        body: checkoutRequestSchema,
        response: { 200: checkoutSummarySchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => checkout(app.db, currentPartner(request), request.params.code, request.body.referenceId),
  );
}
