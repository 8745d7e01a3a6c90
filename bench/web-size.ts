import { readFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(repoRoot, 'apps', 'web', 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzippedSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every JS file a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) staticClosure(manifest, dependency, seen);
  return seen;
}

export interface RouteSize {
  route: string;
  gzipBytes: number;
}

/** What each lazily loaded page costs at first paint: the entry's closure plus the page's closure. */
export function measureRouteSizes(): RouteSize[] {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('no entry in the web manifest; run `npm run build` first');
  const entryFiles = staticClosure(manifest, entryKey);
  const sizeOf = (keys: Set<string>) =>
    [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzippedSize(join(webDist, file)), 0);
  const pages = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && key.includes('/features/'));
  return [
    { route: '(shell only)', gzipBytes: sizeOf(entryFiles) },
    ...pages.map((key) => ({
      route: key.replace(/^.*\/src\//, ''),
      gzipBytes: sizeOf(new Set([...entryFiles, ...staticClosure(manifest, key)])),
    })),
  ];
}

/** The smallest React page built with the same toolchain, in this run. */
export async function measureReactBaseline(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'react-baseline-'));
  try {
    await build({
      root: join(repoRoot, 'bench', 'web-baseline'),
      plugins: [react()],
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzippedSize(join(assets, file)), 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function printWebSizes(routes: RouteSize[], reactBaseline: number): void {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log('\nWeb: gzipped JS loaded by each route at first paint (target: a landing page <= 110 KB)');
  console.table([
    { route: 'React hello-world (baseline)', 'gzip KB': kb(reactBaseline), 'vs React': '1.00x' },
    ...routes.map((r) => ({ route: r.route, 'gzip KB': kb(r.gzipBytes), 'vs React': `${(r.gzipBytes / reactBaseline).toFixed(2)}x` })),
  ]);
}
