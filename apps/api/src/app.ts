import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import type { DestinationStream } from 'pino';
import type { Database, PoolStatistics } from './db/client';
import type { Env } from './env';
import type { JobHandler } from './jobs/job-queue';
import { defaultWebDist } from './package-paths';
import { authPlugin } from './plugins/auth';
import { customerAuthPlugin } from './plugins/customer-auth';
import { crossSiteProtectionPlugin } from './plugins/cross-site-protection';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { createLogger } from './plugins/logging';
import { healthRoutes } from './plugins/health-routes';
import { metricsPlugin } from './plugins/metrics';
import { openApiResponseCheckPlugin } from './plugins/openapi-response-check';
import { createRequestIdGenerator, requestIdPlugin } from './plugins/request-id';
import { openApiOptions } from './plugins/openapi';
import { publicRateLimitPlugin } from './plugins/public-rate-limit';
import { redisPlugin } from './plugins/redis';
import { safeTextPlugin } from './plugins/safe-text';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createWebCacheControl } from './plugins/web-app-cache';
import { createPageHtml, etagWithPreloads, languageOfPage, partnerPreloadsOf } from './plugins/web-app-page-html';
import { languageOfRequest } from './i18n/api-i18n';
import { zodSchemaController } from './plugins/zod-schema-controller';
import { chooseProviders } from './live-provider-settings';
import { createProviders, deliveryReportTokenOf, type Providers } from './providers/providers';
import { isRazorpayGateway } from './providers/payment-gateway/razorpay-gateway';
import { razorpayCheckoutRoutes } from './providers/payment-gateway/razorpay-checkout-routes';
import { kaleyraDeliveryReportRoutes } from './providers/sms/kaleyra-delivery-report-routes';
import { SandboxKycProvider } from './providers/kyc/sandbox-kyc-provider';
import { sandboxKycRoutes } from './providers/kyc/sandbox-kyc-routes';
import { sandboxCheckoutRoutes } from './providers/payment-gateway/sandbox-checkout-routes';
import { SandboxPaymentGateway } from './providers/payment-gateway/sandbox-payment-gateway';
import { authRoutes } from './modules/auth/auth-routes';
import { brochureRoutes } from './modules/config/brochure-routes';
import { configRoutes } from './modules/config/config-routes';
import { configSourceRoutes } from './modules/config/config-source-routes';
import { partnersRoutes } from './modules/partners/partners-routes';
import { salesRoutes } from './modules/sales/sales-routes';
import { paymentsRoutes } from './modules/payments/payments-routes';
import { policiesRoutes } from './modules/policies/policies-routes';
import { uploadsRoutes } from './modules/uploads/uploads-routes';
import { templatesRoutes } from './modules/templates/templates-routes';
import { lookupsRoutes } from './modules/lookups/lookups-routes';
import { mandatesRoutes } from './modules/mandates/mandates-routes';
import { kycRoutes } from './modules/kyc/kyc-routes';
import { aggregatorRoutes } from './modules/sales/aggregator-routes';
import { leadShareRoutes } from './modules/leads/lead-share-routes';
import { leadsRoutes } from './modules/leads/leads-routes';
import { lendingRoutes } from './modules/lending/lending-routes';
import { qrCodesRoutes } from './modules/qr-codes/qr-codes-routes';
import { creditScoreRoutes } from './modules/credit-score/credit-score-routes';
import { creditCustomerRoutes } from './modules/credit-score/credit-customer-routes';
import { creditCustomerConsentRoutes } from './modules/credit-score/credit-customer-consent-routes';
import { plOfferRoutes } from './modules/credit-score/pl-offer-routes';
import { customerSessionRoutes } from './modules/customers/customer-session-routes';
import { customerConsentsRoutes } from './modules/customers/customer-consents-routes';
import { customerLoanRoutes } from './modules/customer-loans/customer-loan-routes';
import { payoutsRoutes } from './modules/payouts/payouts-routes';
import { freeLookRoutes } from './modules/free-look/free-look-routes';
import { couponsRoutes } from './modules/coupons/coupons-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { analyticsRoutes } from './modules/analytics/analytics-routes';
import { notificationsRoutes } from './modules/notifications/notifications-routes';
import { platformRoutes } from './modules/platform/platform-routes';
import { helpCentreRoutes } from './modules/help-centre/help-centre-routes';
import { createNotifier, type Notifier } from './lib/notifier';
import { lifeRoutes } from './modules/life/life-routes';
import { composeFlows, composeJobHandlers } from './composition-root';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    env: Env;
    providers: Providers;
    /** Each durable job kind's handler, wired by composition-root.ts; the job worker runs them. */
    jobHandlers: Record<string, JobHandler>;
    /** Every SMS and email as a notification through the job queue (decision 0104); `providers.sms`/`email` send through it. */
    notifier: Notifier;
  }
}

