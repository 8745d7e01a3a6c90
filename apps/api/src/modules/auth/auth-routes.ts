import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  otpChallengeSchema,
  otpChannels,
  otpGenerateRequestSchema,
  otpValidateRequestSchema,
  partnerSessionSchema,
  sessionStatusSchema,
  sessionStatusPath,
} from '@portal/domain';
import { currentPartner, requirePartner } from '../../plugins/auth';
import { generateOtp, RateLimitedError, resendOtp, validateOtp, type OtpDeps } from '../../lib/sessions/otp-service';
import { toPartnerSession } from '../../lib/sessions/partner-session';
import { endSession, SESSION_COOKIE } from '../../lib/sessions/session-repository';
import { noContent } from '../../plugins/openapi';
import type { RouteApp } from '../../plugins/route-app';

const tags = ['auth'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/** Answers a rate-limited call with Retry-After (seconds), as RFC 9110 asks for a 429. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** OTP login and the session cookie; registered under /api in app.ts. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOtpRoutes(app);
  registerSessionRoutes(app);
};

/** The sign-in OTP: sent, sent again, and checked into a session. */
function registerOtpRoutes(app: RouteApp) {
  const deps = (): OtpDeps => ({ db: app.db, env: app.env, clock: app.providers.clock, sms: app.providers.sms, email: app.providers.email });

  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      // request.protocol honours X-Forwarded-Proto from a proxy listed in TRUSTED_PROXIES (one terminating TLS).
      secure: app.env.NODE_ENV === 'production' && request.protocol === 'https',
      path: '/',
      maxAge: app.env.SESSION_TTL_SECONDS,
    });

  app.post(
    '/services/public/otp/generate',
    {
      schema: {
        tags,
        summary: 'Send a sign-in OTP to a partner mobile',
        description:
          'Answers the same challenge for any valid mobile, partner or not; only partners receive a code. ' +
          'Limits in a sliding 15 minutes, resends included: 5 sends per mobile from one address, 15 per mobile from all ' +
          "addresses, 20 per address (429 with Retry-After). The address is the connection's; X-Forwarded-For counts only " +
          'from a proxy in TRUSTED_PROXIES.',
        body: otpGenerateRequestSchema,
        response: { 200: otpChallengeSchema, ...errors },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => generateOtp(deps(), { ...request.body, ip: request.ip })),
  );

  app.post(
    '/services/public/otp/resend/:sessionId',
    {
      schema: {
        tags,
        summary: 'Send a fresh OTP for a challenge, at most once every 30 seconds',
        params: z.object({ sessionId: z.uuid({ message: 'OTP session is invalid' }) }),
        body: z.object({ channel: z.enum(otpChannels).default('SMS') }).optional(),
        response: { 200: otpChallengeSchema, ...errors },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => resendOtp(deps(), { sessionId: request.params.sessionId, channel: request.body?.channel ?? 'SMS', ip: request.ip })),
  );

  app.post(
    '/services/public/otp/validate',
    {
      schema: {
        tags,
        summary: 'Check the OTP; on success start a session (HttpOnly cookie) and answer the partner',
        body: otpValidateRequestSchema,
        response: { 200: partnerSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, partner } = await validateOtp(deps(), request.body);
      setSessionCookie(request, reply, token);
      return toPartnerSession(partner);
    },
  );
}

/** The session: who is signed in, and signing out. */
function registerSessionRoutes(app: RouteApp) {
  app.get(
    '/session',
    { preHandler: requirePartner, schema: { tags, summary: 'The signed-in partner, or 401', response: { 200: partnerSessionSchema, 401: apiErrorSchema } } },
    async (request) => toPartnerSession(currentPartner(request)),
  );

  app.get(
    // The address every page's HTML preloads (decision 0293).
    sessionStatusPath,
    {
      schema: {
        tags,
        summary: 'Whether a session exists: the signed-in partner, or signedIn false (never a 401)',
        response: { 200: sessionStatusSchema },
      },
    },
    async (request) => (request.partner ? { signedIn: true as const, partner: toPartnerSession(request.partner) } : { signedIn: false as const }),
  );

  app.post(
    '/session/logout',
    {
      schema: {
        tags,
        summary: 'End the session server-side and clear its cookie',
        response: { 204: noContent('Signed out') },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await endSession(app.db, token, app.providers.clock.now());
        // After the database, so no read in between can put the session back into an instance's cache.
        await app.sessionRevocations.revokeSession(token);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );
}
