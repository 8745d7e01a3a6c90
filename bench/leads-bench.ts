import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { leadListSql, listLeads, runsPrepared, type LeadFilters } from '../apps/api/src/modules/leads/leads-repository';
import { searchFiltersOf } from '../apps/api/src/modules/leads/list-leads';
import { loadAverage, percent, type BudgetRow } from './budgets';
import { explainLeadQuery, printLeadPlans, type LeadPlan } from './leads-plans';
import { ADMIN_MOBILE, benchDatabaseUrl, ensureDatabase, LEADS, PARTNER_MOBILE, rowsOf, seed, TENANT } from './leads-seed';
import { cpuMicrosOf, signIn } from './api-bench';
import { assertPortFree, profileArgs } from './servers';

// `npm run bench:leads -w @portal/bench` (and part of `npm run bench`): GET /api/filteredLeads over a million
// leads on PostgreSQL, for every filter and search, at 50 callers (autocannon) beside the bare query (the repository's
// own prepared statement on the API's pool settings, no HTTP) in the same run, with the CPU each process spent a
// request (decision 0311), and at 5 callers; and EXPLAIN
// ANALYZE of each filter's query with its planning time, fresh and prepared, which must read an index of
// leads (decisions 0070, 0191). Budgets: the API at 50 callers >= 60 % of the bare query's
// throughput, p95 <= 15 ms at 5 callers. Figures, not a test: not part of `npm test`.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const SANDBOX_OTP = '123456';

interface Figures {
  name: string;
  callers: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** `connections` callers in a closed loop for `seconds`, each timing its own calls. */
async function load(name: string, call: () => Promise<boolean>, duration = seconds, callers = connections): Promise<Figures> {
  return figuresOf(name, callers, [await timedCalls(call, duration, callers)]);
}

/** The latencies of `callers` callers calling in a closed loop for `duration` seconds, and the failed calls. */
async function timedCalls(call: () => Promise<boolean>, duration: number, callers: number): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const ok = await call().catch(() => false);
        latencies.push(performance.now() - started);
        if (!ok) errors += 1;
      }
    }),
  );
  return { latencies, errors };
}

function figuresOf(name: string, callers: number, runs: { latencies: number[]; errors: number }[]): Figures {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  return { name, callers, requests: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors };
}

/** CPU time used so far, µs: by the portal, by this process (the callers: the bare query's client, or the API's HTTP client) and by PostgreSQL. */
interface CpuUsed {
  portal: number;
  callers: number;
  postgres: number;
}

