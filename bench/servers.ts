import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  url: string;
  /** The process that answers the requests (for its CPU time). */
  pid?: number;
  stop: () => Promise<void>;
}

/**
 * BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (open it in Chrome's
 * DevTools, or read its self times), so a figure can be explained by where the server spent its time.
 */
export const profileArgs = () => (process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []);

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(exited ? 'portal exited before listening' : `portal did not answer ${url} in ${timeoutMs} ms`);
}

const stopper = (child: ChildProcess, cleanup?: () => void) => () =>
  new Promise<void>((resolve) => {
    const done = () => {
      cleanup?.();
      resolve();
    };
    // Already gone (it crashed mid-run): no exit event is to come.
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });

/**
 * Refuses a port another process listens on: the bench's server would fail to listen there while the other one
 * answered its readiness check, and the figures would be that other server's.
 */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `port ${port} is in use: stop what listens there, or move the bench's ports (BENCH_PORT, BENCH_LIGHTHOUSE_PORT, BENCH_LEADS_PORT, BENCH_STARTUP_PORT)`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** The baseline server, in its own process so it does not share the load generator's event loop. */
export async function startHelloServer(): Promise<RunningServer> {
  // node with tsx's loader (not the tsx command, which runs the file in a second process): one process to measure.
  const child = spawn(process.execPath, [...profileArgs(), '--import', 'tsx', join(repoRoot, 'bench', 'hello-server.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [, url] = await waitForLine(child, /LISTENING (http:\/\/\S+)/, 30_000);
  return { url: url!, pid: child.pid, stop: stopper(child) };
}

/** The portal exactly as `npm start` runs it (the built bundle, production mode, PGlite, sandbox, demo data), on a free port. */
export async function startPortal(port: number, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  await assertPortFree(port);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, [...profileArgs(), join(repoRoot, 'apps', 'api', 'dist', 'main.js')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One load generator at one address: the per-address limit on requests without a session would
      // answer 429s to the anonymous landing-config run. Still counted, so its cost stays in the figure.
      PUBLIC_RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
      ...extraEnv,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: a first start on a loaded shared machine has taken a minute.
  await waitForHttp(`${url}/api/configs/features`, child, 180_000);
  return { url, pid: child.pid, stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })) };
}
