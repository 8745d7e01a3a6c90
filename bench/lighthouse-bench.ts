import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { findProduct, getRoute, indiaToday, proposalRouteIdOf } from '@portal/domain';
import { signIn } from './api-bench';
import { type BudgetRow } from './budgets';
import { moreAuditedPages } from './lighthouse-pages';
import { startPortal } from './servers';

/** BENCH_LIGHTHOUSE_RUNS: runs per page, the median kept (3 by default, as the budget is stated). */
const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The run with the median performance score (ties: the median LCP), so its figures belong together. */
function medianOf(runs: LighthouseScore[]): LighthouseScore {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthouseScore {
  page: string;
  performance: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  /** Bytes over the wire, as Lighthouse counted them. */
  transferKiB: number;
  /**
   * Lighthouse's reading of the machine's CPU in this run ("CPU/Memory Power"): its 4x slowdown is meant for a
   * host of about 1,500 (docs/throttling.md), so a figure far from it says the page's figures are the machine's.
   */
  benchmarkIndex: number;
}

/** Debian's Chromium, headless, on a fresh profile; answers its DevTools port. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const child: ChildProcess = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open DevTools:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        // Chromium's helpers may still be writing its profile as the main process exits: retry, and never let a
        // leftover temporary folder throw away the run's figures.
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
        } catch (error) {
          console.warn(`Could not remove Chromium's profile ${profile}: ${String(error)}`);
        }
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { port, stop };
}

/**
 * A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP: it says "run Lighthouse again") is run
 * again, up to twice; a page that fails three times in a row stops the bench.
 */
async function auditRetryingTraceErrors(name: string, url: string, chromePort: number, cookie?: string): Promise<LighthouseScore> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(name, url, chromePort, cookie);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.warn(`  ${error.message}; running it again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

/** Lighthouse's default configuration: the mobile preset (a mid-range phone, simulated slow 4G and a 4x slower CPU). */
async function audit(name: string, url: string, chromePort: number, cookie?: string): Promise<LighthouseScore> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'best-practices'],
    // BENCH_LIGHTHOUSE_CPU_PROFILE=true adds V8's CPU profile to the kept trace (below): which functions a page's long tasks run.
    ...(process.env.BENCH_LIGHTHOUSE_CPU_PROFILE === 'true' ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse answered nothing for ${name}`);
  // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each page's full report (open it in a Lighthouse viewer) to see what to fix,
  // and its trace (.trace.json: open it in Chrome DevTools' Performance panel) to see what the main thread did.
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${name.replace(/\W+/g, '-')}.json`), String(result.report));
    writeFileSync(join(reports, `${name.replace(/\W+/g, '-')}.trace.json`), JSON.stringify((result.artifacts as unknown as { Trace: unknown }).Trace));
  }
  const { categories, audits } = result.lhr;
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new LighthouseRuntimeError(`Lighthouse failed on ${name}: ${runtimeError.code} ${runtimeError.message}`);
  // The best-practices audits that failed (console errors, a CSP error...) name what to fix.
  const failed = Object.values(audits).filter(
    (a) => a.score !== null && a.score < 1 && categories['best-practices']!.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
  );
  for (const a of failed) {
    const items = a.details && 'items' in a.details ? (a.details.items as unknown[]) : [];
    console.log(`  ${name}: best practices: ${a.title} ${JSON.stringify(items).slice(0, 600)}`);
  }
  return {
    page: name,
    performance: Math.round((categories.performance!.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']!.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']!.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']!.numericValue ?? 0),
    transferKiB: Math.round((audits['total-byte-weight']!.numericValue ?? 0) / 1024),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

const contentTypes: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * The React hello-world (bench/web-baseline) built with the same toolchain and served brotli-compressed and
 * cacheable like the portal's assets, so the two differ only by the app.
 */
async function serveReactBaseline(): Promise<{ url: string; stop: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'react-baseline-'));
  await build({
    root: join(repoRoot, 'bench', 'web-baseline'),
    plugins: [react()],
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const server: Server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = path === '/' ? 'index.html' : path.slice(1);
    try {
      const body = brotliCompressSync(readFileSync(join(outDir, file)));
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'br',
        'cache-control': file === 'index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export interface LighthouseBenchOptions {
  port: number;
  partnerMobile: string;
  sandboxOtp: string;
  productCode: string;
}

/**
 * Lighthouse (mobile preset) on the built portal's landing, login, home, proposal and review pages, beside
 * the React hello-world in the same run. A quote and a proposal are made through the API first, as the
 * signed-in partner, so the proposal and review pages open on real data.
 */
export async function runLighthouseBench(options: LighthouseBenchOptions): Promise<LighthouseScore[]> {
  const product = findProduct(options.productCode);
  const samples = product?.sale?.samples(indiaToday());
  if (!product || !samples) throw new Error(`${options.productCode} has no samples to propose`);
  const chromium = await startChromium();
  const scores: LighthouseScore[] = [];
  try {
    const baseline = await serveReactBaseline();
    try {
      scores.push(await auditRetryingTraceErrors('React hello-world (baseline)', baseline.url, chromium.port));
    } finally {
      await baseline.stop();
    }

    const portal = await startPortal(options.port);
    try {
      const cookie = await signIn(portal.url, options.partnerMobile, options.sandboxOtp);
      const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<T> => {
        const response = await fetch(`${portal.url}/api${path}`, {
          method,
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie, origin: portal.url, ...headers },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as T;
      };
      const post = <T>(path: string, body: unknown) => call<T>('POST', path, body);
      const { quoteId } = await post<{ quoteId: string }>(`/products/${product.code}/quotes`, samples.quote);
      const { referenceId } = await post<{ referenceId: string }>(`/products/${product.code}/proposals`, {
        ...samples.proposal,
        quoteId,
        customerConsent: true,
      });
      // A second proposal, paid by its customer through a payment link, for the customer's payment status page.
      const paidQuote = await post<{ quoteId: string }>(`/products/${product.code}/quotes`, samples.quote);
      const paid = await post<{ referenceId: string }>(`/products/${product.code}/proposals`, {
        ...samples.proposal,
        quoteId: paidQuote.quoteId,
        customerConsent: true,
      });
      const pathOf = (routeId: string) => getRoute(routeId).path.replace(':productName', product.code);
      const pages = [
        { name: `landing (${product.code})`, path: `${product.basePath}/${product.code}`, signedIn: false },
        { name: 'login', path: pathOf('login'), signedIn: false },
        { name: 'login, in Hindi', path: `${pathOf('login')}?lang=hi-IN`, signedIn: false },
        { name: 'home', path: pathOf('home'), signedIn: true },
        { name: 'proposal', path: `${pathOf(proposalRouteIdOf(product.code, product.basePath))}?quoteId=${encodeURIComponent(quoteId)}`, signedIn: true },
        { name: 'review', path: `${pathOf('review-payment')}?referenceId=${encodeURIComponent(referenceId)}`, signedIn: true },
        ...(await moreAuditedPages(call, {
          baseUrl: portal.url,
          referenceId,
          paidReferenceId: paid.referenceId,
          productCode: product.code,
          otp: options.sandboxOtp,
        })),
      ];
      // BENCH_LIGHTHOUSE_PAGES=home,proposal audits only the pages named (by the start of their name), to try a change quickly.
      const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
      const chosen = only ? pages.filter((page) => only.some((name) => page.name.startsWith(name))) : pages;
      // Each page three times, its median run kept (the budget is the median of three).
      for (const page of chosen) {
        const runs: LighthouseScore[] = [];
        for (let run = 0; run < runsPerPage; run += 1)
          runs.push(
            await auditRetryingTraceErrors(
              page.name,
              `${portal.url}${page.path}`,
              chromium.port,
              'customerCookie' in page ? page.customerCookie : page.signedIn ? cookie : undefined,
            ),
          );
        scores.push(medianOf(runs));
      }
    } finally {
      await portal.stop();
    }
  } finally {
    await chromium.stop();
  }
  return scores;
}

/** Each page's budget: performance >= 90 and LCP <= 2.5 s, beside the React hello-world's figures of the same run. */
export function lighthouseBudgets(scores: LighthouseScore[]): BudgetRow[] {
  const [baseline, ...pages] = scores;
  const baselineText = baseline ? `React hello-world ${baseline.performance}, ${baseline.lcpMs} ms; BenchmarkIndex ${baseline.benchmarkIndex}` : '-';
  return pages.map((s) => ({
    budget: `Lighthouse ${s.page}`,
    figure: `${s.performance}, LCP ${s.lcpMs} ms`,
    baseline: baselineText,
    target: '>= 90, LCP <= 2500 ms',
    pass: s.performance >= 90 && s.lcpMs <= 2500,
  }));
}

export function printLighthouseBench(scores: LighthouseScore[]): void {
  console.log(`\nLighthouse, mobile preset, median of ${runsPerPage} (targets: performance >= 90, best practices 100, LCP <= 2500 ms)`);
  console.table(
    scores.map((s) => ({
      page: s.page,
      performance: s.performance,
      'best practices': s.bestPractices,
      'LCP ms': s.lcpMs,
      'TBT ms': s.tbtMs,
      'transfer KiB': s.transferKiB,
      BenchmarkIndex: s.benchmarkIndex,
    })),
  );
}
