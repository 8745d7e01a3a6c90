import { and, asc, eq, isNull, lte, or, lt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from './jobs-schema';

export type JobRow = typeof jobs.$inferSelect;

/** What a handler made of its job: finished, or to be tried again at a time it chooses. */
export type JobOutcome = { done: true } | { retryAt: Date };

/** Runs one job's work; may throw (the job is tried again later with the error kept). */
export type JobHandler = (payload: Record<string, unknown>, job: JobRow, now: Date) => Promise<JobOutcome>;

/** How long a claimed job is its worker's before another instance may claim it again. */
export const JOB_LEASE_MS = 60_000;

/** Queues work to run at `runAt` (now by default), in the same transaction as the state it follows from when given one. */
export async function enqueueJob(db: Database, job: { kind: string; payload: Record<string, unknown>; runAt: Date }): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(job).returning();
  return row!;
}

/**
 * Claims up to `limit` due jobs for this worker: not completed, due, and not leased by another. Rows
 * another transaction holds are skipped (FOR UPDATE SKIP LOCKED), so concurrent workers never share a job.
 */
export async function claimDueJobs(db: Database, now: Date, limit = 20): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(isNull(jobs.completedAt), lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now))))
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + JOB_LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

async function finish(db: Database, job: JobRow, outcome: JobOutcome | { error: string; retryAt: Date }) {
  const update =
    'done' in outcome
      ? { completedAt: new Date(), lockedUntil: null }
      : { runAt: outcome.retryAt, lockedUntil: null, lastError: 'error' in outcome ? outcome.error : null };
  await db.update(jobs).set(update).where(eq(jobs.id, job.id));
}

/**
 * Marks a job done outside the worker: the attempt made at once after its transaction finished the work,
 * so the job need not do it again. A worker running it meanwhile finds the work done too.
 */
export async function completeJob(db: Database, jobId: string, now: Date): Promise<void> {
  await db.update(jobs).set({ completedAt: now, lockedUntil: null }).where(eq(jobs.id, jobId));
}

/**
 * Gives claimed jobs back untried when the worker stops (a deployment's SIGTERM): another instance may run
 * them at once instead of after the lease, and the attempt is not counted.
 */
async function releaseJobs(db: Database, claimed: JobRow[]): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(
      inArray(
        jobs.id,
        claimed.map((job) => job.id),
      ),
    );
}

/** After a failure, wait longer each time: 30 s, 1 min, 2 min … up to 30 min. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);

/**
 * Claims the due jobs and runs each with its kind's handler. A job of an unknown kind, or whose
 * handler throws, is tried again later with the error kept; it never stops the others.
 */
export async function runDueJobs(
  db: Database,
  handlers: Readonly<Record<string, JobHandler>>,
  now: Date,
  isStopping: () => boolean = () => false,
): Promise<number> {
  const claimed = await claimDueJobs(db, now);
  // UPDATE … RETURNING promises no order: run them in the order they fell due.
  claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  for (const [index, job] of claimed.entries()) {
    if (isStopping()) {
      await releaseJobs(db, claimed.slice(index));
      break;
    }
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await finish(db, job, await handler(job.payload, job, now));
    } catch (error) {
      await finish(db, job, { error: error instanceof Error ? error.message : String(error), retryAt: new Date(now.getTime() + retryDelayMs(job.attempts)) });
    }
  }
  return claimed.length;
}
