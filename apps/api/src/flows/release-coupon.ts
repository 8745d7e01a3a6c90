import { eq } from 'drizzle-orm';
import { removeCouponDiscount, type FormValues } from '@portal/domain';
import type { Database } from '../db/client';
import { proposals } from '../db/schema/sales-schema';
import type { JobHandler } from '../jobs/job-queue';
import { COUPON_USE_HOLD_MS } from '../modules/coupons';
import { findCouponUseOfProposal, releaseCouponUse } from '../lib/coupon-records';
import { syncSaleLead } from '../lib/leads/sale-leads';
import { hasLivePayment } from '../modules/sales';

/** A proposal with a payment link the customer may still pay keeps its coupon use; checked again a day later. */
const LIVE_LINK_RECHECK_MS = 24 * 60 * 60 * 1000;

const maxDate = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * Gives back the coupon use of a proposal left unpaid for COUPON_USE_HOLD_MS since its last save, and
 * takes the coupon off the draft (its code emptied, its premium without the discount, back to DRAFT so
 * review shows the new price), in one transaction under the proposal's row lock. Idempotent: a proposal
 * without a use (released already, code dropped, deleted), or paid (its use is final), is done; one saved
 * or used again since is checked again when its own hold ends; one with a live payment link a day later.
 */
export function couponUseReleaseJobHandler(db: Database): JobHandler {
  return async (payload, _job, now) => {
    const proposalId = typeof payload.proposalId === 'string' ? payload.proposalId : undefined;
    if (!proposalId) return { done: true };
    return db.transaction(async (tx) => {
      const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, proposalId)).for('update');
      if (!proposal || proposal.status === 'PAID') return { done: true };
      const use = await findCouponUseOfProposal(tx, proposal.id);
      if (!use) return { done: true };
      const releaseAt = new Date(maxDate(proposal.updatedAt, use.createdAt).getTime() + COUPON_USE_HOLD_MS);
      if (now < releaseAt) return { retryAt: releaseAt };
      if (await hasLivePayment(tx, proposal.id)) return { retryAt: new Date(now.getTime() + LIVE_LINK_RECHECK_MS) };
      await releaseCouponUse(tx, use);
      const premium = removeCouponDiscount({
        netPremium: proposal.netPremium,
        gst: proposal.gst,
        totalPremium: proposal.totalPremium,
        breakdown: proposal.breakdown,
      });
      const { couponCode: _dropped, ...values } = proposal.values;
      await tx
        .update(proposals)
        .set({ ...premium, values: values as FormValues, status: 'DRAFT', updatedAt: now })
        .where(eq(proposals.id, proposal.id));
      await syncSaleLead(tx, proposal.id, 'system', now);
      return { done: true };
    });
  };
}
