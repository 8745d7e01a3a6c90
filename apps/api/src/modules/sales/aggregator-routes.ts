import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aggregatorQuotesRequestSchema, aggregatorQuotesSchema, apiErrorSchema } from '@portal/domain';
import { currentPartner, requireWriter } from '../../plugins/auth';
import { prepareQuoteTokens } from './quote-token';
import type { QuoteSigning } from './price-quote';
import { createAggregatorQuotes } from './aggregator-service';

const productParamsSchema = z.object({ code: z.string().min(1).describe('Product code, e.g. fire') });

// Aggregator quotes (SPEC §7 /aggregator/quotes); registered under /api in app.ts.
export const aggregatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const quoteTokens = await prepareQuoteTokens(app.env.QUOTE_SIGNING_SECRET);
  const quoteSigning = (): QuoteSigning => ({ tokens: quoteTokens, now: app.providers.clock.now() });

  app.post(
    '/products/:code/aggregator/quotes',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['sales'],
        summary:
          "Price the quote fields (without insurer) with each of the product's insurers, side by side, ranked by the rule the answer states; each quoteId goes into POST /proposals",
        params: productParamsSchema,
        body: aggregatorQuotesRequestSchema,
        response: {
          201: aggregatorQuotesSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAggregatorQuotes(app.db, currentPartner(request), request.params.code, request.body, quoteSigning())),
  );
};
