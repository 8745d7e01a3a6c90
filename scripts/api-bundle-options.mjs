// The API bundle's esbuild options, in one place for the build (build-if-changed.mjs) and for the test that reads
// which packages every start of the service loads (apps/api/src/architecture.test.ts, decision 0309).
import { join } from 'node:path';

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
