import type { Database } from '../../db/client';
import { enqueueJob } from '../../jobs/job-queue';

/** The job kind that gives an abandoned draft's coupon use back (decision 0090, amended). */
export const COUPON_USE_RELEASE_JOB = 'coupon-use-release';

/**
 * How long an unpaid proposal holds its coupon's use after it was last saved: 7 days. A payment link the
 * customer may still pay keeps it longer (checked again a day later).
 */
export const COUPON_USE_HOLD_MS = 7 * 24 * 60 * 60 * 1000;

/** Queues the release check of a proposal's coupon use, in the transaction that took the use. */
export async function scheduleCouponUseRelease(tx: Database, proposalId: string, now: Date): Promise<void> {
  await enqueueJob(tx, { kind: COUPON_USE_RELEASE_JOB, payload: { proposalId }, runAt: new Date(now.getTime() + COUPON_USE_HOLD_MS) });
}
