import { and, count, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolStatistics } from '../db/client';
import { jobs } from '../jobs/jobs-schema';
import { RateLimitedError } from '../lib/sessions/otp-service';
import { outbox } from '../providers/outbox-schema';

export interface PortalMetrics {
  registry: Registry;
  /** OTPs not sent because a limit refused them (per address, per mobile, or a resend too soon). */
  otpSendsRefused: Counter<'route'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: PortalMetrics;
  }
}

export interface MetricsOptions {
  /** The PostgreSQL pool's figures; PGlite has no pool. */
  poolStatistics?: () => PoolStatistics;
}

/** Seconds: most answers take milliseconds; the top buckets catch waits for a connection and the statement timeout. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

/**
 * Prometheus metrics at GET /metrics with prom-client (decision 0183): request durations by route template
 * (never the URL: ids and tokens stay out) and status; the job queue, the outbox and the pool read when
 * scraped. A registry per app, so test apps in one process never share counts.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const otpSendsRefused = new Counter({
    name: 'otp_sends_refused_total',
    help: 'OTP sends refused by a send limit',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  registerQueueGauges(registry, app.db);
  if (options.poolStatistics) registerPoolGauges(registry, options.poolStatistics);
  app.decorate('metrics', { registry, otpSendsRefused });

  // One histogram child per method, route and status, found by one string key: prom-client's own label lookup
  // sorts and joins the label object on every observation, which is most of the metrics' cost per request
  // (decision 0188). The routes are the route table's templates, so the map stays small.
  const durationByLabels = new Map<string, Histogram.Internal<'method' | 'route' | 'status_code'>>();
  // onSend, not onResponse: a portal with any onResponse hook costs ~15 µs more a request (measured on POST quotes;
  // bare Fastify shows ~1 µs, so it is how the hook meets the portal's plugins), and the time until the answer is
  // handed to the socket is what the histogram is for. A callback hook, not an async one: no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A request that matched no route is counted under one label, whatever its path.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = durationByLabels.get(key);
    if (!child) {
      child = requestDuration.labels({ method: request.method, route, status_code: String(reply.statusCode) });
      durationByLabels.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done(null, payload);
  });

  // The OTP limits (lib/sessions/otp-service.ts) refuse with a RateLimitedError, whichever flow sends.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof RateLimitedError) otpSendsRefused.inc({ route: request.routeOptions.url ?? 'unmatched' });
  });

  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
});

/** The job queue and the outbox, read when scraped: prom-client collects every metric at once, each gauge reads its own figure. */
function registerQueueGauges(registry: Registry, db: Database) {
  const dueJobs = () =>
    db
      .select({ due: count(), oldest: min(jobs.runAt) })
      .from(jobs)
      .where(and(isNull(jobs.completedAt), lte(jobs.runAt, new Date())));
  new Gauge({
    name: 'job_queue_due',
    help: 'Jobs due and not completed (queue depth)',
    registers: [registry],
    async collect() {
      const [row] = await dueJobs();
      this.set(row?.due ?? 0);
    },
  });
  new Gauge({
    name: 'job_queue_oldest_due_seconds',
    help: 'How long the oldest due job has waited (0 when none)',
    registers: [registry],
    async collect() {
      const [row] = await dueJobs();
      this.set(row?.oldest ? Math.max(0, (Date.now() - new Date(row.oldest).getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'job_queue_failing',
    help: 'Jobs not completed whose last attempt failed',
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ failing: count() })
        .from(jobs)
        .where(and(isNull(jobs.completedAt), isNotNull(jobs.lastError)));
      this.set(row?.failing ?? 0);
    },
  });
  new Gauge({
    name: 'outbox_backlog',
    help: 'Outbox messages not yet sent',
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ unsent: count() })
        .from(outbox)
        .where(sql`${outbox.sentAt} is null`);
      this.set(row?.unsent ?? 0);
    },
  });
}

/** The PostgreSQL pool's figures (PGlite has no pool). */
function registerPoolGauges(registry: Registry, poolStatistics: () => PoolStatistics) {
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections checked out of the pool',
    registers: [registry],
    collect() {
      const figures = poolStatistics();
      this.set(figures.total - figures.idle);
    },
  });
  new Gauge({
    name: 'db_pool_requests_waiting',
    help: 'Requests waiting for a database connection',
    registers: [registry],
    collect() {
      this.set(poolStatistics().waiting);
    },
  });
}
