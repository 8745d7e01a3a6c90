import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binaryAnswer } from '../../plugins/openapi';
import { languageOfRequest } from '../../i18n/api-i18n';
import { apiErrorSchema, creditReportPdfQuerySchema, customerCreditConsentSchema } from '@portal/domain';
import { currentCustomer, requireCustomer } from '../../plugins/customer-auth';
import { renderCreditReportPdf } from './credit-report-pdf';
import { customerCreditReportOf } from './credit-customer-link';
import { getCustomerConsent, withdrawCustomerConsent } from './customer-consent-service';
import { creditScoreContextOf } from './credit-score-context';

// The customer's own report page (decisions 0088, 0091): their consent, its withdrawal by OTP, and the report as a PDF. Registered under /api.
export const creditCustomerConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  const creditContext = await creditScoreContextOf(app);
  const context = () => creditContext;
  const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;

  // The customer withdraws from their own report's page (decision 0091).
  app.get(
    '/credit-score/customer/consent',
    {
      preHandler: requireCustomer('lead'),
      schema: {
        tags: ['credit-score'],
        operationId: 'customerCreditConsent',
        summary: 'The customer’s consent to the credit report: when given, when withdrawn (customer session)',
        response: { 200: customerCreditConsentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCustomerConsent(context(), currentCustomer(request, 'lead'));
    },
  );

  app.post(
    '/credit-score/customer/consent/withdraw',
    {
      preHandler: requireCustomer('lead'),
      schema: {
        tags: ['credit-score'],
        operationId: 'withdrawCustomerCreditConsent',
        summary:
          'The customer withdraws the consent in one step (customer session): no report is fetched after, the one fetched is erased; again changes nothing',
        response: { 200: customerCreditConsentSchema, ...readErrors },
      },
    },
    async (request) => withdrawCustomerConsent(context(), currentCustomer(request, 'lead')),
  );

  app.get(
    '/credit-score/customer/report.pdf',
    {
      preHandler: requireCustomer('lead'),
      schema: {
        tags: ['credit-score'],
        operationId: 'customerCreditReportPdf',
        summary: 'The customer’s own credit report as a PDF (customer session)',
        querystring: creditReportPdfQuerySchema,
        response: { 200: binaryAnswer('A PDF document', 'application/pdf'), ...readErrors },
      },
    },
    async (request, reply) => {
      const { report, brandName } = await customerCreditReportOf(context(), currentCustomer(request, 'lead'));
      const pdf = await renderCreditReportPdf(report, { brandName }, request.query.lang ?? languageOfRequest(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="credit-report-${report.bureauReference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
