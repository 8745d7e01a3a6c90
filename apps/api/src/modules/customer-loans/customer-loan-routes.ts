import { createHmac, hkdfSync } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, customerJourneyPostSchema, customerJourneySchema, languageSchema, lenderOfProviderCode, tenants } from '@portal/domain';
import { registerLenderCallbackRoute } from '../../lib/lender-callback-route';
import { renderKfsPdf } from '../../documents/kfs-pdf';
import { currentCustomer, requireCustomer } from '../../plugins/customer-auth';
import { notFound } from '../../plugins/errors';
import { findLeadById } from '../../lib/leads/lead-records';
import { customerLoanContextOf } from './customer-loan-jobs';
import type { CustomerLoanFlows } from './customer-loan-state';
import { answerStep, applyDisbursementCallback, currentKfs, getJourney } from './customer-loan-service';
import { binaryAnswer } from '../../plugins/openapi';
import { languageOfRequest } from '../../i18n/api-i18n';
import type { CustomerLoanContext } from './customer-loan-state';
import type { RouteApp } from '../../plugins/route-app';

const tags = ['customer-loans'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const journeyParams = z.object({
  productName: z.string().min(1).max(40),
  providerCode: z.string().min(1).max(40),
  leadId: z.string().min(1).max(40),
});

/** The customer loan journey (decision 0083), under the customer's session for one lead; registered under /api in app.ts. */
export const customerLoanRoutes: FastifyPluginAsyncZod<CustomerLoanFlows> = async (app, flows) => {
  const context = customerLoanContextOf(app, flows);
  registerJourneyRoutes(app, context);
  registerCustomerDetailRoutes(app);

  // A lender's disbursement answer, signed like its offer callbacks and verified over the exact bytes.
  await registerLenderCallbackRoute(app, {
    url: '/lenders/:lenderCode/disbursement-callback',
    tags,
    summary:
      'Signed lender callback of a customer journey’s disbursement (STATUS DISBURSED or REJECTED with the leadId); recorded once in the callback log, replays change nothing',
    apply: (lenderCode, callback) => applyDisbursementCallback(context, lenderCode, callback),
  });
};

/** The journey's step, the answer to it, and the KFS shown, in the customer's session for the lead. */
function registerJourneyRoutes(app: RouteApp, context: CustomerLoanContext) {
  const guard = requireCustomer('lead', { idParam: 'leadId' });
  const path = '/products/:productName/customer/:providerCode/leads/:leadId/journey';

  app.get(
    path,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Where the customer’s loan journey stands with this lender: the one step to show',
        params: journeyParams,
        response: { 200: customerJourneySchema, ...errors },
      },
    },
    async (request) => getJourney(context, request.params),
  );

  // The session's own lead's journey (decision 0287): a step opened from its address asks it beside the
  // session's status at start-up, instead of a round trip after it (the lead is the session's, not the URL's).
  app.get(
    '/products/:productName/customer/:providerCode/journey',
    {
      preHandler: requireCustomer('lead'),
      schema: {
        tags,
        summary: 'Where the loan journey of the customer session’s own lead stands with this lender: as GET …/leads/{leadId}/journey',
        params: journeyParams.omit({ leadId: true }),
        response: { 200: customerJourneySchema, ...errors },
      },
    },
    async (request) => getJourney(context, { ...request.params, leadId: currentCustomer(request, 'lead').scope.id }),
  );

  app.post(
    path,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Answer the current step; answers the next step. Another step than the current answers 409 WRONG_STEP with the step to go to',
        params: journeyParams,
        body: customerJourneyPostSchema,
        response: { 200: customerJourneySchema, ...errors },
      },
    },
    async (request) => answerStep(context, request.params, request.body),
  );

  app.get(
    '/products/:productName/customer/:providerCode/leads/:leadId/kfs.pdf',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The Key Facts Statement now shown to the customer, as a PDF, in the customer’s own session and language',
        params: journeyParams,
        querystring: z.object({ lang: languageSchema.optional().describe('The page’s language; else Accept-Language') }),
        response: { 200: binaryAnswer('A PDF document', 'application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { statement, record, lead } = await currentKfs(context, request.params);
      // In the language of the page it is downloaded from (a link's click sends the browser's, not the page's).
      const language = request.query.lang ?? languageOfRequest(request);
      const meta = { customerName: lead.customerName, offerId: record.id, brandName: tenants[lead.tenantCode].name };
      const pdf = await renderKfsPdf(statement, meta, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="KFS-${record.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}

/** The signed-in customer's own details for the lender's pages, and a pseudonymous analytics id. */
function registerCustomerDetailRoutes(app: RouteApp) {
  app.get(
    '/products/:productCode/:provider/getUserDetails',
    {
      preHandler: requireCustomer('lead'),
      schema: {
        tags,
        summary: 'The signed-in customer’s own details for the lender’s pages: name, and only the last digits of the mobile',
        params: z.object({ productCode: z.string().min(1).max(40), provider: z.string().min(1).max(40) }),
        response: {
          200: z.object({
            leadId: z.string(),
            productCode: z.string(),
            provider: z.string(),
            customerName: z.string(),
            mobileEnding: z.string(),
            email: z.string().nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const session = currentCustomer(request, 'lead');
      const lead = await findLeadById(app.db, session.scope.id);
      if (!lead || lead.productCode !== request.params.productCode || !lenderOfProviderCode(request.params.provider))
        throw notFound('This journey was not found');
      return {
        leadId: lead.id,
        productCode: lead.productCode,
        provider: request.params.provider,
        customerName: lead.customerName,
        mobileEnding: lead.customerMobile.slice(-4),
        email: lead.customerEmail,
      };
    },
  );

  const analyticsKey = Buffer.from(hkdfSync('sha256', app.env.OTP_HASH_SECRET, 'portal-hashes', 'customer-analytics-id/v1', 32));
  app.post(
    '/products/personal-loan/customers/analytics-id',
    {
      preHandler: requireCustomer('lead'),
      schema: {
        tags,
        summary: 'A pseudonymous analytics id for the signed-in customer: stable per lead, no personal data, not reversible',
        response: { 200: z.object({ analyticsId: z.string() }), ...errors },
      },
    },
    async (request) => {
      const session = currentCustomer(request, 'lead');
      return { analyticsId: `cu_${createHmac('sha256', analyticsKey).update(session.scope.id).digest('base64url').slice(0, 22)}` };
    },
  );
}
