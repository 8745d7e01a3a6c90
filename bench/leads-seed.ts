import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { leadStatuses, type TenantCode } from '@portal/domain';
import type { DatabaseHandle } from '../apps/api/src/db/client';

// The leads bench's database and its million leads (leads-bench.ts).

export const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const PARTNERS = 2_000;
export const TENANT: TenantCode = 'mintpro';
/** Sandbox mobiles (99999000xx) sign in with the sandbox OTP; the demo seed is off, so these are the bench's own. */
export const PARTNER_MOBILE = '9999900081';
export const ADMIN_MOBILE = '9999900082';
const SEED_VERSION = 'leads-bench seed 2';

/** The bench's own database beside TEST_DATABASE_URL's (created when missing, seeded once, kept for later runs). */
export function benchDatabaseUrl(): { server: string; url: string; name: string } {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const name = process.env.BENCH_LEADS_DATABASE ?? 'portal_leads_bench';
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { server, url: url.toString(), name };
}

export async function ensureDatabase(server: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  } finally {
    await admin.end();
  }
}

const firstNames = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Shaurya',
  'Ananya',
  'Diya',
  'Asha',
  'Priya',
  'Kavya',
  'Meera',
  'Riya',
  'Sneha',
  'Pooja',
  'Lakshmi',
];
const lastNames = [
  'Sharma',
  'Verma',
  'Gupta',
  'Iyer',
  'Nair',
  'Reddy',
  'Patil',
  'Shah',
  'Mehta',
  'Rao',
  'Das',
  'Singh',
  'Kumar',
  'Joshi',
  'Kulkarni',
  'Menon',
  'Pillai',
  'Bose',
  'Ghosh',
  'Chopra',
];
const products = ['personal-loan', 'home-loan', 'business-loans', 'vector-borne', 'health-360', 'FD'];
/** The rows of a raw query (Drizzle types them unknown on the generic database type). */
export const rowsOf = async <Row>(db: DatabaseHandle['db'], query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const pgArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/** A million leads over 2,000 partners of one tenant (500 each), a year of creation times, every status and six products. */
export async function seed(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM leads`);
  // Seeded by this version of the bench: each partner's leads vary in name, product and status.
  const [{ version } = { version: '' }] = await rowsOf<{ version: string }>(db, sql`SELECT coalesce(obj_description('leads'::regclass), '') AS version`);
  if (n >= LEADS && version === SEED_VERSION && process.env.BENCH_LEADS_RESEED !== 'true') {
    console.log(`leads bench: ${n} leads already seeded`);
    return;
  }
  const started = Date.now();
  // One transaction: a seed that fails half-way (a statement timeout, say) leaves the table as it was, indexes and
  // all, instead of a table whose list indexes were dropped and never made again.
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as typeof db;
    await tx.execute(sql`TRUNCATE leads, partners CASCADE`);
    await tx.execute(sql`INSERT INTO tenants (code, name) VALUES (${TENANT}, 'Mint Pro') ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO partners (tenant_code, mobile, name, user_name, dealer_hash, role)
      SELECT ${TENANT}, '70000' || lpad(g::text, 5, '0'), 'Bench Partner ' || g, 'bench' || g, md5('bench' || g), 'partner'
      FROM generate_series(1, ${PARTNERS - 1}) g`);
    await tx.execute(sql`INSERT INTO partners (tenant_code, mobile, name, user_name, dealer_hash, role) VALUES
      (${TENANT}, ${PARTNER_MOBILE}, 'Bench Partner', 'benchpartner', md5('benchpartner'), 'partner'),
      (${TENANT}, ${ADMIN_MOBILE}, 'Bench Admin', 'benchadmin', md5('benchadmin'), 'admin')`);
    // Dropping the list indexes while a million rows go in and making them after is several times faster.
    const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
      tx,
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'leads' AND indexname <> 'leads_pkey'`,
    );
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
    await tx.execute(
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
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
    await tx.execute(sql.raw(`COMMENT ON TABLE leads IS '${SEED_VERSION}'`));
  });
  await db.execute(sql`ANALYZE leads`);
  await db.execute(sql`ANALYZE partners`);
  console.log(`leads bench: seeded ${LEADS} leads in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