export interface BuildAppOptions {
  env: Env;
  db: Database;
  /** Replace providers in tests (e.g. a clock or a failing gateway). */
  providers?: Providers;
  /** Where the log goes (stdout otherwise); tests read it. */
  logStream?: DestinationStream;
  /** The PostgreSQL pool's figures, for /metrics. */
  poolStatistics?: () => PoolStatistics;
}

/** Builds the whole service: plugins first, then every module's routes, registered here and nowhere else. */
export async function buildApp({ env, db, providers, logStream, poolStatistics }: BuildAppOptions): Promise<FastifyInstance> {
  // What a log line may hold is decided in plugins/logging.ts (decision 0047).
  const app = Fastify({
    ...(env.LOG_LEVEL === 'silent' ? { logger: false } : { loggerInstance: createLogger(env.LOG_LEVEL, logStream) }),
    // Only the listed proxies may name the client (X-Forwarded-For) and the protocol; anyone else's header is ignored.
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
    // A trusted proxy's X-Request-Id, else a random one; on every log line of the request and every answer.
    genReqId: createRequestIdGenerator(env.TRUSTED_PROXIES),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    schemaController: zodSchemaController,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('db', db);
  app.decorate('env', env);
  // Modules send through `providers.sms`/`email`: the notifier, which queues each message and hands it to the transports.
  const transports = providers ?? createProviders(env, db, app.log);
  const notifier = createNotifier({ db, clock: transports.clock, transports: { sms: transports.sms, email: transports.email } });
  app.decorate('notifier', notifier);
  // A message the outbox relay gives up in the background joins the failed messages (decision 0200).
  transports.outboxRelay.onRefused(notifier.failRelayed);
  app.decorate('providers', { ...transports, sms: notifier.sms, email: notifier.email });
  // The flows across modules and every job kind's handler, wired in one place (decision 0221).
  const flows = composeFlows(app);
  app.decorate('jobHandlers', { ...(await composeJobHandlers(app, flows)) });

  await registerPlugins(app, env, poolStatistics);

  await app.register(
    async (api) => {
      // Scoped to /api (the static web app is not counted); after the auth plugin, which it asks who is signed in.
      await api.register(publicRateLimitPlugin);
      await api.register(authRoutes);
      await api.register(configRoutes);
      await api.register(brochureRoutes);
      await api.register(partnersRoutes);
      await api.register(salesRoutes, { proposalOrders: flows.proposalOrders, priceWithCoupon: flows.priceWithCoupon });
      await api.register(paymentsRoutes, flows.payments);
      await api.register(policiesRoutes);
      // A cancellation in the free look takes the partner's payout back, in its transaction (decision 0116).
      await api.register(freeLookRoutes, { onPolicyCancelledInFreeLook: flows.freeLookReversals });
      await api.register(uploadsRoutes);
      await api.register(lookupsRoutes);
      await api.register(mandatesRoutes);
      await api.register(kycRoutes);
      await api.register(aggregatorRoutes);
      await api.register(leadsRoutes);
      await api.register(leadShareRoutes);
      await api.register(lendingRoutes, flows.lending);
      await api.register(qrCodesRoutes, { issuePolicy: flows.issuePolicy });
      await api.register(creditScoreRoutes);
      await api.register(creditCustomerRoutes);
      await api.register(creditCustomerConsentRoutes);
      await api.register(plOfferRoutes);
      await api.register(customerSessionRoutes);
      await api.register(customerConsentsRoutes);
      await api.register(customerLoanRoutes, flows.customerLoans);
      await api.register(payoutsRoutes);
      await api.register(couponsRoutes);
      await api.register(adminRoutes);
      await api.register(analyticsRoutes);
      await api.register(notificationsRoutes);
      await api.register(platformRoutes);
      await api.register(configSourceRoutes);
      await api.register(helpCentreRoutes);
      await api.register(templatesRoutes);
      await api.register(lifeRoutes);
      // The sandbox providers' own pages (hosted checkout, KYC page), only when those providers are in use.
      const { paymentGateway, kyc } = app.providers;
      if (paymentGateway instanceof SandboxPaymentGateway) await api.register(sandboxCheckoutRoutes(paymentGateway));
      if (kyc instanceof SandboxKycProvider) await api.register(sandboxKycRoutes(kyc));
      // The live providers' own pages and callbacks: Razorpay's Standard Checkout, the SMS gateway's delivery reports.
      if (isRazorpayGateway(paymentGateway)) await api.register(razorpayCheckoutRoutes(paymentGateway));
      if (chooseProviders(env).sms === 'kaleyra') await api.register(kaleyraDeliveryReportRoutes(app.providers.outboxRelay, deliveryReportTokenOf(env)));
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, env);
  return app;
}

/** The plugins every route runs behind: errors, request ids, metrics, Redis, security headers, cookies, the OpenAPI document and the sessions. */
async function registerPlugins(app: FastifyInstance, env: Env, poolStatistics: BuildAppOptions['poolStatistics']) {
  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);
  if (env.OPENAPI_VIOLATIONS_FILE) await app.register(openApiResponseCheckPlugin, { violationsFile: env.OPENAPI_VIOLATIONS_FILE });
  if (env.METRICS_ENABLED === 'true') await app.register(metricsPlugin, { poolStatistics });
  await app.register(redisPlugin);
  await app.register(safeTextPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: { 'script-src': ["'self'"], 'img-src': ["'self'", 'data:'], 'style-src': ["'self'", "'unsafe-inline'"] },
    },
  });
  await app.register(crossSiteProtectionPlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(cookie);
  await app.register(swagger, openApiOptions(env));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin);
  await app.register(customerAuthPlugin);
  // Outside the /api scope: probes are never rate limited.
  await app.register(healthRoutes);
}

