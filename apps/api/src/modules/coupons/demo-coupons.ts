import type { TenantCode } from '@portal/domain';
import type { Database } from '../../db/client';
import { insertNewCoupons } from '../../lib/coupon-records';
import type { coupons } from '../../db/schema/coupons-schema';

type DemoCoupon = Omit<typeof coupons.$inferInsert, 'tenantCode'>;

const from = new Date('2026-01-01T00:00:00+05:30');
const to = new Date('2030-01-01T00:00:00+05:30');

/**
 * Demo coupons of each tenant selling the mobile cover (docs/demo-logins.md): a live percent and a live
 * amount, and one of each refusal, so a demo shows every answer of the coupon check.
 */
export const demoCoupons: readonly DemoCoupon[] = [
  { code: 'MOBILE10', productCode: 'mobile', validFrom: from, validTo: to, discountKind: 'PERCENT', discountValue: 10, maxDiscount: 50000, useLimit: 100000 },
  { code: 'FLAT200', productCode: 'mobile', validFrom: from, validTo: to, discountKind: 'AMOUNT', discountValue: 20000, useLimit: 100000 },
  {
    code: 'OLDMOBILE',
    productCode: 'mobile',
    validFrom: new Date('2025-01-01T00:00:00+05:30'),
    validTo: from,
    discountKind: 'PERCENT',
    discountValue: 5,
    useLimit: 100,
  },
  { code: 'SHOP5', productCode: 'shop', validFrom: from, validTo: to, discountKind: 'PERCENT', discountValue: 5, useLimit: 100000 },
  { code: 'USEDUP', productCode: 'mobile', validFrom: from, validTo: to, discountKind: 'AMOUNT', discountValue: 10000, useLimit: 1, uses: 1 },
];

const demoTenants: readonly TenantCode[] = ['mintpro', 'mintfin'];

/** Seeded with the demo data; inserting again changes nothing (unique tenant and code). */
export async function seedDemoCoupons(db: Database): Promise<void> {
  // One statement at every start, not one or two for each coupon (decision 0309).
  await insertNewCoupons(
    db,
    demoTenants.flatMap((tenantCode) => demoCoupons.map((coupon) => ({ ...coupon, tenantCode }))),
  );
}
