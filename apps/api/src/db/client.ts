import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../package-paths';
import { DatabaseUnavailableError } from './database-errors';
import { pgliteExtensions, readPgliteTemplate } from './pglite-template';
import * as schema from './tables';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

/** How long a request waits for a connection (a new one, or a free one of the pool) before it answers 503. */
export const CONNECTION_TIMEOUT_MS = 5_000;

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A pool whose failure to hand out a connection, whatever the server or the network said (refused, timed
 * out, "not accepting connections", too many clients), is a DatabaseUnavailableError: the API answers 503.
 * pool.query and Drizzle's transactions both get their connection through connect.
 */
class DatabasePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        throw new DatabaseUnavailableError(error);
      });
    }
    super.connect((error, client, done) => callback(error && new DatabaseUnavailableError(error), client, done));
  }
}
export interface OpenDatabaseOptions {
  /** PostgreSQL's URL; without it, embedded PGlite. */
  url?: string;
  /** PGlite's folder; without it, PGlite in memory. */
  dataDir?: string;
  /** Where a migrated PGlite template is kept (db/pglite-template.ts): a new PGlite database starts from it when it is there. */
  templateFolder?: string;
}

/** PostgreSQL when a URL is given, else embedded PGlite (in memory, or kept in `dataDir`). */
export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.url) {
    const pool = new DatabasePool({ connectionString: options.url, max: 10, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, keepAlive: true });
    // An idle connection the server drops (a restart, a failover) emits 'error' on the pool; without a
    // listener that would crash the process. The pool replaces the connection; once closing, it is expected.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    // A connection checked out between two queries of a transaction has no pool listener: its 'error' would
    // crash the process too. The transaction's next query fails instead, and the pool drops the connection.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  // A new database is unpacked from the template when there is one (PGlite refuses it over an existing one).
  const isNewDatabase = !options.dataDir || !existsSync(join(options.dataDir, 'PG_VERSION'));
  const template = options.templateFolder && isNewDatabase ? readPgliteTemplate(options.templateFolder) : undefined;
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: template, extensions: pgliteExtensions });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
