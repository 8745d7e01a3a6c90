import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerInFirstSchema, type DatabaseAtMigration, insertTenants, openAtMigration } from '../test-helper';
import { payments } from './schema/payments-schema';

const ONE_LIVE_ORDER_MIGRATION = '0007_one-live-order-and-refunds';

describe('the one-live-order migration on a database with older duplicate orders', () => {
  let migration: DatabaseAtMigration;
  beforeAll(async () => {
    migration = await openAtMigration(ONE_LIVE_ORDER_MIGRATION);
  });
  afterAll(() => migration.close());

  it('keeps the newest live order of each proposal and sets the older ones aside', async () => {
    await migration.migrateBefore();
    const { db } = migration.database;
    await insertTenants(db);
    const partner = await createPartnerInFirstSchema(db);
    // Written as SQL, like the payments below: today's proposals table has columns that did not exist before 0007.
    const proposalOf = async (referenceId: string) => {
      const answer = (await db.execute(sql`
        insert into proposals (reference_id, product_code, partner_id, tenant_code, quote_id, quote_values, plan_code,
          net_premium, gst, total_premium, breakdown, values, status)
        values (${referenceId}, 'vector-borne', ${partner.id}, 'mintpro', 'a-used-quote', '{}', 'basic', 16864, 3036, 19900, '[]', '{}',
          'PAYMENT_PENDING')
        returning id`)) as unknown as { rows: { id: string }[] };
      return answer.rows[0]!.id;
    };
    const twice = await proposalOf('REF-TWICE');
    const once = await proposalOf('REF-ONCE');
    const order = (proposalId: string, key: string, createdAt: Date) => ({
      proposalId,
      idempotencyKey: key,
      gatewayOrderId: `order_${key}`,
      amount: 19900,
      linkUrl: `/checkout/${key}`,
      createdAt,
    });
    // Written as SQL: the payments table of today's schema has columns that did not exist before 0007.
    for (const row of [
      order(twice, 'older', new Date('2026-11-01T10:00:00Z')),
      order(twice, 'newer', new Date('2026-11-01T10:05:00Z')),
      order(once, 'only', new Date('2026-11-01T10:00:00Z')),
    ]) {
      await db.execute(sql`
        insert into payments (proposal_id, idempotency_key, gateway_order_id, amount, link_url, created_at)
        values (${row.proposalId}, ${row.idempotencyKey}, ${row.gatewayOrderId}, ${row.amount}, ${row.linkUrl}, ${row.createdAt.toISOString()})`);
    }

    await migration.database.migrate();

    const rows = await db.select({ key: payments.idempotencyKey, status: payments.status }).from(payments).orderBy(asc(payments.idempotencyKey));
    expect(rows).toEqual([
      { key: 'newer', status: 'CREATED' },
      { key: 'older', status: 'SUPERSEDED' },
      { key: 'only', status: 'CREATED' },
    ]);
    // From now on the database itself refuses a second live order.
    await expect(db.insert(payments).values(order(once, 'another', new Date()))).rejects.toThrow();
    expect(await db.select().from(payments).where(eq(payments.proposalId, once))).toHaveLength(1);
  });
});
