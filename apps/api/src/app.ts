import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DestinationStream } from 'pino';
import type { Database } from './db/client';
import type { Env } from './env';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { createLogger } from './plugins/logging';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createProviders, type Providers } from './providers/providers';
import { authRoutes } from './modules/auth/auth-routes';
import { configRoutes } from './modules/config/config-routes';
import { partnersRoutes } from './modules/partners/partners-routes';
import { salesRoutes } from './modules/sales/sales-routes';
import { paymentsRoutes } from './modules/payments/payments-routes';
import { uploadsRoutes } from './modules/uploads/uploads-routes';
import { lookupsRoutes } from './modules/lookups/lookups-routes';
import { mandatesRoutes } from './modules/mandates/mandates-routes';
import { kycRoutes } from './modules/kyc/kyc-routes';
import { aggregatorRoutes } from './modules/aggregator/aggregator-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    env: Env;
    providers: Providers;
  }
}

export interface BuildAppOptions {
  env: Env;
  db: Database;
  /** Replace providers in tests (e.g. a clock or a failing gateway). */
  providers?: Providers;
  /** Where the log goes (stdout otherwise); tests read it. */
  logStream?: DestinationStream;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole service: plugins first, then every module, registered explicitly. */
export async function buildApp({ env, db, providers, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  // What a log line may hold is decided in plugins/logging.ts (decision 0047).
  const app = Fastify({
    ...(env.LOG_LEVEL === 'silent' ? { logger: false } : { loggerInstance: createLogger(env.LOG_LEVEL, logStream) }),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', db);
  app.decorate('env', env);
  app.decorate('providers', providers ?? createProviders(env, db, app.log));

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: { 'script-src': ["'self'"], 'img-src': ["'self'", 'data:'], 'style-src': ["'self'", "'unsafe-inline'"] },
    },
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'Partner portal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(configRoutes);
      await api.register(partnersRoutes);
      await api.register(salesRoutes);
      await api.register(paymentsRoutes);
      await api.register(uploadsRoutes);
      await api.register(lookupsRoutes);
      await api.register(mandatesRoutes);
      await api.register(kycRoutes);
      await api.register(aggregatorRoutes);
    },
    { prefix: '/api' },
  );

  const webDist = env.WEB_DIST ?? defaultWebDist;
  if (existsSync(`${webDist}/index.html`)) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
    // Any other GET that is not an API call is a client-side route of the single-page app. A catch-all
    // route, because the errors plugin already owns the root not-found handler.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (!request.url.startsWith('/api/')) return reply.type('text/html').sendFile('index.html');
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
    });
  }
  return app;
}
