import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsEvents,
  apiErrorSchema,
  apiHostsUnder,
  bankCodes,
  cacheEntrySchema,
  cacheGetQuerySchema,
  cacheMessages,
  cachePutRequestSchema,
  catalogue,
  configurationUrlsSchema,
  constantsQuerySchema,
  constantsResponseSchema,
  DEFAULT_FOOTER_SEQUENCE,
  journeyStages,
  lengths,
  newsletterAnswerSchema,
  newsletterMessages,
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
  MOBILE_PRICE_MAX_EXCLUSIVE,
  MOBILE_PRICE_MIN,
  paiseToRupees,
  paymentModes,
  resultStatuses,
  SMALL_SCREEN_BREAKPOINT_PX,
  TOLL_FREE_NUMBER,
  tokenIssueRequestSchema,
  tokenIssueResponseSchema,
  transformRequestSchema,
  transformResponseSchema,
} from '@portal/domain';
import { currentPartner, requirePartner } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { getCached, putCached, type CacheStoreDeps } from './cache-store';
import { issueAccessToken, prepareAccessTokens } from '../../security/access-tokens';
import { subscribeToNewsletter, unsubscribeFromNewsletter } from './newsletter';
import { transformValues } from './transform';
import { languageOfRequest } from '../../i18n/api-i18n';
import type { RouteApp } from '../../plugins/route-app';

const tags = ['platform'];
const signedInErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
type AccessTokens = Awaited<ReturnType<typeof prepareAccessTokens>>;
type OriginOf = (request: { protocol: string; host: string }) => string;

/** SPEC §9's business constants as /configuration/constant/fetch answers them. */
const businessConstants: Record<string, unknown> = {
  lengths,
  smallScreenBreakpointPx: SMALL_SCREEN_BREAKPOINT_PX,
  defaultFooterSequence: DEFAULT_FOOTER_SEQUENCE,
  bankCodes,
  tollFreeNumber: TOLL_FREE_NUMBER,
  mobilePrice: { min: MOBILE_PRICE_MIN, maxExclusive: MOBILE_PRICE_MAX_EXCLUSIVE },
  startingPricesInRupees: Object.fromEntries(
    catalogue.map((product) => [product.code, product.startingPrice === undefined ? null : paiseToRupees(product.startingPrice)]),
  ),
  resultStatuses,
  journeyStages,
  analyticsEvents,
  paymentModes,
};

// Routes of the platform calls of SPEC §7 (cache, transform, tokens, configuration; decisions 0105-0107); registered under /api in app.ts.
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = (): CacheStoreDeps => ({ db: app.db, redis: app.redis, keyPrefix: app.env.REDIS_KEY_PREFIX });
  const accessTokens = await prepareAccessTokens(app.env.QUOTE_SIGNING_SECRET);
  const originOf = (request: { protocol: string; host: string }) => app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
  registerCacheRoutes(app, cache);
  registerUtilityRoutes(app, accessTokens, originOf);
  registerNewsletterRoutes(app);
};

/** A JSON value cached in the partner's own namespace, and read back. */
function registerCacheRoutes(app: RouteApp, cache: () => CacheStoreDeps) {
  app.post(
    '/master/public/add-redis',
    {
      preHandler: requirePartner,
      schema: {
        tags,
        summary: "Caches a JSON value under a key in the partner's own namespace (tenant and partner) for up to a day; Redis, else the database",
        body: cachePutRequestSchema,
        response: { 201: cacheEntrySchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const partner = currentPartner(request);
      const { key, value, ttlSeconds } = request.body;
      const stored = await putCached(cache(), { tenantCode: partner.tenantCode, partnerId: partner.id }, key, value, ttlSeconds, app.providers.clock.now());
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ key, value: stored.value, expiresAt: stored.expiresAt.toISOString(), store: stored.store });
    },
  );

  app.get(
    '/get-redis',
    {
      preHandler: requirePartner,
      schema: {
        tags,
        summary: "A value the partner cached (another partner's or tenant's key is simply not found)",
        querystring: cacheGetQuerySchema,
        response: { 200: cacheEntrySchema, 404: apiErrorSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const partner = currentPartner(request);
      const { key } = request.query;
      const found = await getCached(cache(), { tenantCode: partner.tenantCode, partnerId: partner.id }, key, app.providers.clock.now());
      if (!found) throw notFound(cacheMessages.notFound);
      return reply.header('cache-control', 'no-store').send({ key, value: found.value, expiresAt: found.expiresAt.toISOString(), store: found.store });
    },
  );
}

/** Value transforms, short-lived tokens, and the deployment's hosts and business constants. */
function registerUtilityRoutes(app: RouteApp, accessTokens: AccessTokens, originOf: OriginOf) {
  app.post(
    '/utilities/public/transform',
    {
      schema: {
        tags,
        summary:
          'Converts values between the forms SPEC §3 and §5 fix: rupees with Indian grouping, amount in words, DD/MM/YYYY ⇄ ISO dates, masked mobile or email',
        body: transformRequestSchema,
        response: { 200: transformResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const language = languageOfRequest(request);
      void reply.header('content-language', language).header('vary', 'Accept-Language');
      return { results: transformValues(request.body.items, language) };
    },
  );

  app.post(
    '/token/issue',
    {
      preHandler: requirePartner,
      schema: {
        tags,
        summary: 'A short-lived sealed bearer token for the help centre, file or document host, carrying the partner and tenant only',
        body: tokenIssueRequestSchema,
        response: { 201: tokenIssueResponseSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const issued = await issueAccessToken(accessTokens, currentPartner(request), request.body.audience, app.providers.clock.now());
      return reply.code(201).header('cache-control', 'no-store').send(issued);
    },
  );

  app.get(
    '/configuration/urls',
    {
      schema: {
        tags,
        summary: "The service's hosts of SPEC §7 (platform v1 and v2, premium v2, documents, files, payments, help centre, newsletter) for this deployment",
        response: { 200: configurationUrlsSchema },
      },
    },
    async (request) => {
      return {
        environment: app.env.PROVIDERS === 'sandbox' ? 'sandbox' : 'live',
        urls: apiHostsUnder(`${originOf(request)}/api`),
      };
    },
  );

  app.get(
    '/configuration/constant/fetch',
    {
      schema: {
        tags,
        summary: "SPEC §9's business constants (lengths, price bounds, starting prices, breakpoint, footer sequence, bank codes…), all or the named ones",
        querystring: constantsQuerySchema,
        response: { 200: constantsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const wanted = request.query.keys?.split(',').filter(Boolean);
      return wanted
        ? Object.fromEntries(wanted.filter((key) => Object.hasOwn(businessConstants, key)).map((key) => [key, businessConstants[key]]))
        : businessConstants;
    },
  );
}

/** The newsletter: subscribed with consent, and stopped as easily. */
function registerNewsletterRoutes(app: RouteApp) {
  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags,
        summary: 'Subscribes an email to the newsletter with its consent recorded (the same answer whether or not it was subscribed)',
        body: newsletterSubscribeRequestSchema,
        response: { 202: newsletterAnswerSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await subscribeToNewsletter({ db: app.db, email: app.providers.email }, request.body, app.providers.clock.now(), languageOfRequest(request));
      return reply.code(202).send({ message: newsletterMessages.subscribed });
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Stops the newsletter to an email (as easy as subscribing; the same answer for any address)',
        body: newsletterUnsubscribeRequestSchema,
        response: { 202: newsletterAnswerSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await unsubscribeFromNewsletter(app.db, request.body.email, app.providers.clock.now());
      return reply.code(202).send({ message: newsletterMessages.unsubscribed });
    },
  );
}
