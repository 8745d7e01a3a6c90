import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  creditCustomerLandingSchema,
  creditCustomerOtpBodySchema,
  creditCustomerVerifyBodySchema,
  customerOtpChallengeSchema,
  creditCheckSchema,
  creditReportSchema,
} from '@portal/domain';
import { currentCustomer, requireCustomer, setCustomerSessionCookie } from '../../plugins/customer-auth';
import { creditCustomerLanding, customerCreditReport, sendCreditCustomerOtp, verifyCreditCustomer } from './credit-customer-link';
import { creditScoreContextOf, withRetryAfter } from './credit-score-context';
import { languageOfRequest } from '../../i18n/api-i18n';

const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;

// The customer's own way to their credit score (decision 0088): the link's landing, the OTP, the report
// (JSON and PDF) and the withdrawal from its page (decision 0091). Registered under /api.
export const creditCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const creditContext = await creditScoreContextOf(app);
  const context = () => creditContext;
  const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema } as const;

  app.post(
    '/credit-score/customer/landing',
    {
      schema: {
        tags: ['credit-score'],
        operationId: 'creditCustomerLanding',
        summary: 'Public: what the customer’s link is for (the name, the masked mobile and the notice), token in the body',
        body: creditCustomerOtpBodySchema,
        response: { 200: creditCustomerLandingSchema, ...publicErrors },
      },
    },
    async (request) => creditCustomerLanding(context(), request.body.token, languageOfRequest(request)),
  );

  app.post(
    '/credit-score/customer/otp',
    {
      schema: {
        tags: ['credit-score'],
        operationId: 'sendCreditCustomerOtp',
        summary: 'Public: the credit-check OTP to the mobile the advisor entered (never one the caller names); the login’s limits apply',
        body: creditCustomerOtpBodySchema,
        response: { 200: customerOtpChallengeSchema, 429: apiErrorSchema, ...publicErrors },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => sendCreditCustomerOtp(context(), request.body.token, request.ip)),
  );

  app.post(
    '/credit-score/customer/verify',
    {
      schema: {
        tags: ['credit-score'],
        operationId: 'verifyCreditCustomer',
        summary:
          'Public: the customer’s OTP is the consent (channel LINK); the report is fetched and a customer session for this check starts (HttpOnly cookie)',
        body: creditCustomerVerifyBodySchema,
        response: { 200: creditCheckSchema, 503: apiErrorSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { token, check } = await verifyCreditCustomer(context(), request.body, languageOfRequest(request));
      setCustomerSessionCookie(app, request, reply, token);
      return check;
    },
  );

  app.get(
    '/credit-score/customer/report',
    {
      preHandler: requireCustomer('lead'),
      schema: {
        tags: ['credit-score'],
        operationId: 'customerCreditReport',
        summary: 'The customer’s own credit report (customer session)',
        response: { 200: creditReportSchema, ...readErrors },
      },
    },
    async (request) => customerCreditReport(context(), currentCustomer(request, 'lead')),
  );
};
