import type { FastifyInstance } from 'fastify';
import { runDueJobs } from './job-queue';

/**
 * Runs due jobs every `intervalMs` (JOB_WORKER_INTERVAL_MS unless a test sets it) in this instance until stopped
 * (the answer: stops and waits for the round in progress), each with its kind's handler in `app.jobHandlers`
 * (composition-root.ts). The queue is in the database, so any number of instances may run a worker; a failing
 * round (the database unreachable, say) is logged and the next one goes on. A tick that finds the last round
 * still running skips, so slow rounds never pile up. Stopped, it finishes the job in hand and releases the others
 * it claimed.
 */
export function startJobWorker(app: FastifyInstance, intervalMs = app.env.JOB_WORKER_INTERVAL_MS): () => Promise<void> {
  // Logged so an operator (and start.test) sees the interval the instance really runs with.
  app.log.info({ intervalMs }, 'Job worker started');
  let running: Promise<unknown> | undefined;
  let stopping = false;
  const timer = setInterval(() => {
    if (running) return;
    running = runDueJobs(app.db, app.jobHandlers, app.providers.clock.now(), () => stopping)
      .catch((error: unknown) => app.log.error({ err: error }, 'job worker round failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  // Stopping: the job in hand finishes, the rest of the round's claimed jobs are released.
  return async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  };
}