/** The built web app, when there is one: its files, and index.html for any other GET that is not an API call. */
async function serveWebApp(app: FastifyInstance, env: Env) {
  const webDist = env.WEB_DIST ?? defaultWebDist;
  if (existsSync(`${webDist}/index.html`)) {
    const cacheControlOf = createWebCacheControl(webDist);
    const pageHtml = createPageHtml(webDist);
    // Brotli or gzip copies written at build time when the browser accepts them; hashed assets cached for a
    // year, index.html checked every time so a new build is picked up (decision 0060).
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The .br and .gz copies are found beside their file, not requested by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlOf(path)),
    });
    // Any other GET that is not an API call is a client-side route of the single-page app. A catch-all
    // route, because the errors plugin already owns the root not-found handler.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0]!;
      // A missing API route or built file is a 404, never the app's HTML (a browser would run it as a script).
      if (path.startsWith('/api/') || path.startsWith('/assets/'))
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${path}` } });
      const language = languageOfPage(request);
      const browserLanguage = languageOfRequest(request);
      const html = pageHtml({ pathname: path, language, browserLanguage, acceptEncoding: request.headers['accept-encoding'] });
      // The signed-in partner's own calls the page waits on, asked beside its code (decision 0302).
      const partnerPreloads = request.partner ? partnerPreloadsOf(request.url, language, browserLanguage) : undefined;
      if (partnerPreloads) reply.header('link', partnerPreloads);
      const etag = partnerPreloads ? etagWithPreloads(html.etag, partnerPreloads) : html.etag;
      // It varies by what decides the language and by the encoding; revalidated each time (decision 0060). A 304
      // is typed as the document too: a browser takes a 304's headers onto its stored copy, and an API answer's
      // Content-Security-Policy (default-src 'none') would then block the page's own scripts.
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', cacheControlOf(join(webDist, 'index.html')))
        .header('vary', 'accept-encoding, accept-language, cookie')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      if (html.encoding !== 'identity') reply.header('content-encoding', html.encoding);
      return reply.send(html.body);
    });
  }
}
