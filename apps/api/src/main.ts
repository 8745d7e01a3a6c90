import { startJobWorker } from './jobs/job-worker';
import { openService } from './service';
import { describeStartupFailure } from './startup-failure';
import { shutdownTracingKey } from './tracing-shutdown';

/**
 * Boots the service and listens. SIGTERM or SIGINT (handed on by `npm start`, which execs node) stops it:
 * no new requests, those in flight finish (up to SHUTDOWN_TIMEOUT_MS), the job worker finishes its job and
 * releases the ones it claimed but had not started, then the pool closes (decision 0181).
 */
async function main() {
  const { app, close } = await openService();
  // Durable work (KYC polling) runs in every instance; the queue is in the database.
  const stopJobWorker = startJobWorker(app);
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'Stopping: no new requests; finishing those in flight');
    // Past the timeout the process ends anyway: a hung request must not keep a rollout waiting.
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: app.env.SHUTDOWN_TIMEOUT_MS }, 'Stopped before requests in flight finished (timeout)');
      process.exit(1);
    }, app.env.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    try {
      await stopJobWorker();
      await close();
      // Spans still buffered go out before the process ends (tracing.ts leaves its shutdown here when it runs).
      await (globalThis as { [shutdownTracingKey]?: () => Promise<void> })[shutdownTracingKey]?.();
      app.log.info('Stopped: requests drained, job worker released its jobs, database closed');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Stopping failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: a process manager signals the whole group, so node gets the signal twice (from it and from
  // npm handing it on); with `once` the second would end node mid-drain, dropping requests and the data folder's lock.
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ host: app.env.HOST, port: app.env.PORT });
  app.log.info(`Partner portal on http://localhost:${app.env.PORT}`);
}

main().catch((error: unknown) => {
  console.error(`The portal could not start:\n${describeStartupFailure(error)}`);
  process.exit(1);
});
