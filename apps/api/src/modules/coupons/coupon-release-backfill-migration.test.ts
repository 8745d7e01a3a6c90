import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCouponDiscount } from '@portal/domain';
import { runDueJobs } from '../../jobs/job-queue';
import { jobs } from '../../jobs/jobs-schema';
import { migrationsFolder } from '../../package-paths';
import { createPartnerInFirstSchema, type DatabaseAtMigration, insertTenants, migrateWith, openAtMigration } from '../../test-helper';
import { proposals } from '../../db/schema/sales-schema';
import { COUPON_USE_HOLD_MS, COUPON_USE_RELEASE_JOB } from './release-abandoned-coupon-uses';
import { couponUseReleaseJobHandler } from '../../flows/release-coupon';
import { couponUses, coupons } from '../../db/schema/coupons-schema';

const BACKFILL_MIGRATION = '0021_coupon-use-release-backfill';
const day = 24 * 60 * 60 * 1000;

describe('the coupon-release backfill on a database with coupon uses taken before the release job', () => {
  let migration: DatabaseAtMigration;
  beforeAll(async () => {
    migration = await openAtMigration(BACKFILL_MIGRATION);
  });
  afterAll(() => migration.close());

  const releaseJobs = () => migration.database.db.select().from(jobs).where(eq(jobs.kind, COUPON_USE_RELEASE_JOB));
  const jobsByProposal = async () => {
    const rows = await releaseJobs();
    return new Map(rows.filter((row) => row.completedAt === null).map((row) => [row.payload.proposalId as string, row]));
  };

  it('queues a release for each unpaid proposal’s use without one, 7 days after its last save or at once; run again, nothing more; the job then gives the use back', async () => {
    await migration.migrateBefore();
    const { db } = migration.database;
    await insertTenants(db);
    const partner = await createPartnerInFirstSchema(db);
    const now = Date.now();
    // Raw SQL, as the tables stood before this migration (later ones may add columns).
    const coupon = (
      (await db.execute(sql`
      INSERT INTO coupons (tenant_code, code, product_code, valid_from, valid_to, discount_kind, discount_value, use_limit, uses)
      VALUES ('mintpro', 'MOBILE10', 'mobile', ${new Date(now - 30 * day).toISOString()}, ${new Date(now + 30 * day).toISOString()}, 'PERCENT', 10, 10, 5)
      RETURNING id`)) as unknown as { rows: { id: string }[] }
    ).rows[0]!.id;
    const discounted = applyCouponDiscount(
      { netPremium: 50763, gst: 9137, totalPremium: 59900, breakdown: [{ label: 'Premium', amount: 59900 }] },
      'MOBILE10',
      {
        kind: 'PERCENT',
        percent: 10,
        maxAmount: null,
      },
    );
    /** A mobile-cover proposal last saved `savedDaysAgo` days ago, holding a use of MOBILE10 taken then (or no use). */
    const proposal = async (referenceId: string, status: string, savedDaysAgo: number, withUse = true) => {
      const savedAt = new Date(now - savedDaysAgo * day).toISOString();
      const values = { firstName: 'Asha', lastName: 'Rao', mobile: '9876543210', ...(withUse ? { couponCode: 'MOBILE10' } : {}) };
      const result = (await db.execute(sql`
        INSERT INTO proposals (reference_id, product_code, partner_id, tenant_code, quote_id, quote_values, plan_code, net_premium, gst, total_premium, breakdown, values, status, updated_at)
        VALUES (${referenceId}, 'mobile', ${partner.id}, 'mintpro', ${`q-${referenceId}`}, '{}'::jsonb, 'basic', ${discounted.netPremium}, ${discounted.gst}, ${discounted.totalPremium},
          ${JSON.stringify(discounted.breakdown)}::jsonb, ${JSON.stringify(values)}::jsonb, ${status}, ${savedAt})
        RETURNING id`)) as unknown as { rows: { id: string }[] };
      const id = result.rows[0]!.id;
      if (withUse) await db.execute(sql`INSERT INTO coupon_uses (coupon_id, proposal_id, discount, created_at) VALUES (${coupon}, ${id}, 5900, ${savedAt})`);
      return { id, savedAt: new Date(savedAt) };
    };
    const abandoned = await proposal('PRP20261101AAAAAA', 'DRAFT', 10);
    const recent = await proposal('PRP20261101BBBBBB', 'DRAFT', 2);
    const reviewed = await proposal('PRP20261101CCCCCC', 'PAYMENT_PENDING', 3);
    const paid = await proposal('PRP20261101DDDDDD', 'PAID', 10);
    const queued = await proposal('PRP20261101EEEEEE', 'DRAFT', 1);
    const noCoupon = await proposal('PRP20261101FFFFFF', 'DRAFT', 10, false);
    // Saved again after the release job existed: it has its job already.
    const queuedRunAt = new Date(queued.savedAt.getTime() + COUPON_USE_HOLD_MS).toISOString();
    await db.execute(
      sql`INSERT INTO jobs (kind, payload, run_at) VALUES ('coupon-use-release', ${JSON.stringify({ proposalId: queued.id })}::jsonb, ${queuedRunAt})`,
    );

    const migratedFrom = Date.now();
    await migration.migrateThrough();
    const migratedTo = Date.now();

    const byProposal = await jobsByProposal();
    expect([...byProposal.keys()].sort()).toEqual([abandoned.id, recent.id, reviewed.id, queued.id].sort());
    // Its hold is over: due at once.
    const abandonedRunAt = byProposal.get(abandoned.id)!.runAt.getTime();
    expect(abandonedRunAt).toBeGreaterThanOrEqual(migratedFrom - 1000);
    expect(abandonedRunAt).toBeLessThanOrEqual(migratedTo + 1000);
    expect(byProposal.get(recent.id)!.runAt).toEqual(new Date(recent.savedAt.getTime() + COUPON_USE_HOLD_MS));
    expect(byProposal.get(reviewed.id)!.runAt).toEqual(new Date(reviewed.savedAt.getTime() + COUPON_USE_HOLD_MS));
    expect(byProposal.get(queued.id)!.runAt).toEqual(new Date(queuedRunAt));
    expect(byProposal.has(paid.id)).toBe(false);
    expect(byProposal.has(noCoupon.id)).toBe(false);
    expect(await releaseJobs()).toHaveLength(4);

    // Its statement run once more (a restore, a copy of the migration run by hand) queues nothing.
    const statement = await readFile(join(migrationsFolder, `${BACKFILL_MIGRATION}.sql`), 'utf8');
    await db.execute(sql.raw(statement));
    expect(await releaseJobs()).toHaveLength(4);

    // The backfilled job works as any other: the abandoned draft gives its use back, the others keep theirs.
    await migrateWith(migration.database);
    const handlers = { [COUPON_USE_RELEASE_JOB]: couponUseReleaseJobHandler(db) };
    expect(await runDueJobs(db, handlers, new Date(migratedTo + 60_000))).toBe(1);
    expect(await db.select({ proposalId: couponUses.proposalId }).from(couponUses).where(eq(couponUses.proposalId, abandoned.id))).toEqual([]);
    expect((await db.select({ uses: coupons.uses }).from(coupons))[0]?.uses).toBe(4);
    const [released] = await db.select().from(proposals).where(eq(proposals.id, abandoned.id));
    expect(released).toMatchObject({ status: 'DRAFT', totalPremium: 59900 });
    expect(released?.values.couponCode).toBeUndefined();
    expect(await db.select().from(couponUses)).toHaveLength(4);
  });
});