/** Every process named postgres on this machine: the bench's database is the machine's PostgreSQL (leads-seed.ts). */
function postgresCpuMicros(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMicrosOf(Number(entry)) ?? 0;
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

function cpuUsedNow(portalPid: number): CpuUsed {
  const own = process.cpuUsage();
  return { portal: cpuMicrosOf(portalPid) ?? Number.NaN, callers: own.user + own.system, postgres: postgresCpuMicros() };
}

/** The CPU a request cost each process, µs, over `requests` requests between two readings. */
function cpuPerRequest(runs: { before: CpuUsed; after: CpuUsed; requests: number }[]): CpuUsed {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const used = (key: keyof CpuUsed) => runs.reduce((sum, run) => sum + run.after[key] - run.before[key], 0) / requests;
  return { portal: used('portal'), callers: used('callers'), postgres: used('postgres') };
}

/**
 * The bare query and the API at 50 callers in alternating halves of the run (bare, API, bare, API), each figure
 * the two halves together: this 2-core machine's speed drifts by up to half within a minute, and one run of each,
 * one after the other, carried that drift into their ratio (decision 0291). The CPU each process spent a request
 * is read around each half: what the API costs beyond the query, and where (decision 0311).
 */
async function alternating(
  name: string,
  bareCall: () => Promise<boolean>,
  apiRequest: autocannon.Options,
  portalPid: number,
): Promise<{ bare: Figures; api: Figures; bareCpu: CpuUsed; apiCpu: CpuUsed }> {
  type CpuRun = { before: CpuUsed; after: CpuUsed; requests: number };
  const bareRuns: Awaited<ReturnType<typeof timedCalls>>[] = [];
  const apiRuns: autocannon.Result[] = [];
  const bareCpu: CpuRun[] = [];
  const apiCpu: CpuRun[] = [];
  for (let round = 0; round < 2; round++) {
    let before = cpuUsedNow(portalPid);
    const bareRun = await timedCalls(bareCall, seconds / 2, connections);
    bareCpu.push({ before, after: cpuUsedNow(portalPid), requests: bareRun.latencies.length });
    bareRuns.push(bareRun);
    before = cpuUsedNow(portalPid);
    const apiRun = await autocannon({ ...apiRequest, connections, duration: seconds / 2 });
    apiCpu.push({ before, after: cpuUsedNow(portalPid), requests: apiRun.requests.total });
    apiRuns.push(apiRun);
  }
  const api: Figures = {
    name: `GET /filteredLeads ${name}`,
    callers: connections,
    requests: apiRuns.reduce((sum, run) => sum + run.requests.total, 0),
    // autocannon keeps a histogram per run, not each latency: the worse half's percentiles (it has no p95).
    p50: Math.max(...apiRuns.map((run) => run.latency.p50)),
    p95: Number.NaN,
    p99: Math.max(...apiRuns.map((run) => run.latency.p99)),
    errors: apiRuns.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
  };
  return { bare: figuresOf(`bare query: ${name}`, connections, bareRuns), api, bareCpu: cpuPerRequest(bareCpu), apiCpu: cpuPerRequest(apiCpu) };
}

async function startPortalOn(port: number, databaseUrl: string) {
  await assertPortFree(port);
  const child = spawn(process.execPath, [...profileArgs(), join(repoRoot, 'apps', 'api', 'dist', 'main.js')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(repoRoot, 'node_modules', '.cache', 'portal-leads-bench'),
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`portal did not start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/configs/features`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop, pid: child.pid! };
}

/** One GET on a keep-alive connection of the agent's pool (no client library between the timer and the socket). */
function get(agent: Agent, url: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { cookie } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface Scenario {
  name: string;
  who: 'partner' | 'admin';
  query: string;
  filters: Omit<LeadFilters, 'limit'>;
}

const day = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - offsetDays * 86_400_000));
const indiaMidnight = (d: string) => new Date(`${d}T00:00:00+05:30`);

/** One filter's figures: the bare query and the API at 50 callers, and the API at 5. */
export interface LeadScenarioFigures {
  name: string;
  bare: Figures;
  api: Figures;
  apiAtFive: Figures;
  /** CPU a request at 50 callers, µs, by process: the bare query's (the portal idle) and the API's. */
  bareCpu: CpuUsed;
  apiCpu: CpuUsed;
}

export interface LeadsBenchResult {
  scenarios: LeadScenarioFigures[];
  plans: LeadPlan[];
  load: string;
}

/** Every filter of the list and the search (decision 0191), as a partner and as an admin. */
function scenariosOf(deep: { at: string; id: string }, someMobile: string): Scenario[] {
  const deepCursor = Buffer.from(`${deep.at}|${deep.id}`).toString('base64url');
  const from = day(30);
  const to = day(0);
  const search = (text: string) => ({ query: `search=${encodeURIComponent(text)}`, filters: searchFiltersOf(text) });
  return [
    { name: 'partner: newest', who: 'partner', query: '', filters: {} },
    { name: 'partner: status', who: 'partner', query: 'status=OFFERS_READY', filters: { statuses: ['OFFERS_READY'] } },
    { name: 'partner: product', who: 'partner', query: 'productCode=home-loan', filters: { productCode: 'home-loan' } },
    {
      name: 'partner: last 30 days',
      who: 'partner',
      query: `from=${from}&to=${to}`,
      filters: { createdFrom: indiaMidnight(from), createdBefore: new Date(indiaMidnight(to).getTime() + 86_400_000) },
    },
    { name: 'partner: search a surname', who: 'partner', ...search('sharma') },
    { name: 'partner: search two words', who: 'partner', ...search('asha sharma') },
    { name: 'partner: search mobile digits', who: 'partner', ...search('98') },
    { name: 'admin: newest', who: 'admin', query: '', filters: {} },
    { name: 'admin: status', who: 'admin', query: 'status=DISBURSED', filters: { statuses: ['DISBURSED'] } },
    { name: 'admin: product', who: 'admin', query: 'productCode=FD', filters: { productCode: 'FD' } },
    { name: 'admin: page 51', who: 'admin', query: `cursor=${deepCursor}`, filters: { cursor: deep } },
    { name: 'admin: search a surname', who: 'admin', ...search('sharma') },
    { name: 'admin: search two words', who: 'admin', ...search('asha sharma') },
    { name: "admin: search a word's start", who: 'admin', ...search('kulk') },
    // No lead has these words: the planner must read the name's trigram index, not walk a million leads (decision 0283).
    { name: 'admin: search a rare name', who: 'admin', ...search('zubin wadia') },
    { name: 'admin: search a whole mobile', who: 'admin', ...search(someMobile) },
    { name: 'admin: search last 6 digits', who: 'admin', ...search(someMobile.slice(4)) },
  ];
}

export async function runLeadsBench(port = Number(process.env.BENCH_LEADS_PORT ?? 4393)): Promise<LeadsBenchResult> {
  const target = benchDatabaseUrl();
  await ensureDatabase(target.server, target.name);
  const handle = await openDatabase({ url: target.url });
  const portal = await startPortalOn(port, target.url); // migrates the bench database
  const explainer = new pg.Client({ connectionString: target.url });
  try {
    // Seeding a million leads and making their indexes is one long statement each: past the API's statement
    // timeout (15 s) on a slow machine, so it has a connection of its own with an hour's.
    const seeding = await openDatabase({ url: target.url, statementTimeoutMs: 60 * 60_000, poolSize: 1 });
    try {
      await seed(seeding);
    } finally {
      await seeding.close();
    }
    await explainer.connect();
    const ids = await rowsOf<{ id: string; role: 'partner' | 'admin' }>(
      handle.db,
      sql`SELECT id, role FROM partners WHERE mobile IN (${PARTNER_MOBILE}, ${ADMIN_MOBILE})`,
    );
    const scope = (role: 'partner' | 'admin') => ({ id: ids.find((row) => row.role === role)!.id, tenantCode: TENANT, role });
    const cookies = { partner: await signIn(portal.url, PARTNER_MOBILE, SANDBOX_OTP), admin: await signIn(portal.url, ADMIN_MOBILE, SANDBOX_OTP) };

    // A cursor deep in the admin's list: page 50 of 20; and a mobile of the tenant, to search for.
    const [deep] = await rowsOf<{ at: string; id: string; mobile: string }>(
      handle.db,
      sql`SELECT to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id, customer_mobile AS mobile FROM leads WHERE tenant_code = ${TENANT}
        ORDER BY created_at DESC, id DESC OFFSET 1000 LIMIT 1`,
    );
    if (!deep) throw new Error('no leads seeded');
    // BENCH_LEADS_ONLY="admin: search" measures only the scenarios whose names hold it (a quicker look at a few).
    const only = process.env.BENCH_LEADS_ONLY;
    const scenarios = scenariosOf({ at: deep.at, id: deep.id }, deep.mobile).filter((scenario) => !only || scenario.name.includes(only));

    const plans: LeadPlan[] = [];
    for (const scenario of scenarios) {
      plans.push(
        await explainLeadQuery(
          explainer,
          scenario.name,
          leadListSql(handle.db, scope(scenario.who), { ...scenario.filters, limit: 20 }),
          runsPrepared(scenario.filters),
        ),
      );
    }

    const results: LeadScenarioFigures[] = [];
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    for (const scenario of scenarios) {
      // The bare query: the repository's own call (its prepared statement) on a pool like the API's, no HTTP.
      const bareCall = async () => (await listLeads(handle.db, scope(scenario.who), { ...scenario.filters, limit: 20 })) !== undefined;
      const url = `${portal.url}/api/filteredLeads?limit=20${scenario.query ? `&${scenario.query}` : ''}`;
      const apiCall = async () => (await get(agent, url, cookies[scenario.who])).status === 200;
      const check = await get(agent, url, cookies[scenario.who]);
      if (check.status !== 200) throw new Error(`${scenario.name}: ${check.status} ${check.body}`);
      // A short warm-up before each figure, so every connection has its prepared statements and JIT is hot.
      const apiRequest = { url, headers: { cookie: cookies[scenario.who] } };
      await load('warm-up', bareCall, 1);
      await load('warm-up', apiCall, 1);
      await autocannon({ ...apiRequest, connections, duration: 1 });
      const { bare, api, bareCpu, apiCpu } = await alternating(scenario.name, bareCall, apiRequest, portal.pid);
      const apiAtFive = await load(`GET /filteredLeads ${scenario.name}`, apiCall, seconds, 5);
      results.push({ name: scenario.name, bare, api, apiAtFive, bareCpu, apiCpu });
    }
    agent.destroy();
    return { scenarios: results, plans, load: loadAverage() };
  } finally {
    await explainer.end().catch(() => undefined);
    await portal.stop();
    await handle.close();
  }
}

/** The leads list's budgets: at 50 callers ≥ 60 % of the bare query's throughput, p95 ≤ 15 ms at 5 callers; and plans on indexes. */
export function leadsBudgets(result: LeadsBenchResult): BudgetRow[] {
  const rows = result.scenarios.flatMap((s): BudgetRow[] => [
    {
      budget: `leads ${s.name}: req/s at ${connections}`,
      figure: `${Math.round(s.api.requests / seconds)} (${percent(s.api.requests, s.bare.requests)})`,
      baseline: `bare query ${Math.round(s.bare.requests / seconds)}`,
      target: '>= 60% of bare',
      pass: s.api.errors === 0 && s.api.requests >= 0.6 * s.bare.requests,
    },
    {
      budget: `leads ${s.name}: p95 at 5`,
      figure: `${s.apiAtFive.p95.toFixed(1)} ms`,
      baseline: `bare p95 at ${connections}: ${s.bare.p95.toFixed(1)} ms`,
      target: '<= 15 ms',
      pass: s.apiAtFive.errors === 0 && s.apiAtFive.p95 <= 15,
    },
  ]);
  const badPlans = result.plans.filter((p) => !p.ok).map((p) => p.name);
  rows.push({
    budget: 'leads: every filter reads an index',
    figure: badPlans.length ? `no index: ${badPlans.join(', ')}` : `${result.plans.length} of ${result.plans.length}`,
    baseline: '-',
    target: 'no sequential scan',
    pass: badPlans.length === 0,
  });
  return rows;
}

export function printLeadsBench(result: LeadsBenchResult): void {
  console.log(
    `\nLeads list over ${LEADS.toLocaleString('en-IN')} leads on PostgreSQL, ${seconds} s each, load average ${result.load}: the bare query and GET /filteredLeads at ${connections} callers, and the API at 5`,
  );
  console.table(
    result.scenarios.map((s) => ({
      filter: s.name,
      'bare req/s': Math.round(s.bare.requests / seconds),
      'API req/s': Math.round(s.api.requests / seconds),
      'API vs bare': percent(s.api.requests, s.bare.requests),
      'API p99 ms at 50': s.api.p99.toFixed(1),
      'API p50 ms at 5': s.apiAtFive.p50.toFixed(1),
      'API p95 ms at 5': s.apiAtFive.p95.toFixed(1),
      errors: s.bare.errors + s.api.errors + s.apiAtFive.errors,
    })),
  );
  const micros = (value: number) => Math.round(value);
  console.log(
    `\nCPU a request at ${connections} callers, µs, by process: the callers are this process (the bare query's database client, or the API's HTTP client); the API's own is what it costs beyond the query`,
  );
  console.table(
    result.scenarios.map(({ name, bareCpu, apiCpu }) => ({
      filter: name,
      'bare: callers': micros(bareCpu.callers),
      'bare: PostgreSQL': micros(bareCpu.postgres),
      'API: portal': micros(apiCpu.portal),
      'API: callers': micros(apiCpu.callers),
      'API: PostgreSQL': micros(apiCpu.postgres),
      "API's own": micros(apiCpu.portal + apiCpu.callers - bareCpu.callers),
      'API vs bare, all': percent(bareCpu.callers + bareCpu.postgres, apiCpu.portal + apiCpu.callers + apiCpu.postgres),
    })),
  );
  printLeadPlans(result.plans);
  if (result.plans.some((p) => !p.ok)) process.exitCode = 1;
}
