import {
  applyCouponDiscount,
  canWrite,
  couponDiscountPaise,
  couponMessages,
  couponProblemOf,
  findProductForTenant,
  normaliseCouponCode,
  removeCouponDiscount,
  type CouponValidation,
  type DigitalLeader,
  type FormValues,
  type TenantCode,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { SessionPartner } from '../../plugins/auth';
import { notFound, validationError } from '../../plugins/errors';
import { findVisibleProduct } from '../../lib/partner-access';
import type { AcceptedQuote } from '../../db/accepted-quote';
import {
  discountOf,
  findCoupon,
  findCouponUseOfProposal,
  findLiveCouponProducts,
  insertCouponUse,
  lockProposalRow,
  releaseCouponUse,
  takeCouponUse,
  updateCouponUseDiscount,
} from '../../lib/coupon-records';
import { scheduleCouponUseRelease } from './release-abandoned-coupon-uses';

/**
 * GET /digital-leader/validate: a digital leader is a partner who may sell (not a view-only login) in a
 * tenant that runs live coupons on products the partner can see (decision 0090).
 */
export async function getDigitalLeader(db: Database, partner: SessionPartner, now: Date): Promise<DigitalLeader> {
  const couponProducts = (await findLiveCouponProducts(db, partner.tenantCode, now)).filter((code) => findProductForTenant(code, partner.tenantCode));
  return { digitalLeader: canWrite(partner.role) && couponProducts.length > 0, couponProducts };
}

/**
 * GET /digital-leader/coupons/{couponCode}/validate: the coupon's discount for the product, or why it
 * cannot be used: 404 for a code the partner's tenant does not have, else 400 with the reason on couponCode.
 * It reserves nothing: the use is taken when the proposal is saved.
 */
export async function validateCoupon(db: Database, partner: SessionPartner, couponCode: string, productCode: string, now: Date): Promise<CouponValidation> {
  const product = findVisibleProduct(partner, productCode);
  const coupon = await findCoupon(db, partner.tenantCode, normaliseCouponCode(couponCode));
  const problem = couponProblemOf(coupon, product.code, now);
  if (problem === 'unknown') throw notFound(couponMessages.unknown);
  if (problem) throw validationError({ couponCode: couponMessages[problem] });
  return {
    couponCode: coupon!.code,
    productCode: coupon!.productCode,
    discount: discountOf(coupon!),
    validTo: coupon!.validTo.toISOString(),
    remainingUses: coupon!.useLimit - coupon!.uses,
  };
}

/** A proposal's accepted quote priced with its coupon, and the step that records the coupon's use once the proposal row exists. */
export interface CouponPricing {
  quote: AcceptedQuote;
  recordUse: (proposalId: string) => Promise<void>;
}

const noUse = async () => {};

/**
 * The quote a proposal is saved with, its coupon code (a proposal field, e.g. the mobile cover's) applied.
 * Run inside the proposal's transaction. A new code takes one use of the coupon (an atomic update: the
 * limit holds under concurrency) or answers 400 on couponCode; the proposal's own code keeps the use it
 * holds; a dropped or changed code gives its use back. Products without the field are left as they are.
 * A new use queues its release for when the draft is abandoned (COUPON_USE_HOLD_MS after its last save).
 */
export async function priceWithCoupon(
  tx: Database,
  sale: { tenantCode: TenantCode; productCode: string; proposalId: string | null; values: FormValues; now: Date },
  quote: AcceptedQuote,
): Promise<CouponPricing> {
  const base = removeCouponDiscount(quote);
  const code = typeof sale.values.couponCode === 'string' ? normaliseCouponCode(sale.values.couponCode) : '';
  // The release job (flows/release-coupon.ts) takes the same row lock, so a save and a release queue.
  if (sale.proposalId) await lockProposalRow(tx, sale.proposalId);
  const held = sale.proposalId ? await findCouponUseOfProposal(tx, sale.proposalId) : undefined;
  if (held && held.code !== code) await releaseCouponUse(tx, held);
  if (!code) return { quote: base, recordUse: noUse };
  const coupon = await findCoupon(tx, sale.tenantCode, code);
  if (held && held.code === code && coupon) {
    const discounted = applyCouponDiscount(base, code, discountOf(coupon));
    await updateCouponUseDiscount(tx, held.id, base.totalPremium - discounted.totalPremium);
    return { quote: discounted, recordUse: noUse };
  }
  const problem = couponProblemOf(coupon, sale.productCode, sale.now);
  if (problem) throw validationError({ couponCode: couponMessages[problem] });
  if (!(await takeCouponUse(tx, coupon!.id))) throw validationError({ couponCode: couponMessages.usedUp });
  const discount = couponDiscountPaise(base.totalPremium, discountOf(coupon!));
  return {
    quote: applyCouponDiscount(base, code, discountOf(coupon!)),
    recordUse: async (proposalId) => {
      await insertCouponUse(tx, { couponId: coupon!.id, proposalId, discount });
      await scheduleCouponUseRelease(tx, proposalId, sale.now);
    },
  };
}
