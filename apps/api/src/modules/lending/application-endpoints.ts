import { apiErrorSchema, consentOtpSentSchema, consentOtpVerifyBodySchema, loanApplicationSchema, sellRequestSchema } from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { RateLimitedError } from '../../lib/sessions/otp-service';
import { languageOfRequest } from '../../i18n/api-i18n';
import { createApplication, getApplication, sendConsentOtp, verifyConsent, withdrawConsent, type LendingContext } from './lending-service';
import { codeParams, aggregatorParams, errors, readErrors, type LendingApp } from './lending-route-kit';

/** Loan applications: made from the sell form, read, and the customer’s consent by OTP and its withdrawal. */

/** The application: made and read. */
export function registerApplicationRoutes(app: LendingApp, context: () => LendingContext) {
  app.post(
    '/products/:code/loan-applications',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary:
          'Enter Loan Details: the sell form of personal loan, home loan, business loans or LAMF; answers the application (its aggregator id) waiting for the customer’s consent',
        params: codeParams,
        body: sellRequestSchema,
        response: { 201: loanApplicationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApplication(context(), currentPartner(request), request.params.code, request.body, languageOfRequest(request))),
  );

  app.get(
    '/loan-applications/:aggregatorId',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary: 'A loan application: its status, consent notice and consent',
        params: aggregatorParams,
        response: { 200: loanApplicationSchema, ...readErrors },
      },
    },
    async (request) => getApplication(context(), currentPartner(request), request.params.aggregatorId),
  );
}

/** The customer’s consent by OTP (DPDP), and its withdrawal. */
export function registerConsentRoutes(app: LendingApp, context: () => LendingContext) {
  app.post(
    '/loan-applications/:aggregatorId/consent/otp',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'Send the customer an OTP (6 digits, 5 minutes) to consent to sharing the application with lenders; the login OTP’s send limits apply',
        params: aggregatorParams,
        response: { 200: consentOtpSentSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return await sendConsentOtp(context(), currentPartner(request), request.params.aggregatorId, request.ip);
      } catch (error) {
        if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/loan-applications/:aggregatorId/consent/verify',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'The customer’s OTP: the consent is recorded (purpose, notice version, channel, time)',
        params: aggregatorParams,
        body: consentOtpVerifyBodySchema,
        response: { 200: loanApplicationSchema, ...errors },
      },
    },
    async (request) => verifyConsent(context(), currentPartner(request), request.params.aggregatorId, request.body.otp),
  );

  app.post(
    '/loan-applications/:aggregatorId/consent/withdraw',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'The customer withdraws the consent: recorded with its time; lenders are not asked from then on',
        params: aggregatorParams,
        response: { 200: loanApplicationSchema, ...errors },
      },
    },
    async (request) => withdrawConsent(context(), currentPartner(request), request.params.aggregatorId),
  );
}
