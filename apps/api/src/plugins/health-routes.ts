import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How long readiness waits for the database or Redis to answer before calling it down. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

const dependencySchema = z.enum(['database', 'redis']);
const healthSchema = z.object({ status: z.literal('ok') });
const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** What does not answer; empty when ready. */
  down: z.array(dependencySchema),
});

async function answersInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness for load balancers and orchestrators (decision 0183). Registered outside the
 * rate-limited /api scope, and logged only at warn: a probe every few seconds would drown the log.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // `rateLimit: false` says so to the OpenAPI document too (plugins/openapi.ts): no 429 here.
  const probe = { logLevel: 'warn' as const, config: { rateLimit: false as const } };
  app.get(
    '/api/health',
    {
      ...probe,
      schema: { tags: ['operations'], summary: 'Liveness: the process answers', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/health/ready',
    {
      ...probe,
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database, and Redis where configured, answer',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const { redis } = app;
      const [database, redisUp] = await Promise.all([
        answersInTime(() => app.db.execute(sql`select 1`)),
        redis ? answersInTime(() => redis.ping()) : Promise.resolve(true),
      ]);
      const down = [...(database ? [] : ['database' as const]), ...(redisUp ? [] : ['redis' as const])];
      if (down.length > 0) reply.header('retry-after', '5');
      return reply.status(down.length > 0 ? 503 : 200).send({ status: down.length > 0 ? 'unavailable' : 'ready', down });
    },
  );
};
