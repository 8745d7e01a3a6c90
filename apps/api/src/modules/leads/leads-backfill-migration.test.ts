import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadIdPattern } from '@portal/domain';
import { createPartnerInFirstSchema, type DatabaseAtMigration, insertTenants, openAtMigration } from '../../test-helper';
import { leads, leadStatusHistory } from '../../db/schema/leads-schema';

const LEADS_MIGRATION = '0009_leads';

describe('the leads migration on a database with earlier sales', () => {
  let migration: DatabaseAtMigration;
  beforeAll(async () => {
    migration = await openAtMigration(LEADS_MIGRATION);
  });
  afterAll(() => migration.close());

  it('gives every proposal made before it a lead with the sale status, premium, policy number and one history row', async () => {
    await migration.migrateBefore();
    const { db } = migration.database;
    await insertTenants(db);
    const partner = await createPartnerInFirstSchema(db);
    // Raw SQL, as the proposals table stood before this migration (later ones may add columns).
    const proposal = async (referenceId: string, status: string, values: Record<string, unknown>) => {
      const result = (await db.execute(sql`
        INSERT INTO proposals (reference_id, product_code, partner_id, tenant_code, quote_id, quote_values, plan_code, net_premium, gst, total_premium, breakdown, values, status)
        VALUES (${referenceId}, 'vector-borne', ${partner.id}, 'mintpro', 'q', '{}'::jsonb, 'basic', 16864, 3036, 19900, '[]'::jsonb, ${JSON.stringify(values)}::jsonb, ${status})
        RETURNING id`)) as unknown as { rows: { id: string }[] };
      return result.rows[0]!.id;
    };
    await proposal('PRP20261101AAAAAA', 'DRAFT', { firstName: 'Asha', lastName: 'Rao', mobile: '9876543210', email: 'asha@example.com' });
    await proposal('PRP20261101BBBBBB', 'PAYMENT_PENDING', { fullName: 'Ravi Kumar', mobile: '9876543211' });
    await proposal('PRP20261101CCCCCC', 'PAYMENT_FAILED', { name: 'Shop One', mobile: '98765 43212' });
    const paid = await proposal('PRP20261101DDDDDD', 'PAID', { title: 'Mr', firstName: 'Vikram', mobile: '9876543213' });
    await db.execute(sql`INSERT INTO policies (policy_number, proposal_id) VALUES ('POL/VB/2026/000001', ${paid})`);

    await migration.migrateThrough();

    // Only the columns the leads table had at this migration (later ones add more).
    const rows = await db
      .select({
        id: leads.id,
        referenceId: leads.referenceId,
        status: leads.status,
        customerName: leads.customerName,
        customerMobile: leads.customerMobile,
        customerEmail: leads.customerEmail,
        amount: leads.amount,
        policyNumber: leads.policyNumber,
        partnerId: leads.partnerId,
        tenantCode: leads.tenantCode,
        productCode: leads.productCode,
      })
      .from(leads)
      .orderBy(asc(leads.referenceId));
    expect(rows.map((row) => [row.referenceId, row.status, row.customerName, row.customerMobile, row.amount, row.policyNumber])).toEqual([
      ['PRP20261101AAAAAA', 'PROPOSAL_DRAFT', 'Asha Rao', '9876543210', 19900, null],
      ['PRP20261101BBBBBB', 'PAYMENT_PENDING', 'Ravi Kumar', '9876543211', 19900, null],
      ['PRP20261101CCCCCC', 'PAYMENT_FAILED', 'Shop One', '9876543212', 19900, null],
      ['PRP20261101DDDDDD', 'POLICY_ISSUED', 'Mr Vikram', '9876543213', 19900, 'POL/VB/2026/000001'],
    ]);
    for (const row of rows) {
      expect(row.id).toMatch(leadIdPattern);
      expect(row).toMatchObject({ partnerId: partner.id, tenantCode: 'mintpro', productCode: 'vector-borne' });
    }
    expect(rows[0]!.customerEmail).toBe('asha@example.com');
    const history = await db.select({ fromStatus: leadStatusHistory.fromStatus, actor: leadStatusHistory.actor }).from(leadStatusHistory);
    expect(history).toHaveLength(4);
    expect(history.every((entry) => entry.fromStatus === null && entry.actor === 'system')).toBe(true);
  });
});
