import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binaryAnswer } from '../../plugins/openapi';
import { z } from 'zod';
import {
  apiErrorSchema,
  clonedLeadSchema,
  cloneLeadFromCreditScoreBodySchema,
  creditCheckIdSchema,
  creditCheckSchema,
  creditCheckStartBodySchema,
  creditConsentVerifyBodySchema,
  creditCustomerLinkSchema,
  creditReportPdfQuerySchema,
  creditReportSchema,
  customerOtpChallengeSchema,
  fetchCreditScoreQuerySchema,
  tenants,
  revokeAnswerSchema,
  revokeConsentBodySchema,
  revokeConsentOtpBodySchema,
} from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { languageOfRequest, translateMessage } from '../../i18n/api-i18n';
import { renderCreditReportPdf } from './credit-report-pdf';
import { cloneLeadFromCreditScore, fetchCreditScore, getCreditCheck, initiateCreditCheck, resendCreditOtp, verifyCreditConsent } from './credit-score-service';
import { creditCustomerLink } from './credit-customer-link';
import { revokeCreditConsentByOtp, sendWithdrawalOtp } from './customer-consent-service';
import { creditScoreContextOf, withRetryAfter } from './credit-score-context';
import type { CreditScoreContext } from './credit-score-service';
import type { RouteApp } from '../../plugins/route-app';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;
const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;
const checkParams = z.object({ checkId: creditCheckIdSchema });
type Context = () => CreditScoreContext;

// Routes of the credit score: a check, the customer's consent by OTP, the bureau's report (JSON
// and PDF), a personal-loan lead from it, the customer's link, and the public withdrawal of the consent. Registered under /api.
export const creditScoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const creditContext = await creditScoreContextOf(app);
  const context = () => creditContext;
  registerCheckRoutes(app, context);
  registerReportRoutes(app, context);
  registerConsentWithdrawalRoutes(app, context);
  registerCustomerLinkRoute(app, context);
};

/** A credit check and the customer's consent to it by OTP. */
function registerCheckRoutes(app: RouteApp, context: Context) {
  app.post(
    '/products/credit-score/leads/initiate-credit-check',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['credit-score'],
        operationId: 'initiateCreditCheck',
        summary: 'Enter Customer Details: a credit check for the customer (name, mobile, PAN in the body); the consent OTP is sent to the customer',
        body: creditCheckStartBodySchema,
        response: { 201: creditCheckSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () =>
        reply.status(201).send(await initiateCreditCheck(context(), currentPartner(request), request.body, request.ip, languageOfRequest(request))),
      ),
  );

  app.get(
    '/credit-checks/:checkId',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['credit-score'],
        operationId: 'getCreditCheck',
        summary: 'A credit check: its consent and notice',
        params: checkParams,
        response: { 200: creditCheckSchema, ...readErrors },
      },
    },
    async (request) => getCreditCheck(context(), currentPartner(request), request.params.checkId, languageOfRequest(request)),
  );

  app.post(
    '/credit-checks/:checkId/consent/otp',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['credit-score'],
        operationId: 'resendCreditCheckOtp',
        summary: 'The consent OTP again (after 30 seconds); the login OTP’s send limits apply',
        params: checkParams,
        response: { 200: creditCheckSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => resendCreditOtp(context(), currentPartner(request), request.params.checkId, request.ip, languageOfRequest(request))),
  );

  app.post(
    '/credit-checks/:checkId/consent/verify',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['credit-score'],
        operationId: 'verifyCreditCheckConsent',
        summary: 'Verify Number & Proceed: the customer’s OTP; the consent is recorded (purpose, notice version, channel, time), then the bureau is asked',
        params: checkParams,
        body: creditConsentVerifyBodySchema,
        response: { 200: creditCheckSchema, 503: apiErrorSchema, ...errors },
      },
    },
    async (request) => verifyCreditConsent(context(), currentPartner(request), request.params.checkId, request.body.otp, languageOfRequest(request)),
  );
}

/** The bureau's report under a standing consent, as JSON and PDF, and a personal-loan lead made from it. */
function registerReportRoutes(app: RouteApp, context: Context) {
  app.get(
    '/leads/fetchCreditScore',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['credit-score'],
        operationId: 'fetchCreditScore',
        summary: 'Credit Report: the score, accounts, enquiries and payment history of a check under a standing consent (409 without one)',
        querystring: fetchCreditScoreQuerySchema,
        response: { 200: creditReportSchema, 503: apiErrorSchema, ...readErrors },
      },
    },
    async (request) => fetchCreditScore(context(), currentPartner(request), request.query.checkId),
  );

  app.get(
    '/credit-checks/:checkId/report.pdf',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['credit-score'],
        operationId: 'creditReportPdf',
        summary: 'The credit report as a PDF',
        params: checkParams,
        querystring: creditReportPdfQuerySchema,
        response: { 200: binaryAnswer('A PDF document', 'application/pdf'), ...readErrors },
      },
    },
    async (request, reply) => {
      const partner = currentPartner(request);
      const report = await fetchCreditScore(context(), partner, request.params.checkId);
      const pdf = await renderCreditReportPdf(report, { brandName: tenants[partner.tenantCode].name }, request.query.lang ?? languageOfRequest(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="credit-report-${report.bureauReference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/clone-lead-from-credit-score',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['credit-score'],
        operationId: 'cloneLeadFromCreditScore',
        summary: 'A personal-loan lead of the customer made from the credit report (once per check; again answers the same lead)',
        body: cloneLeadFromCreditScoreBodySchema,
        response: { 200: clonedLeadSchema, ...errors },
      },
    },
    async (request) => cloneLeadFromCreditScore(context(), currentPartner(request), request.body.checkId, request.body.amount),
  );
}

/** Public: the customer withdraws the consent with an OTP to the mobile (decision 0152). */
function registerConsentWithdrawalRoutes(app: RouteApp, context: Context) {
  app.post(
    '/services/public/creditScore/revokeConsent/otp',
    {
      schema: {
        tags: ['credit-score'],
        summary: 'Public: an OTP to the mobile typed, to withdraw its credit-report consent; the same answer whether or not it has one (decision 0152)',
        body: revokeConsentOtpBodySchema,
        response: { 200: customerOtpChallengeSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => sendWithdrawalOtp(context(), request.body.mobileNumber, request.ip)),
  );

  app.post(
    '/services/public/creditScore/revokeConsent',
    {
      schema: {
        tags: ['credit-score'],
        operationId: 'revokeCreditScoreConsent',
        summary:
          'Public: the customer withdraws the consent to fetch the credit report with the OTP sent to that mobile (mobile in the body, never the URL); no report is fetched after',
        body: revokeConsentBodySchema,
        response: { 200: revokeAnswerSchema, 400: apiErrorSchema },
      },
    },
    // The answer's message in the page's language (Accept-Language), like its errors.
    async (request) => ({ message: translateMessage((await revokeCreditConsentByOtp(context(), request.body)).message, languageOfRequest(request)) }),
  );
}

/** The customer's own link to check the credit score. */
function registerCustomerLinkRoute(app: RouteApp, context: Context) {
  app.post(
    '/credit-checks/:checkId/customer-link',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['credit-score'],
        operationId: 'creditCustomerLink',
        summary: 'The customer’s own link to check the credit score (7 days): the check becomes a credit-score lead',
        params: checkParams,
        response: { 200: creditCustomerLinkSchema, ...errors },
      },
    },
    async (request) => creditCustomerLink(context(), currentPartner(request), request.params.checkId),
  );
}
