import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { leadStatuses, type TenantCode } from '@portal/domain';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { leadListQuery, listLeads, type LeadFilters } from '../apps/api/src/modules/leads/leads-repository';
import { signIn } from './api-bench';

// `npm run bench:leads -w @portal/bench` (and part of `npm run bench`): GET /api/filteredLeads over a million
// leads on PostgreSQL at 50 connections, beside the bare query (the repository's own SQL on the API's pool
// settings, no HTTP) in the same run; and EXPLAIN of each filter's query, which must read an index of
// leads (decision 0070). Budget: p95 <= 15 ms. A figure, not a test: not part of `npm test`.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const PARTNERS = 2_000;
const TENANT: TenantCode = 'mintpro';
/** Sandbox mobiles (99999000xx) sign in with the sandbox OTP; the demo seed is off, so these are the bench's own. */
const PARTNER_MOBILE = '9999900081';
const ADMIN_MOBILE = '9999900082';
const SANDBOX_OTP = '123456';
const SEED_VERSION = 'leads-bench seed 2';

/** The bench's own database beside TEST_DATABASE_URL's (created when missing, seeded once, kept for later runs). */
function benchDatabaseUrl(): { server: string; url: string; name: string } {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const name = process.env.BENCH_LEADS_DATABASE ?? 'portal_leads_bench';
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { server, url: url.toString(), name };
}

async function ensureDatabase(server: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  } finally {
    await admin.end();
  }
}

