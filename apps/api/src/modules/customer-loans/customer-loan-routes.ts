import { createHmac, hkdfSync } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, customerJourneyPostSchema, customerJourneySchema, isLenderCode, lenderOfProviderCode, tenants } from '@portal/domain';
import { enqueueJob } from '../../jobs/job-queue';
import { registerLenderCallbackRoute } from '../lending/lender-callback-route';
import { currentCustomer, requireCustomer } from '../../plugins/customer-auth';
import { notFound } from '../../plugins/errors';
import { SandboxCustomerLoanProviders } from '../../providers/customer-loans/customer-loan-providers';
import { signLenderCallback } from '../../providers/lenders/lender-provider';
import { SandboxLender } from '../../providers/lenders/sandbox-lenders';
import { findLeadById } from '../leads/leads-repository';
import { renderKfsPdf } from '../lending/kfs-pdf';
import { answerStep, applyDisbursementCallback, currentKfs, getJourney, sandboxDisbursementEvent, type CustomerLoanContext } from './customer-loan-service';
import { binaryAnswer } from '../../plugins/openapi';

export const CUSTOMER_LOAN_DISBURSEMENT_JOB = 'customer-loan-disbursement';
/** How long the sandbox lender takes to answer a disbursement by callback. */
export const SANDBOX_DISBURSEMENT_DELAY_MS = 2000;

const tags = ['customer-loans'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const journeyParams = z.object({
  productName: z.string().min(1).max(40),
  providerCode: z.string().min(1).max(40),
  leadId: z.string().min(1).max(40),
});

/** The customer loan journey (decision 0083), under the customer's session for one lead; registered under /api in app.ts. */
export const customerLoanRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = new SandboxCustomerLoanProviders(app.env.QUOTE_SIGNING_SECRET);
  const hashKey = Buffer.from(hkdfSync('sha256', app.env.OTP_HASH_SECRET, 'portal-hashes', 'customer-loan/v1', 32));
  const context = (): CustomerLoanContext => ({
    db: app.db,
    clock: app.providers.clock,
    providers,
    lenders: app.providers.lenders,
    hashKey,
    enqueueDisbursement: async (db, leadId, now) => {
      await enqueueJob(db, { kind: CUSTOMER_LOAN_DISBURSEMENT_JOB, payload: { leadId }, runAt: new Date(now.getTime() + SANDBOX_DISBURSEMENT_DELAY_MS) });
    },
  });

  // The sandbox lender answers a disbursement by its signed callback, sent from the durable job queue.
  app.jobHandlers[CUSTOMER_LOAN_DISBURSEMENT_JOB] = async (payload) => {
    const lead = await findLeadById(app.db, String(payload.leadId));
    const now = app.providers.clock.now();
    const event = lead ? sandboxDisbursementEvent(lead, now) : undefined;
    const code = event?.eventId.split('-')[0] ?? '';
    const lender = isLenderCode(code) ? app.providers.lenders.get(code) : undefined;
    if (!event || !lender || !(lender instanceof SandboxLender)) return { done: true };
    await applyDisbursementCallback(context(), lender.code, signLenderCallback(lender.key, event, now));
    return { done: true };
  };

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
    async (request) => getJourney(context(), request.params),
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
    async (request) => answerStep(context(), request.params, request.body),
  );

  app.get(
    '/products/:productName/customer/:providerCode/leads/:leadId/kfs.pdf',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The Key Facts Statement now shown to the customer, as a PDF, in the customer’s own session',
        params: journeyParams,
        response: { 200: binaryAnswer('A PDF document', 'application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { statement, record, lead } = await currentKfs(context(), request.params);
      const pdf = await renderKfsPdf(statement, { customerName: lead.customerName, offerId: record.id, brandName: tenants[lead.tenantCode].name });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="KFS-${record.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

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

  // A lender's disbursement answer, signed like its offer callbacks and verified over the exact bytes.
  await registerLenderCallbackRoute(app, {
    url: '/lenders/:lenderCode/disbursement-callback',
    tags,
    summary:
      'Signed lender callback of a customer journey’s disbursement (STATUS DISBURSED or REJECTED with the leadId); recorded once in the callback log, replays change nothing',
    apply: (lenderCode, callback) => applyDisbursementCallback(context(), lenderCode, callback),
  });
};
