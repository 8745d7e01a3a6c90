import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  customerLeadOtpRequestSchema,
  customerLinkBrandSchema,
  customerLeadSessionRequestSchema,
  customerOtpChallengeSchema,
  customerSessionSchema,
  customerSessionStatusPath,
  customerSessionStatusSchema,
} from '@portal/domain';
import { setCustomerSessionCookie } from '../../plugins/customer-auth';
import { CUSTOMER_SESSION_COOKIE, endCustomerSession } from '../../lib/sessions/customer-session-repository';
import { RateLimitedError } from '../../lib/sessions/otp-service';
import { prepareLendingTokens } from '../../security/lending-tokens';
import {
  brandOfLink,
  productOfSession,
  sendLeadSessionOtp,
  startLeadSession,
  toCustomerSessionAnswer,
  type CustomerSessionContext,
} from './customer-session-service';
import { noContent } from '../../plugins/openapi';

const tags = ['customer-sessions'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema };

/** A customer's sign-in to one lead by OTP (decision 0082); registered under /api in app.ts. */
export const customerSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = await prepareLendingTokens(app.env.QUOTE_SIGNING_SECRET);
  const context = (): CustomerSessionContext => ({ db: app.db, env: app.env, clock: app.providers.clock, sms: app.providers.sms, tokens });

  app.get(
    '/customer-sessions/lead/brand',
    {
      schema: {
        tags,
        summary: 'The brand of whose link it is (the lead’s tenant), for the page the customer opens before signing in',
        querystring: customerLeadOtpRequestSchema,
        response: { 200: customerLinkBrandSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => brandOfLink(context(), request.query.token),
  );

  app.post(
    '/customer-sessions/lead/otp',
    {
      schema: {
        tags,
        summary: 'Send the customer of a shared link an OTP to the mobile the advisor entered',
        description: 'The limits of the partner login, counted for customer OTPs apart (429 with Retry-After).',
        body: customerLeadOtpRequestSchema,
        response: { 200: customerOtpChallengeSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return await sendLeadSessionOtp(context(), { token: request.body.token, ip: request.ip });
      } catch (error) {
        if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/customer-sessions/lead',
    {
      schema: {
        tags,
        summary: 'Check the customer’s OTP; on success start a session for that one lead (HttpOnly cookie)',
        body: customerLeadSessionRequestSchema,
        response: { 200: customerSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, answer } = await startLeadSession(context(), request.body);
      setCustomerSessionCookie(app, request, reply, token);
      return answer;
    },
  );

  app.get(
    customerSessionStatusPath,
    { schema: { tags, summary: 'Whether a customer session exists (never a 401)', response: { 200: customerSessionStatusSchema } } },
    async (request) =>
      request.customer
        ? { signedIn: true as const, session: toCustomerSessionAnswer(request.customer, await productOfSession(app.db, request.customer)) }
        : { signedIn: false as const },
  );

  app.post(
    '/customer-sessions/logout',
    { schema: { tags, summary: 'End the customer’s session and clear its cookie', response: { 204: noContent('Signed out') } } },
    async (request, reply) => {
      const token = request.cookies[CUSTOMER_SESSION_COOKIE];
      if (token) await endCustomerSession(app.db, token, app.providers.clock.now());
      reply.clearCookie(CUSTOMER_SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );
};
