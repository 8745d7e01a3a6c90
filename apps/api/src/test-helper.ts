import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DestinationStream } from 'pino';
import { tenants as tenantDefinitions, tenantCodes, type Role, type TenantCode } from '@portal/domain';
import { buildApp } from './app';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { partnerAuthorisations, partners, tenants } from './db/partners-schema';
import { migrationsDigest, writePgliteTemplate } from './db/pglite-template';
import { testEnv, type Env } from './env';
import { migrationsFolder } from './package-paths';
import { createSession, SESSION_COOKIE } from './lib/sessions/session-repository';
import { createProviders, type Providers } from './providers/providers';

/** The tests' migrated PGlite template, made by the first test file that needs it after a migration changes. */
const testTemplateFolder = fileURLToPath(new URL('../../../node_modules/.cache/portal-pglite-template', import.meta.url));

/**
 * A fresh, migrated database for one test file: in-memory PGlite (one an earlier file of the worker closed,
 * emptied, or one unpacked from the migrated template, ~1.5 s instead of ~3 s to create and migrate), or — when
 * the test project sets TEST_DB_DRIVER=postgres — a new database on TEST_DATABASE_URL's server, dropped on
 * close. A migration's own test asks for it unmigrated; a test that closes it to see it gone asks for one of
 * its own (`reuse: false`), which its close closes.
 */
export async function createTestDatabase(options: { migrated?: boolean; reuse?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const migrated = options.migrated ?? true;
  if (process.env.TEST_DB_DRIVER !== 'postgres' || !serverUrl) {
    if (!migrated) return await openDatabase({});
    return takeMigratedPglite({ reuse: options.reuse ?? true });
  }
  const database = migrated ? await copyOfMigratedTemplate(serverUrl) : await createPostgresTestDatabase(serverUrl);
  const handle = await openDatabase({ url: database.url });
  if (migrated) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * Migrated PGlite databases that earlier test files of this worker have closed, kept to be emptied and taken
 * again: test files share their worker's modules (isolate: false), and unpacking the template took 1.3–2.5 s a
 * file, 40 % of the API tests' time on PGlite. Emptying one takes a few milliseconds.
 */
const closedPglites: DatabaseHandle[] = [];

const pgliteClientOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PGlite }).$client;

async function takeMigratedPglite(options: { reuse: boolean }): Promise<DatabaseHandle> {
  let handle: DatabaseHandle | undefined;
  while (options.reuse && !handle && closedPglites.length > 0) {
    const closed = closedPglites.pop()!;
    if (pgliteClientOf(closed).closed) continue;
    await emptyPglite(pgliteClientOf(closed));
    handle = closed;
  }
  if (!handle) {
    await writePgliteTemplate(testTemplateFolder);
    handle = await openDatabase({ templateFolder: testTemplateFolder });
    // Still run: the template holds every migration, so this only checks that.
    await handle.migrate();
    if (!options.reuse) return handle;
  }
  const taken = handle;
  let returned = false;
  return {
    ...taken,
    close: async () => {
      if (returned) return;
      returned = true;
      closedPglites.push(taken);
    },
  };
}

/**
 * A migrated database as the template left it: the session's state reset (settings, advisory locks, prepared
 * statements), every table of the portal emptied and its sequences back at their start. The migrations put no
 * rows in the portal's tables (drizzle's own journal is in its own schema and stays).
 */
async function emptyPglite(client: PGlite): Promise<void> {
  await client.exec('DISCARD ALL');
  const { rows } = await client.query<{ tables: string | null; sequences: string | null }>(
    `SELECT (SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') FROM pg_tables WHERE schemaname = 'public') AS tables,
            (SELECT string_agg(format('ALTER SEQUENCE %I.%I RESTART;', schemaname, sequencename), ' ') FROM pg_sequences WHERE schemaname = 'public') AS sequences`,
  );
  const [{ tables, sequences }] = rows as [{ tables: string | null; sequences: string | null }];
  await client.exec(`${tables ? `TRUNCATE ${tables} RESTART IDENTITY CASCADE;` : ''} ${sequences ?? ''}`);
}

/**
 * For a migration's own test: a copy of the migrations folder whose journal stops just before `tag`, or just
 * after it (`include`), to bring an unmigrated test database to the state before or after that migration.
 * The caller removes the folder.
 */
async function migrationsUpTo(tag: string, options: { include: boolean }): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`No migration ${tag} after the first`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, options.include ? at + 1 : at) }));
  return folder;
}

/** Runs the migrations of `folder` (all of them by default) on a test database, PGlite or PostgreSQL. */
export const migrateWith = (database: DatabaseHandle, folder = migrationsFolder) =>
  database.driver === 'pglite'
    ? migratePglite(database.db as never, { migrationsFolder: folder })
    : migratePg(database.db as never, { migrationsFolder: folder });

