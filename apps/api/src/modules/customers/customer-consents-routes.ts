import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  customerConsentEntrySchema,
  customerConsentIdSchema,
  customerConsentsOtpBodySchema,
  customerConsentsSchema,
  customerConsentsSignInBodySchema,
  customerOtpChallengeSchema,
} from '@portal/domain';
import { currentCustomer, requireCustomer, setCustomerSessionCookie } from '../../plugins/customer-auth';
import { RateLimitedError } from '../../lib/sessions/otp-service';
import {
  listConsents,
  mobileOfSession,
  sendConsentsOtp,
  startConsentsSession,
  withdrawOwnConsent,
  type CustomerConsentsContext,
} from './customer-consents-service';

const tags = ['customer-consents'];
/** A consents session, or a loan link's (its OTP went to the lead's mobile); never a partner's (401). */
const sessionKinds = ['consents', 'lead'] as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;

/** A customer's own consents and withdrawals (decision 0155); registered under /api in app.ts. */
export const customerConsentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (): CustomerConsentsContext => ({ db: app.db, env: app.env, clock: app.providers.clock, sms: app.providers.sms });

  app.post(
    '/customer-consents/otp',
    {
      schema: {
        tags,
        operationId: 'sendCustomerConsentsOtp',
        summary: 'An OTP to the mobile typed, to see and withdraw its consents; the same answer whether or not it has any',
        description: 'The limits of the partner login, counted for this purpose apart (429 with Retry-After).',
        body: customerConsentsOtpBodySchema,
        response: { 200: customerOtpChallengeSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        return await sendConsentsOtp(context(), request.body.mobileNumber, request.ip);
      } catch (error) {
        if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/customer-consents/session',
    {
      schema: {
        tags,
        operationId: 'startCustomerConsentsSession',
        summary: 'Check the OTP; on success a customer session for that mobile’s consents (HttpOnly cookie) and the consents',
        body: customerConsentsSignInBodySchema,
        response: { 200: customerConsentsSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token, answer } = await startConsentsSession(context(), request.body);
      setCustomerSessionCookie(app, request, reply, token);
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );

  app.get(
    '/customer-consents',
    {
      preHandler: requireCustomer(sessionKinds),
      schema: {
        tags,
        operationId: 'listCustomerConsents',
        summary: 'Every consent recorded for the session’s mobile: purpose, product, who receives the data, items, given, withdrawn',
        response: { 200: customerConsentsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listConsents(app.db, await mobileOfSession(app.db, currentCustomer(request, sessionKinds)));
    },
  );

  app.post(
    '/customer-consents/:consentId/withdraw',
    {
      preHandler: requireCustomer(sessionKinds),
      schema: {
        tags,
        operationId: 'withdrawCustomerConsent',
        summary: 'The customer withdraws one of their consents (another mobile’s answers 404); withdrawing again changes nothing',
        params: z.object({ consentId: customerConsentIdSchema }),
        response: { 200: customerConsentEntrySchema, ...errors },
      },
    },
    async (request) => {
      const mobile = await mobileOfSession(app.db, currentCustomer(request, sessionKinds));
      return withdrawOwnConsent(context(), mobile, request.params.consentId);
    },
  );
};
