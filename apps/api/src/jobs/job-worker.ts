import type { FastifyInstance } from 'fastify';
import { runDueJobs } from './job-queue';

/**
 * Runs due jobs every `intervalMs` in this instance until stopped (the answer: stops and waits for the
 * round in progress), each with the handler its module set in `app.jobHandlers`. The queue is in the
 * database, so any number of instances may run a worker; a failing round (the database unreachable, say)
 * is logged and the next one goes on. A tick that finds the last round still running skips, so slow
 * rounds never pile up.
 */
export function startJobWorker(app: FastifyInstance, intervalMs = 5_000): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runDueJobs(app.db, app.jobHandlers, app.providers.clock.now())
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
