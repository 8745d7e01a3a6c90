import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  npm: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` itself, as an operator or a process manager runs it. */
function npmStart(env: Record<string, string>, options: { ownProcessGroup?: boolean } = {}): Started {
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownProcessGroup ?? false,
  });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { npm, output: () => output, exited: new Promise((resolve) => npm.once('exit', (code) => resolve(code))) };
}

async function waitForHealth(port: number, within = 180_000): Promise<void> {
  const until = Date.now() + within;
  while (Date.now() < until) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (answer?.status === 200) return;
    await sleep(250);
  }
  throw new Error('The portal did not come up');
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Against `npm start` itself (it builds first when sources changed): once, on the PGlite project only.
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('npm start, as a process manager runs it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
  let port: number;
  let first: Started;
  beforeAll(async () => {
    port = await freePort();
    first = npmStart({ PORT: String(port), DATA_DIR: dataDir, JOB_WORKER_INTERVAL_MS: '750' });
    await waitForHealth(port);
  }, 240_000);
  afterAll(async () => {
    if (first?.npm.exitCode === null) first.npm.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs its job worker at the JOB_WORKER_INTERVAL_MS it was given', () => {
    const started = first
      .output()
      .split('\n')
      .filter((line) => line.includes('Job worker started'));
    expect(started).toHaveLength(1);
    expect(JSON.parse(started[0]!)).toMatchObject({ intervalMs: 750 });
  });

  it(
    'refuses a second process on the same embedded data folder with a clear message and a non-zero exit; the first keeps serving',
    { timeout: 240_000 },
    async () => {
      const second = npmStart({ PORT: String(await freePort()), DATA_DIR: dataDir });
      const code = await second.exited;
      expect(code).not.toBe(0);
      expect(second.output()).toContain(`another portal process is using the data folder ${dataDir}`);
      expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
    },
  );

  it('hands SIGTERM to the server: requests in flight are answered, then node exits and leaves no orphan', { timeout: 60_000 }, async () => {
    const nodePid = Number(
      execFileSync('pgrep', ['-P', String(first.npm.pid)])
        .toString()
        .trim()
        .split('\n')[0],
    );
    expect(isAlive(nodePid)).toBe(true);
    // A public read that is logged (by its route template) when it arrives; health probes are not logged at info.
    const landing = `/api/configs/public/products/vector-borne/landingConfig`;
    const received = () =>
      first
        .output()
        .split('\n')
        .filter((line) => line.includes('incoming request') && line.includes('/landingConfig')).length;
    const before = received();
    const inFlight = Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}${landing}`).then((answer) => answer.status));
    // In flight means the server has read the request: a connection still in the accept queue when the
    // listener closes is reset by the kernel, which no server can answer (on a loaded machine, 20 ms is not enough).
    await expect.poll(received, { timeout: 15_000, interval: 5 }).toBeGreaterThanOrEqual(before + 20);
    first.npm.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 20 }, () => 200));
    await first.exited;
    await expect.poll(() => isAlive(nodePid), { timeout: 15_000 }).toBe(false);
    expect(first.output()).toContain('Stopped: requests drained, job worker released its jobs, database closed');
    // The data folder is free again: the lock went with the process.
    const again = npmStart({ PORT: String(port), DATA_DIR: dataDir }, { ownProcessGroup: true });
    await waitForHealth(port, 60_000);
    // A process manager (systemd, docker stop, a terminal's Ctrl-C) signals the whole group: node gets the signal
    // from it and again from npm. The second must not cut the drain short.
    process.kill(-again.npm.pid!, 'SIGTERM');
    await again.exited;
    await expect.poll(() => again.output(), { timeout: 15_000 }).toContain('Stopped: requests drained, job worker released its jobs, database closed');
  });
});

// The spans of the last requests are in the SDK's batch (sent every 5 s) when SIGTERM comes: they go out before
// node exits, to the OTLP endpoint configured, here a collector of our own that counts what it receives.
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('traces at SIGTERM', () => {
  it('exports the spans still buffered before the process ends', { timeout: 120_000 }, async () => {
    const received: string[] = [];
    const collector = createHttpServer((request, answer) => {
      received.push(request.url ?? '');
      request.resume();
      request.on('end', () => answer.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const collectorPort = (collector.address() as { port: number }).port;
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-traces-'));
    try {
      const port = await freePort();
      const started = npmStart({
        PORT: String(port),
        DATA_DIR: dataDir,
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
        OTEL_BSP_SCHEDULE_DELAY: '60000',
      });
      await waitForHealth(port);
      expect((await fetch(`http://127.0.0.1:${port}/api/configs/public/products/vector-borne/landingConfig`)).status).toBe(200);
      expect(received).toEqual([]);
      started.npm.kill('SIGTERM');
      await started.exited;
      expect(received).toContain('/v1/traces');
    } finally {
      collector.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
