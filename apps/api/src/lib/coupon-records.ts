import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { CouponDiscount, TenantCode } from '@portal/domain';
import type { Database } from '../db/client';
import { proposals } from '../db/schema/sales-schema';
import { couponUses, coupons } from '../db/schema/coupons-schema';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponUseRow = typeof couponUses.$inferSelect;

export const discountOf = (coupon: CouponRow): CouponDiscount =>
  coupon.discountKind === 'AMOUNT'
    ? { kind: 'AMOUNT', amount: coupon.discountValue }
    : { kind: 'PERCENT', percent: coupon.discountValue, maxAmount: coupon.maxDiscount };

export async function findCoupon(db: Database, tenantCode: TenantCode, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenantCode, tenantCode), eq(coupons.code, code)));
  return row;
}

/** Product codes with a coupon of the tenant live now (in its period, uses left). */
export async function findLiveCouponProducts(db: Database, tenantCode: TenantCode, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productCode: coupons.productCode })
    .from(coupons)
    .where(and(eq(coupons.tenantCode, tenantCode), lte(coupons.validFrom, now), gt(coupons.validTo, now), lt(coupons.uses, coupons.useLimit)))
    .orderBy(coupons.productCode);
  return rows.map((row) => row.productCode);
}

/**
 * Takes one use of the coupon if one is left, in one statement: concurrent takers queue on the row and
 * each re-checks `uses < use_limit` against the row as the previous one left it. Undefined when none is left.
 */
export async function takeCouponUse(db: Database, couponId: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.id, couponId), lt(coupons.uses, coupons.useLimit)))
    .returning();
  return row;
}

export async function findCouponUseOfProposal(db: Database, proposalId: string): Promise<(CouponUseRow & { code: string }) | undefined> {
  const [row] = await db
    .select({ use: couponUses, code: coupons.code })
    .from(couponUses)
    .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
    .where(eq(couponUses.proposalId, proposalId));
  return row ? { ...row.use, code: row.code } : undefined;
}

export async function insertCouponUse(db: Database, use: { couponId: string; proposalId: string; discount: number }): Promise<void> {
  await db.insert(couponUses).values(use);
}

export async function updateCouponUseDiscount(db: Database, useId: string, discount: number): Promise<void> {
  await db.update(couponUses).set({ discount }).where(eq(couponUses.id, useId));
}

/** Gives a proposal's use back to its coupon (the proposal dropped or changed the code). */
export async function releaseCouponUse(db: Database, use: CouponUseRow): Promise<void> {
  await db.delete(couponUses).where(eq(couponUses.id, use.id));
  await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(eq(coupons.id, use.couponId));
}

/** Locks a proposal's row for the rest of the transaction (a save of its coupon and the release job queue on it). */
export async function lockProposalRow(tx: Database, proposalId: string): Promise<void> {
  await tx.select({ id: proposals.id }).from(proposals).where(eq(proposals.id, proposalId)).for('update');
}

/** The tenant's coupons, newest first (the console's list; a tenant runs a few dozen at most). */
export async function findTenantCoupons(db: Database, tenantCode: TenantCode): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.tenantCode, tenantCode)).orderBy(desc(coupons.createdAt), desc(coupons.code)).limit(500);
}

/** One coupon of the tenant, locked for the rest of the transaction; undefined for another tenant's id. */
export async function findTenantCouponForUpdate(db: Database, tenantCode: TenantCode, couponId: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenantCode, tenantCode), eq(coupons.id, couponId)))
    .for('update');
  return row;
}

/** Adds the coupons whose codes their tenant does not have yet, in one statement, and answers those it added. */
export async function insertNewCoupons(db: Database, rows: (typeof coupons.$inferInsert)[]): Promise<CouponRow[]> {
  return db
    .insert(coupons)
    .values(rows)
    .onConflictDoNothing({ target: [coupons.tenantCode, coupons.code] })
    .returning();
}

/** A new coupon, or undefined when the tenant already has its code. */
export async function insertNewCoupon(db: Database, coupon: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
  const [row] = await insertNewCoupons(db, [coupon]);
  return row;
}

/** Ends the coupon's period at `now` (deactivation): no proposal takes it from then on. */
export async function endCoupon(db: Database, couponId: string, now: Date): Promise<CouponRow> {
  const [row] = await db.update(coupons).set({ validTo: now }).where(eq(coupons.id, couponId)).returning();
  return row!;
}
