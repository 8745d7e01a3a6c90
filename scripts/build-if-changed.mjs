#!/usr/bin/env node
// Builds what `npm start` serves, each output only when its sources changed: the web app (Vite) and the
// API bundle (esbuild: plain JavaScript that node runs, @portal/domain inlined, node_modules packages left
// external) with the migrated PGlite template a first start unpacks. A SHA-256 of each output's inputs is
// stored beside it; a restart whose hashes match builds nothing. Plain JavaScript using only regular
// dependencies, so it runs after `npm install --omit=dev`; `npm install` runs it too (the root's `prepare`)
// (docs/decisions/0051-production-runtime.md, 0056-start-up-budgets.md).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiBundleOptions } from './api-bundle-options.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const hashFileName = '.inputs-sha256';

/** What every output depends on besides its own sources: the domain package, the lockfile and this script. */
const sharedInputs = [
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'scripts/build-if-changed.mjs',
  'scripts/api-bundle-options.mjs',
];

const outputs = [
  {
    name: 'web app',
    outDir: 'apps/web/dist',
    inputs: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', ...sharedInputs],
    build: buildWebApp,
  },
  {
    name: 'API bundle',
    outDir: 'apps/api/dist',
    inputs: ['apps/api/src', 'apps/api/drizzle', 'apps/api/package.json', ...sharedInputs],
    build: buildApiBundle,
  },
];

/** Tests never reach an output, so editing one rebuilds nothing. */
const isTestFile = (path) => /\.test\.tsx?$/.test(path);

function listFiles(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A SHA-256 over every input file's path and content, in a stable order. */
function hashInputs(inputs) {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => listFiles(join(repoRoot, input))).filter((file) => !isTestFile(file));
  for (const file of files.map((f) => relative(repoRoot, f)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function readStoredHash(outDir) {
  try {
    return readFileSync(join(repoRoot, outDir, hashFileName), 'utf8').trim();
  } catch {
    return undefined;
  }
}

async function buildWebApp() {
  const { build } = await import('vite');
  // Vite empties the folder first, so a failed build leaves no hash behind and the next start tries again.
  await build({ root: join(repoRoot, 'apps/web'), logLevel: 'warn' });
}

async function buildApiBundle() {
  const { build } = await import('esbuild');
  rmSync(join(repoRoot, 'apps/api/dist'), { recursive: true, force: true });
  await build(apiBundleOptions(repoRoot));
  // In its own process, so PGlite's initdb and the migrations run beside Vite on another core.
  await promisify(execFile)(process.execPath, [join(repoRoot, 'apps/api/dist/write-pglite-template.js')]);
}

const stale = outputs.map((output) => ({ ...output, hash: hashInputs(output.inputs) })).filter((output) => output.hash !== readStoredHash(output.outDir));

// Both at once: esbuild and Vite's bundler each use their own threads.
await Promise.all(
  stale.map(async (output) => {
    const started = performance.now();
    await output.build();
    writeFileSync(join(repoRoot, output.outDir, hashFileName), `${output.hash}\n`);
    console.log(`Built the ${output.name} in ${((performance.now() - started) / 1000).toFixed(1)} s (${output.outDir})`);
  }),
);
