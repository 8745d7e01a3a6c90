import {
  adminCouponMessages,
  adminCouponStateOf,
  errorCodes,
  findProductForTenant,
  formatRupees,
  indianDayOf,
  productTakesCoupons,
  startOfIndianDay,
  type AdminCoupon,
  type AdminCouponCreate,
  type AdminCouponList,
  type CouponDiscount,
} from '@portal/domain';
import { isUuid } from '../../db/partner-scope';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound, validationError } from '../../plugins/errors';
import { type CouponRow, discountOf, endCoupon, findTenantCouponForUpdate, findTenantCoupons, insertNewCoupon } from '../../lib/coupon-records';
import type { AdminDeps } from './admin-service';
import { insertAudit } from '../../lib/audit';

const DAY_MS = 24 * 60 * 60 * 1000;
const couponNotFound = () => notFound('Coupon not found');

const describeDiscount = (discount: CouponDiscount) =>
  discount.kind === 'AMOUNT'
    ? `${formatRupees(discount.amount)} off`
    : `${discount.percent}% off${discount.maxAmount ? `, up to ${formatRupees(discount.maxAmount)}` : ''}`;

function toAdminCoupon(row: CouponRow, now: Date): AdminCoupon {
  return {
    id: row.id,
    couponCode: row.code,
    productCode: row.productCode,
    productName: findProductForTenant(row.productCode, row.tenantCode)?.name ?? row.productCode,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    discount: discountOf(row),
    useLimit: row.useLimit,
    uses: row.uses,
    state: adminCouponStateOf(row, now),
  };
}

/** GET /admin/coupons: the admin's tenant's coupons, newest first, with their uses (decision 0125). */
export async function listTenantCoupons(deps: AdminDeps, admin: SessionPartner): Promise<AdminCouponList> {
  const now = deps.now();
  return { coupons: (await findTenantCoupons(deps.db, admin.tenantCode)).map((row) => toAdminCoupon(row, now)) };
}

/**
 * POST /admin/coupons: a coupon of the admin's tenant for a product it sells that takes coupons, for whole
 * days in India's time ending today or later; audited. A code the tenant already has answers 409.
 */
export async function createTenantCoupon(deps: AdminDeps, admin: SessionPartner, body: AdminCouponCreate): Promise<AdminCoupon> {
  const now = deps.now();
  const product = findProductForTenant(body.productCode, admin.tenantCode);
  if (!product || !productTakesCoupons(product)) throw validationError({ productCode: adminCouponMessages.product });
  if (body.validUntil < indianDayOf(now)) throw validationError({ validUntil: adminCouponMessages.endedInPast });
  const code = body.couponCode.toUpperCase();
  return deps.db.transaction(async (tx) => {
    const row = await insertNewCoupon(tx, {
      tenantCode: admin.tenantCode,
      code,
      productCode: product.code,
      validFrom: startOfIndianDay(body.validFrom),
      validTo: new Date(startOfIndianDay(body.validUntil).getTime() + DAY_MS),
      discountKind: body.discount.kind,
      discountValue: body.discount.kind === 'AMOUNT' ? body.discount.amount : body.discount.percent,
      maxDiscount: body.discount.kind === 'PERCENT' ? body.discount.maxAmount : null,
      useLimit: body.useLimit,
    });
    if (!row) throw new AppError(409, errorCodes.conflict, adminCouponMessages.codeTaken);
    await insertAudit(tx, {
      tenantCode: admin.tenantCode,
      actorId: admin.id,
      action: 'COUPON_CREATED',
      summary: `Create coupon ${code} for ${product.name}: ${describeDiscount(discountOf(row))}, ${body.useLimit} uses, ${body.validFrom} to ${body.validUntil}`,
    });
    return toAdminCoupon(row, now);
  });
}

/**
 * POST /admin/coupons/{couponId}/deactivate: the coupon's period ends now, so no new proposal takes it;
 * proposals holding a use keep it. Another tenant's id is 404; one already ended 409. Audited.
 */
export async function deactivateTenantCoupon(deps: AdminDeps, admin: SessionPartner, couponId: string): Promise<AdminCoupon> {
  const now = deps.now();
  if (!isUuid(couponId)) throw couponNotFound();
  return deps.db.transaction(async (tx) => {
    const coupon = await findTenantCouponForUpdate(tx, admin.tenantCode, couponId);
    if (!coupon) throw couponNotFound();
    if (coupon.validTo.getTime() <= now.getTime()) throw new AppError(409, errorCodes.conflict, adminCouponMessages.alreadyEnded);
    const ended = await endCoupon(tx, coupon.id, now);
    await insertAudit(tx, { tenantCode: admin.tenantCode, actorId: admin.id, action: 'COUPON_DEACTIVATED', summary: `Deactivate coupon ${coupon.code}` });
    return toAdminCoupon(ended, now);
  });
}
