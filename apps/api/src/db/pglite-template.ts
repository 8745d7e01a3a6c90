import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { migrationsFolder } from '../package-paths';

/**
 * PGlite's driver, loaded when a database is opened on it, so a portal on PostgreSQL never loads it (decision
 * 0309): PGlite with the extensions the migrations create, which it must load at every start (PostgreSQL has
 * them as contrib modules: pg_trgm for the leads list's search, decision 0191), and Drizzle's PGlite session and
 * migrator.
 */
export async function loadPglite() {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, extensions: { pg_trgm }, drizzle, migrate };
}

/**
 * A migrated PGlite template: a tarball of a PGlite data folder with every migration applied, so a new
 * database is unpacked (~1 s) instead of created by initdb and migrated (~3–4 s of CPU). Its file name
 * holds a SHA-256 of PGlite's version and every migration file, so a template is used only by the
 * migrations and the PGlite that made it; the caller still runs the migrations (then a no-op). Decision 0056.
 */
const templatePrefix = 'pglite-migrated-';

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // The package's entry is dist/index.cjs; its package.json is one folder up (its exports hide it).
  const packageJson = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return packageJson.version;
}

/** A SHA-256 (hex) of every migration file's name and bytes, after `salt`: names a template of these migrations. */
export function migrationsDigest(salt: string): string {
  const hash = createHash('sha256').update(`${salt}\0`);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(migrationsFolder, join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(migrationsFolder, file)))
      .update('\0');
  return hash.digest('hex');
}

/** The template's file in `folder` for the current migrations and PGlite. */
export function pgliteTemplateFile(folder: string): string {
  return join(folder, `${templatePrefix}${migrationsDigest(`pglite ${pgliteVersion()}`).slice(0, 32)}.tar.gz`);
}

/** The current template in `folder` as PGlite's `loadDataDir` takes it, or undefined when there is none. */
export function readPgliteTemplate(folder: string): Blob | undefined {
  try {
    return new Blob([readFileSync(pgliteTemplateFile(folder))]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Makes the current template in `folder` unless it is there (older ones are removed) and answers its file.
 * Written under a temporary name and renamed, so a reader never sees half a file and two writers at once
 * (parallel test workers) both end with a whole one.
 */
export async function writePgliteTemplate(folder: string): Promise<string> {
  const file = pgliteTemplateFile(folder);
  if (existsSync(file)) return file;
  const { PGlite, extensions, drizzle, migrate } = await loadPglite();
  const client = new PGlite({ extensions });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const tarball = await client.dumpDataDir('gzip');
    mkdirSync(folder, { recursive: true });
    const older = readdirSync(folder).filter((name) => name.startsWith(templatePrefix) && name.endsWith('.tar.gz') && join(folder, name) !== file);
    for (const name of older) rmSync(join(folder, name), { force: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, file);
    return file;
  } finally {
    await client.close();
  }
}
