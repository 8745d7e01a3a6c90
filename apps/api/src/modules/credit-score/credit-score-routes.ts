import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  clonedLeadSchema,
  cloneLeadFromCreditScoreBodySchema,
  creditCheckIdSchema,
  creditCustomerLandingSchema,
  creditCustomerLinkSchema,
  creditCustomerOtpBodySchema,
  creditCustomerVerifyBodySchema,
  customerOtpChallengeSchema,
  plOfferOtpBodySchema,
  plOffersBodySchema,
  plOffersSchema,
  creditCheckSchema,
  creditCheckStartBodySchema,
  creditConsentVerifyBodySchema,
  creditReportSchema,
  customerCreditConsentSchema,
  fetchCreditScoreQuerySchema,
  revokeAnswerSchema,
  revokeConsentBodySchema,
  revokeConsentOtpBodySchema,
  tenants,
} from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { currentCustomer, requireCustomer, setCustomerSessionCookie } from '../../plugins/customer-auth';
import { RateLimitedError } from '../auth/otp-service';
import { derivePanKey } from '../leads/leads-service';
import { derivePanSealKey } from '../lending/pan-seal';
import { renderCreditReportPdf } from './credit-report-pdf';
import {
  cloneLeadFromCreditScore,
  creditCustomerLanding,
  creditCustomerLink,
  customerCreditReport,
  customerCreditReportOf,
  plOffers,
  prepareCreditLinkTokens,
  sendPlOfferOtp,
  sendCreditCustomerOtp,
  verifyCreditCustomer,
  fetchCreditScore,
  getCreditCheck,
  initiateCreditCheck,
  resendCreditOtp,
  verifyCreditConsent,
  type CreditScoreContext,
} from './credit-score-service';
import { getCustomerConsent, revokeCreditConsentByOtp, sendWithdrawalOtp, withdrawCustomerConsent } from './customer-consent-service';
import { binaryAnswer } from '../../plugins/openapi';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;
const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;

// Routes of the credit score: a check, the customer's consent by OTP, the bureau's report (JSON
// and PDF), a personal-loan lead from it, and the public withdrawal of the consent. Registered under /api.
export const creditScoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const panKey = derivePanKey(app.env.OTP_HASH_SECRET);
  const panSealKey = derivePanSealKey(app.env.OTP_HASH_SECRET);
  const tokens = await prepareCreditLinkTokens(app.env.QUOTE_SIGNING_SECRET);
  const context = (): CreditScoreContext => ({
    tokens,
    db: app.db,
    clock: app.providers.clock,
    sms: app.providers.sms,
    bureau: app.providers.bureau,
    env: app.env,
    panSealKey,
    leads: { db: app.db, clock: app.providers.clock, panKey },
    log: app.log,
  });
  const checkParams = z.object({ checkId: creditCheckIdSchema });
  const withRetryAfter = async <T>(reply: { header: (k: string, v: string) => unknown }, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  };

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
      withRetryAfter(reply, async () => reply.status(201).send(await initiateCreditCheck(context(), currentPartner(request), request.body, request.ip))),
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
    async (request) => getCreditCheck(context(), currentPartner(request), request.params.checkId),
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
    async (request, reply) => withRetryAfter(reply, () => resendCreditOtp(context(), currentPartner(request), request.params.checkId, request.ip)),
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
    async (request) => verifyCreditConsent(context(), currentPartner(request), request.params.checkId, request.body.otp),
  );

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
        response: { 200: binaryAnswer('A PDF document', 'application/pdf'), ...readErrors },
      },
    },
    async (request, reply) => {
      const partner = currentPartner(request);
      const report = await fetchCreditScore(context(), partner, request.params.checkId);
      const pdf = await renderCreditReportPdf(report, { brandName: tenants[partner.tenantCode].name });
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
    async (request) => revokeCreditConsentByOtp(context(), request.body),
  );

  // The customer's own way (decision 0088).
  const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema } as const;
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
    async (request) => creditCustomerLanding(context(), request.body.token),
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
      const { token, check } = await verifyCreditCustomer(context(), request.body);
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
        response: { 200: binaryAnswer('A PDF document', 'application/pdf'), ...readErrors },
      },
    },
    async (request, reply) => {
      const { report, brandName } = await customerCreditReportOf(context(), currentCustomer(request, 'lead'));
      const pdf = await renderCreditReportPdf(report, { brandName });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="credit-report-${report.bureauReference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/pl-offer/otp',
    {
      schema: {
        tags: ['credit-score'],
        operationId: 'sendPlOfferOtp',
        summary: 'Public: an OTP to the customer’s mobile (in the body) to see their pre-approved personal loan offers; the login’s limits apply',
        body: plOfferOtpBodySchema,
        response: { 200: customerOtpChallengeSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => sendPlOfferOtp(context(), request.body.mobile, request.ip)),
  );

  app.post(
    '/pl-offer/offers',
    {
      schema: {
        tags: ['credit-score'],
        operationId: 'plOffers',
        summary: 'Public: with the right OTP, the personal loan offers lenders made to this mobile, still valid and not yet chosen, best APR first',
        body: plOffersBodySchema,
        response: { 200: plOffersSchema, 400: apiErrorSchema },
      },
    },
    async (request) => plOffers(context(), request.body),
  );
};
