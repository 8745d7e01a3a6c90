import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enqueueJob, type JobHandler } from '../../jobs/job-queue';
import { jobs } from '../../jobs/jobs-schema';
import { outbox } from '../../providers/outbox-schema';
import { otpChallenges, otpSends, sessions } from '../../db/schema/auth-schema';
import { customerSessions } from '../../db/schema/customer-sessions-schema';

/** The job kind that prunes, once a day, on whichever instance's worker claims it. */
export const RETENTION_PRUNE_JOB = 'retention.prune';
const DAY_MS = 24 * 60 * 60_000;

export interface PrunedCounts {
  completedJobs: number;
  sentOutboxMessages: number;
  otpChallenges: number;
  otpSends: number;
  sessions: number;
  customerSessions: number;
}

/**
 * Deletes what has served its purpose for longer than the retention period (decision 0184): completed
 * jobs, sent outbox messages, and OTP challenges, OTP sends and sessions past their expiry. Nothing still
 * pending is touched: a job not completed or a message not sent stays whatever its age.
 */
export async function pruneExpiredRows(db: Database, now: Date, retentionDays: number): Promise<PrunedCounts> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const countOf = async (query: Promise<unknown[]>) => (await query).length;
  return db.transaction(async (tx) => ({
    completedJobs: await countOf(
      tx
        .delete(jobs)
        .where(and(isNotNull(jobs.completedAt), lt(jobs.completedAt, cutoff)))
        .returning({ id: jobs.id }),
    ),
    sentOutboxMessages: await countOf(
      tx
        .delete(outbox)
        .where(and(isNotNull(outbox.sentAt), lt(outbox.sentAt, cutoff)))
        .returning({ id: outbox.id }),
    ),
    otpChallenges: await countOf(tx.delete(otpChallenges).where(lt(otpChallenges.expiresAt, cutoff)).returning({ id: otpChallenges.id })),
    otpSends: await countOf(tx.delete(otpSends).where(lt(otpSends.createdAt, cutoff)).returning({ id: otpSends.id })),
    sessions: await countOf(tx.delete(sessions).where(lt(sessions.expiresAt, cutoff)).returning({ id: sessions.tokenHash })),
    customerSessions: await countOf(tx.delete(customerSessions).where(lt(customerSessions.expiresAt, cutoff)).returning({ id: customerSessions.tokenHash })),
  }));
}

/** The daily job's handler: prunes, then asks to run again in a day. */
export const createRetentionPruneHandler =
  (db: Database, retentionDays: number, log: { info: (facts: object, message: string) => void }): JobHandler =>
  async (_payload, _job, now) => {
    const pruned = await pruneExpiredRows(db, now, retentionDays);
    log.info({ pruned, retentionDays }, 'retention: expired rows pruned');
    return { retryAt: new Date(now.getTime() + DAY_MS) };
  };

/**
 * Queues the daily prune unless one is already pending (instances starting together may both queue one;
 * a second prune finds nothing to delete, so that is harmless).
 */
export async function scheduleRetentionPrune(db: Database, now: Date): Promise<void> {
  const pending = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.kind} = ${RETENTION_PRUNE_JOB} and ${jobs.completedAt} is null`)
    .limit(1);
  if (pending.length === 0) await enqueueJob(db, { kind: RETENTION_PRUNE_JOB, payload: {}, runAt: now });
}
