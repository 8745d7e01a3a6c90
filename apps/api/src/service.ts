import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemoQrCodes } from './modules/qr-codes';
import { seedDemoCoupons } from './modules/coupons';
import { seedDemoData } from './db/seed';
import { readEnv } from './env';
import { lockDataFolder } from './db/data-folder-lock';
import { scheduleRetentionPrune } from './modules/retention';
import { pgliteTemplateFolder } from './package-paths';

export interface Service {
  app: FastifyInstance;
  /** Closes the app, then the database. */
  close: () => Promise<void>;
}

/**
 * The service as `npm start` runs it, not yet listening: checks the environment (secrets included), opens
 * the database (a new PGlite one from the build's migrated template, when there is one) and migrates it,
 * seeds the demo data, builds the app.
 */
export async function openService(source: NodeJS.ProcessEnv = process.env): Promise<Service> {
  const env = readEnv(source);
  if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
  // One process per embedded database: a second one refuses to start, the first keeps serving.
  const releaseDataFolder = env.DATABASE_URL ? async () => {} : await lockDataFolder(env.DATA_DIR);
  const database = await (env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS })
    : openDatabase({ dataDir: env.DATA_DIR, templateFolder: pgliteTemplateFolder }));
  try {
    if (env.MIGRATE_AT_START === 'true' || database.driver === 'pglite') await database.migrate();
    else if ((await database.countPendingMigrations()) > 0)
      throw new Error('Refusing to start: the database lacks migrations. Run `npm run migrate` first (MIGRATE_AT_START=false).');
    if (env.SEED_DEMO_DATA === 'true') {
      await seedDemoData(database.db);
      await seedDemoCoupons(database.db);
      if (env.PROVIDERS === 'sandbox') await seedDemoQrCodes(database.db, env.OTP_HASH_SECRET);
    }
    await scheduleRetentionPrune(database.db, new Date());
    const app = await buildApp({ env, db: database.db, poolStatistics: database.poolStatistics });
    app.log.info(`Database: ${database.driver}`);
    return {
      app,
      close: async () => {
        await app.close();
        await database.close();
        await releaseDataFolder();
      },
    };
  } catch (error) {
    await database.close();
    await releaseDataFolder();
    throw error;
  }
}
