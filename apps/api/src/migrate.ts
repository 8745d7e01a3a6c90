import { openDatabase } from './db/client';
import { envSchema } from './env';
import { describeStartupFailure } from './startup-failure';

/**
 * `npm run migrate`: brings DATABASE_URL's database to the current migrations and exits, for deployments
 * that migrate before rolling out (then MIGRATE_AT_START=false). Under the same advisory lock as a start,
 * so it may run beside instances that are starting.
 */
async function migrate() {
  // Only the database's settings: migrating needs no secrets, nor makes any.
  const env = envSchema.pick({ DATABASE_URL: true }).parse(process.env);
  if (!env.DATABASE_URL) throw new Error('npm run migrate needs DATABASE_URL: embedded PGlite migrates at every start.');
  const database = await openDatabase({ url: env.DATABASE_URL, poolSize: 1, statementTimeoutMs: 10 * 60_000 });
  try {
    await database.migrate();
    console.log('Migrations are up to date.');
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  console.error(`Migrating failed:\n${describeStartupFailure(error)}`);
  process.exit(1);
});
