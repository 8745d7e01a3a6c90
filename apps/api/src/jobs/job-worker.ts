import type { FastifyInstance } from 'fastify';
import { KYC_POLL_JOB, kycPollJobHandler } from '../modules/kyc/kyc-service';
import { kycContextOf } from '../modules/kyc/kyc-routes';
import { REFUND_JOB, refundJobHandler } from '../modules/payments/refunds-service';
import { runDueJobs, type JobHandler } from './job-queue';

/** Every kind of durable job and its handler. */
export function jobHandlersOf(app: FastifyInstance): Record<string, JobHandler> {
  return {
    [KYC_POLL_JOB]: kycPollJobHandler(kycContextOf(app)),
    [REFUND_JOB]: refundJobHandler({ db: app.db, gateway: app.providers.paymentGateway, clock: app.providers.clock }),
  };
}

/**
 * Runs due jobs every `intervalMs` in this instance until stopped (the answer: stops and waits for the
 * round in progress). The queue is in the database, so any number of instances may run a worker; a failing
 * round (the database unreachable, say) is logged and the next one goes on. A tick that finds the last
 * round still running skips, so slow rounds never pile up.
 */
export function startJobWorker(app: FastifyInstance, intervalMs = 5_000): () => Promise<void> {
  const handlers = jobHandlersOf(app);
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runDueJobs(app.db, handlers, app.providers.clock.now())
      .catch((error: unknown) => app.log.error({ err: error }, 'job worker round failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
