import { startJobWorker } from './jobs/job-worker';
import { openService } from './service';

/** Boots the service and listens; SIGINT and SIGTERM stop it cleanly. */
async function main() {
  const { app, close } = await openService();
  // Durable work (KYC polling) runs in every instance; the queue is in the database.
  const stopJobWorker = startJobWorker(app);
  const shutdown = async () => {
    await stopJobWorker();
    await close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ host: app.env.HOST, port: app.env.PORT });
  app.log.info(`Partner portal on http://localhost:${app.env.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
