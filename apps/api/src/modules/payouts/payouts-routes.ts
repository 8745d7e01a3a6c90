import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, dashboardSummaryQuerySchema, dashboardSummarySchema, payoutStatementQuerySchema, payoutStatementSchema } from '@portal/domain';
import { currentPartner, requirePartner } from '../../plugins/auth';
import { getDashboardSummary, getPayoutStatement, type PayoutsContext } from './payouts-service';
import { renderStatementCsv, renderStatementPdf } from './payout-statement-documents';
import { binaryAnswer } from '../../plugins/openapi';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

// The partner's dashboard and payouts (SPEC §7 /getDashboardSummary; decisions 0116-0117); registered under /api in app.ts.
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (): PayoutsContext => ({ db: app.db, clock: app.providers.clock });

  app.get(
    '/getDashboardSummary',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['dashboard'],
        summary:
          "The month's sales, premium and loan amounts, leads by status, conversion from quote to paid and payouts (the partner's; an admin's: his tenant's)",
        querystring: dashboardSummaryQuerySchema,
        response: { 200: dashboardSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getDashboardSummary(context(), currentPartner(request), request.query.month);
    },
  );

  app.get(
    '/payouts/statement',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['payouts'],
        summary: "A month's payout statement: each payout earned, each reversed (negative), and the totals",
        querystring: payoutStatementQuerySchema,
        response: { 200: payoutStatementSchema, ...errors },
      },
    },
    async (request) => getPayoutStatement(context(), currentPartner(request), request.query.month),
  );

  app.get(
    '/payouts/statement.csv',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['payouts'],
        summary: "A month's payout statement as CSV (amounts in rupees)",
        querystring: payoutStatementQuerySchema,
        response: { 200: binaryAnswer('A CSV file', 'text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const statement = await getPayoutStatement(context(), currentPartner(request), request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payout-statement-${statement.month}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(renderStatementCsv(statement));
    },
  );

  app.get(
    '/payouts/statement.pdf',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['payouts'],
        summary: "A month's payout statement as PDF",
        querystring: payoutStatementQuerySchema,
        response: { 200: binaryAnswer('A PDF document', 'application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const statement = await getPayoutStatement(context(), currentPartner(request), request.query.month);
      const pdf = await renderStatementPdf(statement, app.providers.clock.now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="payout-statement-${statement.month}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
