import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthRange } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { leadStatusCountsQuery } from './payouts-service';

/**
 * The summary's lead counts stay index range scans however many leads there are (decision 0117): with
 * 60,000 leads of two partners and a tenant, the planner reads the (owner, status, created_at) indexes
 * and never scans the table.
 */
describe('the dashboard summary’s query plan', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let admin: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db);
    const other = await signInPartner(t.db);
    admin = await signInPartner(t.db, { role: 'admin' });
    const statuses = `ARRAY['CREATED','QUOTED','PROPOSAL_DRAFT','POLICY_ISSUED','OFFERS_READY','DISBURSED']`;
    // Seeding is not what is measured: the portal's statement timeout is lifted for it (a loaded CI machine).
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      await tx.execute(
        sql.raw(`INSERT INTO leads (id, tenant_code, partner_id, product_code, customer_name, customer_mobile, status, created_at, updated_at)
        SELECT 'LD' || lpad(n::text, 12, '0'), 'mintpro', CASE WHEN n % 2 = 0 THEN '${seller.partner.id}'::uuid ELSE '${other.partner.id}'::uuid END,
          'vector-borne', 'Customer ' || n, '98765' || lpad((n % 100000)::text, 5, '0'), (${statuses})[1 + n % 6],
          now() - (n % 720) * interval '1 day', now()
        FROM generate_series(1, 60000) AS n`),
      );
    });
    await t.db.execute(sql`ANALYZE leads`);
  }, 120_000);
  afterAll(async () => t.close());

  const planOf = async (partner: typeof seller.partner) => {
    const { from, to } = monthRange(new Date().toISOString().slice(0, 7));
    const result = (await t.db.execute(sql`EXPLAIN ${leadStatusCountsQuery(t.db, partner, from, to).getSQL()}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  };

  it.each([
    ['a partner', () => seller.partner, 'leads_partner_status_created_idx'],
    ['an admin', () => admin.partner, 'leads_tenant_status_created_idx'],
  ])('counts %s’s leads by status on its index, without a scan of the table', async (_who, partnerOf, index) => {
    const plan = await planOf(partnerOf());
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan on leads/);
  });
});
