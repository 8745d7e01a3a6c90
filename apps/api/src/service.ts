import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { readEnv } from './env';

export interface Service {
  app: FastifyInstance;
  /** Closes the app, then the database. */
  close: () => Promise<void>;
}

/**
 * The service as `npm start` runs it, not yet listening: checks the environment (secrets included), opens
 * and migrates the database, seeds the demo data, builds the app.
 */
export async function openService(source: NodeJS.ProcessEnv = process.env): Promise<Service> {
  const env = readEnv(source);
  if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
  const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
  try {
    await database.migrate();
    if (env.SEED_DEMO_DATA === 'true') await seedDemoData(database.db);
    const app = await buildApp({ env, db: database.db });
    app.log.info(`Database: ${database.driver}`);
    return {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