const firstNames = ['Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Krishna', 'Ishaan', 'Shaurya', 'Ananya', 'Diya', 'Asha', 'Priya', 'Kavya', 'Meera', 'Riya', 'Sneha', 'Pooja', 'Lakshmi'];
const lastNames = ['Sharma', 'Verma', 'Gupta', 'Iyer', 'Nair', 'Reddy', 'Patil', 'Shah', 'Mehta', 'Rao', 'Das', 'Singh', 'Kumar', 'Joshi', 'Kulkarni', 'Menon', 'Pillai', 'Bose', 'Ghosh', 'Chopra'];
const products = ['personal-loan', 'home-loan', 'business-loans', 'vector-borne', 'health-360', 'FD'];
/** The rows of a raw query (Drizzle types them unknown on the generic database type). */
const rowsOf = async <Row>(db: DatabaseHandle['db'], query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const pgArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/** A million leads over 2,000 partners of one tenant (500 each), a year of creation times, every status and six products. */
async function seed(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM leads`);
  // Seeded by this version of the bench: each partner's leads vary in name, product and status.
  const [{ version } = { version: '' }] = await rowsOf<{ version: string }>(db, sql`SELECT coalesce(obj_description('leads'::regclass), '') AS version`);
  if (n >= LEADS && version === SEED_VERSION && process.env.BENCH_LEADS_RESEED !== 'true') {
    console.log(`leads bench: ${n} leads already seeded`);
    return;
  }
  const started = Date.now();
  await db.execute(sql`TRUNCATE leads, partners CASCADE`);
  await db.execute(sql`INSERT INTO tenants (code, name) VALUES (${TENANT}, 'Mint Pro') ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO partners (tenant_code, mobile, name, user_name, dealer_hash, role)
    SELECT ${TENANT}, '70000' || lpad(g::text, 5, '0'), 'Bench Partner ' || g, 'bench' || g, md5('bench' || g), 'partner'
    FROM generate_series(1, ${PARTNERS - 1}) g`);
  await db.execute(sql`INSERT INTO partners (tenant_code, mobile, name, user_name, dealer_hash, role) VALUES
    (${TENANT}, ${PARTNER_MOBILE}, 'Bench Partner', 'benchpartner', md5('benchpartner'), 'partner'),
    (${TENANT}, ${ADMIN_MOBILE}, 'Bench Admin', 'benchadmin', md5('benchadmin'), 'admin')`);
  // Dropping the list indexes while a million rows go in and making them after is several times faster.
  const indexes = await rowsOf<{ indexname: string; indexdef: string }>(db, sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'leads' AND indexname <> 'leads_pkey'`);
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
  await db.execute(
    sql.raw(`
    INSERT INTO leads (id, tenant_code, partner_id, product_code, customer_name, customer_mobile, status, amount, details, created_at, updated_at)
    SELECT 'LD' || upper(lpad(to_hex(g), 12, '0')), '${TENANT}', p.id,
      (${pgArray(products)})[1 + (g / ${PARTNERS} + g) % ${products.length}],
      (${pgArray(firstNames)})[1 + (g / ${PARTNERS} * 7 + g) % ${firstNames.length}] || ' ' || (${pgArray(lastNames)})[1 + (g / ${PARTNERS} * 3 + g * 13) % ${lastNames.length}],
      (6000000000 + (g::bigint * 7919) % 3999999999)::text,
      (${pgArray(leadStatuses)})[1 + (g / ${PARTNERS} * 5 + g * 31) % ${leadStatuses.length}],
      10000000 + (g % 1000) * 100000, '{}'::jsonb,
      now() - g * interval '30 seconds', now() - g * interval '30 seconds'
    FROM generate_series(1, ${LEADS}) g
    JOIN (SELECT id, (row_number() OVER (ORDER BY mobile)) - 1 AS n FROM partners WHERE role = 'partner') p ON p.n = g % ${PARTNERS}`),
  );
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql.raw(`COMMENT ON TABLE leads IS '${SEED_VERSION}'`));
  await db.execute(sql`ANALYZE leads`);
  await db.execute(sql`ANALYZE partners`);
  console.log(`leads bench: seeded ${LEADS} leads in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

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
  latencies.sort((a, b) => a - b);
  return { name, callers, requests: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors };
}

/**
 * wrk (Debian's `wrk`, a load generator in C), where installed: the same 50 connections for `seconds`, its
 * percentiles printed by a Lua `done` hook. The Node loop above spends CPU of its own on the same 2 cores as
 * the server and PostgreSQL; wrk spends far less, so its figure is closer to what the server alone can do.
 */
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
const wrkReport = `done = function(summary, latency, requests)
  io.write(string.format('{"requests":%d,"errors":%d,"p50":%f,"p95":%f,"p99":%f}\\n', summary.requests,
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
`;
async function loadWithWrk(name: string, url: string, cookie: string): Promise<Figures> {
  const script = join(mkdtempSync(join(tmpdir(), 'leads-bench-')), 'report.lua');
  writeFileSync(script, wrkReport);
  const child = spawn('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '-H', `cookie: ${cookie}`, '-s', script, url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const line = output.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error(`wrk printed no figures:\n${output}`);
  const figures = JSON.parse(line) as Omit<Figures, 'name' | 'callers'>;
  return { name, callers: connections, ...figures };
}

async function startPortalOn(port: number, databaseUrl: string) {
  const child = spawn(process.execPath, [join(repoRoot, 'apps', 'api', 'dist', 'main.js')], {
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
  return { url, stop };
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
  /** The index EXPLAIN must show. */
  index: string;
}

const day = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - offsetDays * 86_400_000));
const indiaMidnight = (d: string) => new Date(`${d}T00:00:00+05:30`);

export interface LeadsBenchResult {
  figures: Figures[];
  plans: { name: string; index: string; used: string[]; ok: boolean }[];
}

export async function runLeadsBench(port = Number(process.env.BENCH_LEADS_PORT ?? 4393)): Promise<LeadsBenchResult> {
  const target = benchDatabaseUrl();
  await ensureDatabase(target.server, target.name);
  const handle = openDatabase({ url: target.url });
  const portal = await startPortalOn(port, target.url); // migrates the bench database
  try {
    await seed(handle);
    const ids = await rowsOf<{ id: string; role: 'partner' | 'admin' }>(handle.db, sql`SELECT id, role FROM partners WHERE mobile IN (${PARTNER_MOBILE}, ${ADMIN_MOBILE})`);
    const scope = (role: 'partner' | 'admin') => ({ id: ids.find((row) => row.role === role)!.id, tenantCode: TENANT, role });
    const cookies = { partner: await signIn(portal.url, PARTNER_MOBILE, SANDBOX_OTP), admin: await signIn(portal.url, ADMIN_MOBILE, SANDBOX_OTP) };

    // A cursor deep in the admin's list: page 50 of 20.
    const [deep] = await rowsOf<{ at: string; id: string }>(
      handle.db,
      sql`SELECT to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id FROM leads WHERE tenant_code = ${TENANT}
        ORDER BY created_at DESC, id DESC OFFSET 1000 LIMIT 1`,
    );
    if (!deep) throw new Error('no leads seeded');
    const deepCursor = Buffer.from(`${deep.at}|${deep.id}`).toString('base64url');
    const from = day(30);
    const to = day(0);
    const scenarios: Scenario[] = [
      { name: 'partner: newest', who: 'partner', query: '', filters: {}, index: 'leads_partner_created_idx' },
      { name: 'partner: status', who: 'partner', query: 'status=OFFERS_READY', filters: { statuses: ['OFFERS_READY'] }, index: 'leads_partner_status_created_idx' },
      { name: 'partner: product', who: 'partner', query: 'productCode=home-loan', filters: { productCode: 'home-loan' }, index: 'leads_partner_created_idx' },
      { name: 'partner: last 30 days', who: 'partner', query: `from=${from}&to=${to}`, filters: { createdFrom: indiaMidnight(from), createdBefore: new Date(indiaMidnight(to).getTime() + 86_400_000) }, index: 'leads_partner_created_idx' },
      { name: 'partner: name start', who: 'partner', query: 'search=asha', filters: { namePrefix: 'asha' }, index: 'leads_partner_created_idx' },
      { name: 'partner: mobile digits', who: 'partner', query: 'search=98', filters: { mobilePrefix: '98' }, index: 'leads_partner_created_idx' },
      { name: 'admin: newest', who: 'admin', query: '', filters: {}, index: 'leads_tenant_created_idx' },
      { name: 'admin: status', who: 'admin', query: 'status=DISBURSED', filters: { statuses: ['DISBURSED'] }, index: 'leads_tenant_status_created_idx' },
      { name: 'admin: product', who: 'admin', query: 'productCode=FD', filters: { productCode: 'FD' }, index: 'leads_tenant_product_created_idx' },
      { name: 'admin: page 51', who: 'admin', query: `cursor=${deepCursor}`, filters: { cursor: deep }, index: 'leads_tenant_created_idx' },
    ];

    const plans: LeadsBenchResult['plans'] = [];
    for (const scenario of scenarios) {
      const built = leadListQuery(handle.db, scope(scenario.who), { ...scenario.filters, limit: 20 }).toSQL();
      // The query as the API sends it, its parameters written in (EXPLAIN takes no bind parameters).
      const literal = (p: unknown) => (p instanceof Date ? `'${p.toISOString()}'` : typeof p === 'number' ? String(p) : `'${String(p).replaceAll("'", "''")}'`);
      const inlined = built.sql.replace(/\$(\d+)/g, (_, i: string) => literal(built.params[Number(i) - 1]));
      const [plan] = await rowsOf<{ 'QUERY PLAN': unknown }>(handle.db, sql.raw(`EXPLAIN (FORMAT JSON) ${inlined}`));
      const planText = JSON.stringify(plan?.['QUERY PLAN']);
      const used = [...new Set([...planText.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]!))];
      plans.push({ name: scenario.name, index: scenario.index, used, ok: used.length > 0 && !planText.includes('"Seq Scan"') });
    }

    const figures: Figures[] = [];
    // The bare query: the repository's own call for the partner's newest page (its named statement), on a pool
    // like the API's, no HTTP (after a warm-up, as each HTTP figure has).
    await load('warm-up', async () => (await listLeads(handle.db, scope('partner'), { limit: 20 })).length > 0, 2);
    figures.push(await load('bare query: partner newest (no HTTP)', async () => (await listLeads(handle.db, scope('partner'), { limit: 20 })).length > 0));
    figures.push(await load('bare query: partner newest (no HTTP)', async () => (await listLeads(handle.db, scope('partner'), { limit: 20 })).length > 0, seconds, 1));
    figures.push(await load('bare query: admin newest (no HTTP)', async () => (await listLeads(handle.db, scope('admin'), { limit: 20 })).length > 0));
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    for (const scenario of scenarios) {
      const url = `${portal.url}/api/filteredLeads?limit=20${scenario.query ? `&${scenario.query}` : ''}`;
      const call = () => get(agent, url, cookies[scenario.who]);
      const check = await call();
      if (check.status !== 200) throw new Error(`${scenario.name}: ${check.status} ${check.body}`);
      await load(scenario.name, async () => (await call()).status === 200, 2);
      figures.push(await load(`GET /filteredLeads ${scenario.name}`, async () => (await call()).status === 200));
      // One caller alone: the call's own time, without the queueing of 50 callers on the machine's cores.
      if (scenario === scenarios[0]) figures.push(await load(`GET /filteredLeads ${scenario.name}`, async () => (await call()).status === 200, seconds, 1));
      if (hasWrk && (scenario === scenarios[0] || scenario === scenarios[1])) figures.push(await loadWithWrk(`wrk: GET /filteredLeads ${scenario.name}`, url, cookies[scenario.who]));
    }
    agent.destroy();
    return { figures, plans };
  } finally {
    await portal.stop();
    await handle.close();
  }
}

export function printLeadsBench(result: LeadsBenchResult): void {
  console.log(`\nLeads list over ${LEADS.toLocaleString('en-IN')} leads on PostgreSQL, ${connections} connections (one row: 1), ${seconds} s each (budget: p95 <= 15 ms at ${connections})`);
  console.table(
    result.figures.map((f) => ({
      call: f.name,
      callers: f.callers,
      'req/s': Math.round(f.requests / seconds),
      'p50 ms': f.p50.toFixed(1),
      'p95 ms': f.p95.toFixed(1),
      'p99 ms': f.p99.toFixed(1),
      'p95 <= 15 ms': f.p95 <= 15 ? 'yes' : 'NO',
      errors: f.errors,
    })),
  );
  console.log('EXPLAIN of each filter (must read an index of leads, no sequential scan):');
  console.table(result.plans.map((p) => ({ filter: p.name, 'expected index': p.index, 'indexes used': p.used.join(', '), ok: p.ok ? 'yes' : 'NO' })));
  if (result.plans.some((p) => !p.ok)) process.exitCode = 1;
}