/** A test database stopped on either side of one migration (see openAtMigration). */
export interface DatabaseAtMigration {
  database: DatabaseHandle;
  /** Applies every migration before the one under test: write rows as they stood then. */
  migrateBefore: () => Promise<void>;
  /** Applies the migration under test too: read what it made of those rows. */
  migrateThrough: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * For a migration's own test: an unmigrated test database and the two copies of the migrations folder that
 * stop just before `tag` and just after it. The caller closes it, which removes the copies too.
 */
export async function openAtMigration(tag: string): Promise<DatabaseAtMigration> {
  const database = await createTestDatabase({ migrated: false });
  const before = await migrationsUpTo(tag, { include: false });
  const through = await migrationsUpTo(tag, { include: true });
  return {
    database,
    migrateBefore: async () => void (await migrateWith(database, before)),
    migrateThrough: async () => void (await migrateWith(database, through)),
    close: async () => {
      await database.close();
      await Promise.all([before, through].map((folder) => rm(folder, { recursive: true, force: true })));
    },
  };
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Held exclusively while a template is made or old ones dropped, shared while one is copied. */
const TEMPLATE_LOCK = `hashtext('portal_test_template')`;

/**
 * The name of a database on the server holding every current migration, made once per set of migrations
 * (its name carries their digest) under an advisory lock, so parallel test files copy it (CREATE DATABASE …
 * TEMPLATE, a file copy) instead of each running every migration. Templates of other migrations (an older
 * checkout, another worktree) are dropped, never while one is being copied.
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `portal_template_${migrationsDigest('postgres').slice(0, 24)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_advisory_lock(${TEMPLATE_LOCK})`);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const handle = await openDatabase({ url: databaseUrl(serverUrl, building) });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      const older = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_template\\_%' AND datname <> $1`, [
        name,
      ]);
      for (const { datname } of older.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    return name;
  } finally {
    await admin.query(`SELECT pg_advisory_unlock(${TEMPLATE_LOCK})`).catch(() => undefined);
    await admin.end();
  }
}

/** A copy of the migrated template; made again if another checkout's tests dropped it just now (3D000). */
async function copyOfMigratedTemplate(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createPostgresTestDatabase(serverUrl, await migratedPostgresTemplate(serverUrl));
    } catch (error) {
      if ((error as { code?: string }).code !== '3D000' || attempt === 3) throw error;
    }
  }
}

/** A new database on the server of `serverUrl` (empty, or a copy of `template`): its URL, and how to drop it. */
export async function createPostgresTestDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (template) {
      await admin.query(`SELECT pg_advisory_lock_shared(${TEMPLATE_LOCK})`);
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } else {
      await admin.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
}

/** Builds the whole app on a fresh database with the four tenants present. Close it in afterAll. */
/**
 * A test app on its own database. `clock` keeps the sandbox providers but moves their time (a journey across
 * days: KFS validity, disbursement delays).
 */
export async function createTestApp(
  options: { env?: Partial<Env>; providers?: Providers; clock?: Providers['clock']; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await insertTenants(database.db);
  const env = testEnv(options.env);
  const providers = options.providers ?? (options.clock ? { ...createProviders(env, database.db), clock: options.clock } : undefined);
  const app = await buildApp({ env, db: database.db, providers, logStream: options.logStream });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function insertTenants(db: Database): Promise<void> {
  await db
    .insert(tenants)
    .values(tenantCodes.map((code) => ({ code, name: tenantDefinitions[code].name, whiteLabel: tenantDefinitions[code].whiteLabel })))
    .onConflictDoNothing();
}

let mobileCounter = 0;
/** A unique valid mobile number per call, so tests never collide. */
export function nextTestMobile(): string {
  mobileCounter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(6, '0')}`;
}

/** Adds a partner (with optional per-product authorisations) and answers the row. */
export async function createPartner(
  db: Database,
  options: { tenant?: TenantCode; role?: Role; authorisedProducts?: string[]; mobile?: string; email?: string } = {},
) {
  const mobile = options.mobile ?? nextTestMobile();
  const [partner] = await db
    .insert(partners)
    .values({
      tenantCode: options.tenant ?? 'mintpro',
      mobile,
      email: options.email ?? `partner${mobile}@example.com`,
      name: `Test Partner ${mobile.slice(-4)}`,
      userName: `partner${mobile.slice(-4)}`,
      dealerHash: randomBytes(8).toString('hex'),
      role: options.role ?? 'partner',
    })
    .returning();
  if (options.authorisedProducts?.length) {
    await db
      .insert(partnerAuthorisations)
      .values(options.authorisedProducts.map((productCode) => ({ partnerId: partner!.id, productCode, status: 'AUTHORISED' as const })));
  }
  return partner!;
}

/**
 * A partner written with the columns of the first migration only: for a migration's own test, whose database
 * stops before later migrations add columns that createPartner (the current schema) would write.
 */
export async function createPartnerInFirstSchema(db: Database, tenant: TenantCode = 'mintpro'): Promise<{ id: string }> {
  const mobile = nextTestMobile();
  const result = (await db.execute(
    sql`INSERT INTO partners (tenant_code, mobile, email, name, user_name, dealer_hash, role)
        VALUES (${tenant}, ${mobile}, ${`partner${mobile}@example.com`}, ${`Test Partner ${mobile.slice(-4)}`}, ${`partner${mobile.slice(-4)}`}, ${randomBytes(8).toString('hex')}, 'partner')
        RETURNING id`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0]!;
}

/** A signed-in partner: the row and the cookie header to send with app.inject. */
export async function signInPartner(db: Database, options: Parameters<typeof createPartner>[1] = {}) {
  const partner = await createPartner(db, options);
  const token = await createSession(db, partner.id);
  return { partner, cookie: `${SESSION_COOKIE}=${token}` };
}

/**
 * The Redis of TEST_REDIS_URL (CI sets it; tests that need Redis skip without it), under a key prefix
 * unique to this call, so parallel runs never share keys; `cleanUp` deletes the prefix's keys.
 */
export function createTestRedisEnv(): { env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>; cleanUp: () => Promise<void> } {
  const url = process.env.TEST_REDIS_URL;
  const prefix = `portal-test:${randomBytes(6).toString('hex')}:`;
  return {
    env: { REDIS_URL: url, REDIS_KEY_PREFIX: prefix },
    cleanUp: async () => {
      if (!url) return;
      const redis = new Redis(url);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 100);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}
