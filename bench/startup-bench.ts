import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortFree } from './servers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface StartupMeasure {
  name: string;
  /** From spawning the command to its first successful HTTP answer (a build: to its end). */
  readyMs: number;
  budgetMs?: number;
}

/** Starts `command` in its own process group, answers the milliseconds until `url` answers 200, then stops it. */
async function timeToFirstAnswer(command: string, args: string[], url: string, env: NodeJS.ProcessEnv, cwd = repoRoot): Promise<number> {
  const started = performance.now();
  // Its own group, so stopping it stops npm, the shell and node under it.
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    while (!exited && performance.now() - started < 120_000) {
      try {
        if ((await fetch(url)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${command} ${args.join(' ')} did not answer ${url}:\n${output}`);
  } finally {
    await stopGroup(child);
  }
}

/** Runs `command` to its end and answers the milliseconds it took; throws when it fails. */
async function timeToExit(command: string, args: string[], cwd = repoRoot): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
  return performance.now() - started;
}

/** Stops the whole group and waits until every process in it is gone: npm may exit before the node under it
 * has released the data folder, and the next start on that folder would be refused (decision 0181). */
async function stopGroup(child: ChildProcess): Promise<void> {
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (groupAlive()) process.kill(-child.pid!, 'SIGTERM');
  while (groupAlive()) await new Promise((resolve) => setTimeout(resolve, 25));
}

/**
 * Start-up figures, each to the first successful HTTP answer: `npm start` with no built outputs (what an
 * install without its scripts would do), the build `npm install` runs (to its end), the first `npm start`
 * after it (a fresh data folder), `npm start` again (outputs and data present), the built API under node
 * without npm, and a bare Fastify process as the baseline. Deletes and rebuilds apps/web/dist and
 * apps/api/dist (decision 0056).
 */
export async function runStartupBench(port: number): Promise<StartupMeasure[]> {
  await assertPortFree(port);
  const bareFastify = `import Fastify from 'fastify';
const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: ${port} });`;
  const bare = await timeToFirstAnswer(
    process.execPath,
    ['--input-type=module', '-e', bareFastify],
    `http://127.0.0.1:${port}/hello`,
    {},
    join(repoRoot, 'bench'),
  );

  const unbuiltDataDir = mkdtempSync(join(tmpdir(), 'portal-startup-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-startup-'));
  const portalEnv = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const ready = `http://127.0.0.1:${port}/api/configs/features`;
  const deleteOutputs = () => {
    for (const output of ['apps/web/dist', 'apps/api/dist']) rmSync(join(repoRoot, output), { recursive: true, force: true });
  };
  try {
    deleteOutputs();
    const unbuilt = await timeToFirstAnswer('npm', ['start'], ready, { ...portalEnv, DATA_DIR: unbuiltDataDir });
    deleteOutputs();
    // What the root's `prepare` script runs at the end of `npm install`.
    const install = await timeToExit('npm', ['run', 'build']);
    const cold = await timeToFirstAnswer('npm', ['start'], ready, portalEnv);
    const warm = await timeToFirstAnswer('npm', ['start'], ready, portalEnv);
    const node = await timeToFirstAnswer(
      process.execPath,
      ['--enable-source-maps', 'dist/main.js'],
      ready,
      { ...portalEnv, NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true' },
      join(repoRoot, 'apps/api'),
    );
    return [
      { name: 'npm start, no built outputs (builds, new PGlite)', readyMs: unbuilt },
      { name: 'the build at install (web, API bundle, PGlite template)', readyMs: install },
      { name: 'first npm start after install (new PGlite)', readyMs: cold, budgetMs: 8000 },
      { name: 'npm start again (outputs and data present)', readyMs: warm, budgetMs: 3000 },
      { name: 'node apps/api/dist/main.js (no npm, no build check)', readyMs: node },
      { name: 'bare Fastify process (baseline)', readyMs: bare },
    ];
  } finally {
    for (const folder of [unbuiltDataDir, dataDir]) rmSync(folder, { recursive: true, force: true });
  }
}

export function printStartupBench(measures: StartupMeasure[]): void {
  console.log('\nStart-up, to the first successful HTTP answer, the build to its end (one run; the machine may be shared, compare within it)');
  for (const m of measures) {
    const budget = m.budgetMs ? `  budget ${(m.budgetMs / 1000).toFixed(1)} s${m.readyMs > m.budgetMs ? '  OVER' : ''}` : '';
    console.log(`  ${m.name.padEnd(62)} ${(m.readyMs / 1000).toFixed(2).padStart(6)} s${budget}`);
  }
}
