import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../package-paths';
import { insertTenants } from '../test-helper';
import { openDatabase, type Database } from './client';
import { loadPglite, pgliteTemplateFile, readPgliteTemplate, writePgliteTemplate } from './pglite-template';
import { tenants } from './partners-schema';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const journalEntries = (JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

const appliedMigrations = async (db: Database) =>
  ((await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as { rows: { count: number }[] }).rows[0]?.count;
const tenantCodesOf = async (db: Database) => (await db.select({ code: tenants.code }).from(tenants)).map((row) => row.code).sort();

// PGlite only: the PostgreSQL run has nothing to add here.
describe.skipIf(onPostgres)('a first start on PGlite from the migrated template', () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const templateFolder = join(folder, 'templates');
  /** The current template with one row added, so a database that holds the row was unpacked from it. */
  const markedTemplateFolder = join(folder, 'marked');
  beforeAll(async () => {
    await writePgliteTemplate(templateFolder);
    const marked = new PGlite({ loadDataDir: readPgliteTemplate(templateFolder), extensions: (await loadPglite()).extensions });
    await marked.query(`insert into tenants (code, name) values ('mintpro', 'From the template')`);
    const tarball = await marked.dumpDataDir('gzip');
    await marked.close();
    mkdirSync(markedTemplateFolder);
    writeFileSync(pgliteTemplateFile(markedTemplateFolder), Buffer.from(await tarball.arrayBuffer()));
  }, 60_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes the template once for the current migrations', async () => {
    const file = pgliteTemplateFile(templateFolder);
    const writtenAt = statSync(file).mtimeMs;
    expect(await writePgliteTemplate(templateFolder)).toBe(file);
    expect(statSync(file).mtimeMs).toBe(writtenAt);
  });

  it('starts a new data folder as a copy of the template, and opens it as it is on a restart', async () => {
    const dataDir = join(folder, 'data');
    const first = await openDatabase({ dataDir, templateFolder: markedTemplateFolder });
    await first.migrate();
    expect(await appliedMigrations(first.db)).toBe(journalEntries);
    expect(await tenantCodesOf(first.db)).toEqual(['mintpro']);
    await insertTenants(first.db);
    await first.close();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);

    const restarted = await openDatabase({ dataDir, templateFolder: markedTemplateFolder });
    await restarted.migrate();
    expect(await tenantCodesOf(restarted.db)).toEqual(['mintfin', 'mintlife', 'mintpro', 'sahyadri']);
    await restarted.close();
  });

  // Every migration from scratch: a minute or more on a loaded machine.
  it('creates and migrates the database as before when there is no template', { timeout: 180_000 }, async () => {
    const database = await openDatabase({ dataDir: join(folder, 'no-template'), templateFolder: join(folder, 'empty') });
    await database.migrate();
    expect(await appliedMigrations(database.db)).toBe(journalEntries);
    expect(await tenantCodesOf(database.db)).toEqual([]);
    await database.close();
  });
});
