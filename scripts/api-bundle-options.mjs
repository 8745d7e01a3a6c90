// The API bundle's esbuild options, in one place for the build (build-if-changed.mjs) and for the test that reads
// which packages every start of the service loads (apps/api/src/architecture.test.ts, decision 0309); and the
// packages that must not be among them.
import { join } from 'node:path';

/**
 * Packages the service needs only on some paths, each with where it loads (decisions 0056, 0309): never at start,
 * so the service's code imports only their types statically. The ESLint rule of eslint.config.js refuses a static
 * import of their values, and apps/api/src/architecture.test.ts checks the built bundle loads none of them at start.
 * @type {Readonly<Record<string, string>>}
 */
export const packagesLoadedOnUse = {
  'pdf-lib': 'documents/pdf-page.ts loads pdf-lib on first use',
  qrcode: 'the QR sheet loads qrcode when it draws one',
  'file-type': 'lib/file-type-of.ts loads file-type with the first file',
  nodemailer: 'the SMTP sender loads nodemailer with the first email',
  ioredis: 'plugins/redis.ts loads ioredis with the first client',
  pg: 'db/client.ts loads the PostgreSQL driver when a database is opened on it',
  'drizzle-orm/node-postgres': 'db/client.ts loads the PostgreSQL driver when a database is opened on it',
  'drizzle-orm/node-postgres/migrator': 'db/client.ts loads the PostgreSQL driver when a database is opened on it',
  '@electric-sql/pglite': "db/pglite-template.ts's loadPglite loads PGlite when a database is opened on it",
  '@electric-sql/pglite/contrib/pg_trgm': "db/pglite-template.ts's loadPglite loads PGlite when a database is opened on it",
  'drizzle-orm/pglite': "db/pglite-template.ts's loadPglite loads PGlite when a database is opened on it",
  'drizzle-orm/pglite/migrator': "db/pglite-template.ts's loadPglite loads PGlite when a database is opened on it",
};

/** @param {string} repoRoot @returns {import('esbuild').BuildOptions} */
export function apiBundleOptions(repoRoot) {
  return {
    entryPoints: [
      join(repoRoot, 'apps/api/src/main.ts'),
      join(repoRoot, 'apps/api/src/migrate.ts'),
      join(repoRoot, 'apps/api/src/write-pglite-template.ts'),
      join(repoRoot, 'apps/api/src/tracing.ts'),
    ],
    outdir: join(repoRoot, 'apps/api/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces need only the mappings; the sources' text would more than double the map every start reads.
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [
      {
        // Packages stay in node_modules, where PGlite finds its wasm and data files beside its code; the
        // workspace's own TypeScript (@portal/domain) is compiled in, since node cannot run it from there.
        name: 'node-modules-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { external: true }));
        },
      },
    ],
  };
}
