import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { readEnv } from './env';
import { startJobWorker } from './jobs/job-worker';

/** Boots the service: checks the environment, opens and migrates the database, seeds, listens. */
async function main() {
  const env = readEnv();
  if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
  const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
  await database.migrate();
  if (env.SEED_DEMO_DATA === 'true') await seedDemoData(database.db);
  const app = await buildApp({ env, db: database.db });
  // Durable work (KYC polling) runs in every instance; the queue is in the database.
  const stopJobWorker = startJobWorker(app);
  const shutdown = async () => {
    await stopJobWorker();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(`Partner portal on http://localhost:${env.PORT} (database: ${database.driver})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
