import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from '../package-paths';
import { DatabaseUnavailableError } from './database-errors';
import { loadPglite, readPgliteTemplate } from './pglite-template';
import { releaseConnectionsOfTransactions } from './releasing-transaction';
import * as schema from './tables';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** How many migrations the database has not had yet (PostgreSQL; PGlite always migrates at start). */
  countPendingMigrations: () => Promise<number>;
  close: () => Promise<void>;
  /** PostgreSQL only (PGlite has no pool). */
  poolStatistics?: () => PoolStatistics;
}

/** How long a request waits for a connection (a new one, or a free one of the pool) before it answers 503. */
export const CONNECTION_TIMEOUT_MS = 5_000;

/** The statement timeout unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A pool whose failure to hand out a connection, whatever the server or the network said (refused, timed
 * out, "not accepting connections", too many clients), is a DatabaseUnavailableError: the API answers 503.
 * pool.query and Drizzle's transactions both get their connection through connect. A class of pg's Pool, so
 * made once pg is loaded.
 */
function databasePoolOf(Pool: typeof pg.Pool) {
  return class DatabasePool extends Pool {
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
  };
}

export interface OpenDatabaseOptions {
  /** PostgreSQL's URL; without it, embedded PGlite. */
  url?: string;
  /** PGlite's folder; without it, PGlite in memory. */
  dataDir?: string;
  /** Where a migrated PGlite template is kept (db/pglite-template.ts): a new PGlite database starts from it when it is there. */
  templateFolder?: string;
  /** PostgreSQL: connections of this instance's pool. */
  poolSize?: number;
  /** PostgreSQL: longest a statement may run (server side) or wait for its answer (client side), in ms. */
  statementTimeoutMs?: number;
}

/** The pool's figures for /metrics and readiness: connections open, in use, and requests waiting for one. */
export interface PoolStatistics {
  total: number;
  idle: number;
  waiting: number;
}

/** The advisory lock every instance takes to migrate: one migrates, the others wait, then find nothing to do. */
export const MIGRATION_LOCK_KEY = `hashtext('portal_migrations')`;

/** PostgreSQL's driver, loaded when a database is opened on it: pg, with Drizzle's node-postgres session and migrator. */
async function loadPostgres() {
  const [{ default: pgModule }, { drizzle, NodePgSession, NodePgTransaction }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { Pool: pgModule.Pool, drizzle, migrate, NodePgSession, NodePgTransaction };
}

type PostgresDriver = Awaited<ReturnType<typeof loadPostgres>>;

/**
 * Runs the migrations on one connection holding a session advisory lock (decision 0181), so any number of
 * instances (or `npm run migrate` beside them) starting together on one database all come up. The lock is
 * the connection's: it goes with the connection if the process dies mid-way.
 */
async function migrateUnderLock(pool: pg.Pool, { drizzle, migrate }: PostgresDriver): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite (in memory, or kept in `dataDir`). Each driver's packages
 * load when it is chosen: a portal on PGlite never loads pg, one on PostgreSQL never loads PGlite (decision 0309).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const driver = await loadPostgres();
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const DatabasePool = databasePoolOf(driver.Pool);
  const pool = new DatabasePool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    keepAlive: true,
    // The server cancels a statement past the limit; the client stops waiting a little later, for a server
    // or a network that no longer answers at all. No request waits longer than that for its query.
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
  });
  // An idle connection the server drops (a restart, a failover) emits 'error' on the pool; without a
  // listener that would crash the process. The pool replaces the connection; once closing, it is expected.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  // A connection checked out between two queries of a transaction has no pool listener: its 'error' would
  // crash the process too. The transaction's next query fails instead, and the pool drops the connection.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = driver.drizzle(pool, { schema }) as unknown as Database;
  releaseConnectionsOfTransactions((db as unknown as { session: unknown }).session, driver);
  return {
    db,
    driver: 'postgres',
    poolStatistics: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: () => migrateUnderLock(pool, driver),
    countPendingMigrations: async () => {
      const applied = await pool
        .query<{ count: string }>('SELECT count(*) AS count FROM drizzle.__drizzle_migrations')
        .catch(() => ({ rows: [{ count: '0' }] }));
      return readMigrationFiles({ migrationsFolder }).length - Number(applied.rows[0]?.count ?? 0);
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { PGlite, extensions, drizzle, migrate } = await loadPglite();
  // A new database is unpacked from the template when there is one (PGlite refuses it over an existing one).
  const isNewDatabase = !options.dataDir || !existsSync(join(options.dataDir, 'PG_VERSION'));
  const template = options.templateFolder && isNewDatabase ? readPgliteTemplate(options.templateFolder) : undefined;
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: template, extensions });
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder }),
    countPendingMigrations: async () => 0,
    close: () => client.close(),
  };
}
