import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { jobs } from './jobs-schema';
import { createTestApp, createTestDatabase } from '../test-helper';
import { startJobWorker } from './job-worker';
import { claimDueJobs, enqueueJob, JOB_LEASE_MS, retryDelayMs, runDueJobs, type JobHandler } from './job-queue';

describe('the durable job queue', () => {
  let database: DatabaseHandle;
  const t0 = new Date('2026-11-22T10:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it('hands a due job to one worker at a time, and again to another once its lease has run out', async () => {
    const job = await enqueueJob(database.db, { kind: 'test', payload: { n: 1 }, runAt: t0 });
    expect(await claimDueJobs(database.db, at(-1))).toEqual([]);
    expect((await claimDueJobs(database.db, t0)).map((j) => j.id)).toEqual([job.id]);
    expect(await claimDueJobs(database.db, at(1000))).toEqual([]);
    const reclaimed = await claimDueJobs(database.db, at(JOB_LEASE_MS + 1));
    expect(reclaimed.map((j) => [j.id, j.attempts])).toEqual([[job.id, 2]]);
  });

  it('runs each due job with its handler: done ones are not run again, retried ones wait until their time', async () => {
    const seen: string[] = [];
    const handlers: Record<string, JobHandler> = {
      finish: async (payload) => {
        seen.push(`finish ${String(payload.n)}`);
        return { done: true };
      },
      later: async () => {
        seen.push('later');
        return { retryAt: at(60_000) };
      },
    };
    await enqueueJob(database.db, { kind: 'finish', payload: { n: 1 }, runAt: t0 });
    await enqueueJob(database.db, { kind: 'later', payload: {}, runAt: t0 });
    await enqueueJob(database.db, { kind: 'finish', payload: { n: 2 }, runAt: at(120_000) });
    expect(await runDueJobs(database.db, handlers, t0)).toBe(2);
    expect(await runDueJobs(database.db, handlers, at(30_000))).toBe(0);
    expect(await runDueJobs(database.db, handlers, at(120_000))).toBe(2);
    // Jobs due at the same time run in no promised order; later ones by their time.
    expect(seen.slice(0, 2).sort()).toEqual(['finish 1', 'later']);
    expect(seen.slice(2)).toEqual(['later', 'finish 2']);
  });

  it('keeps a failing or unknown job with its error and tries it again later; the others still run', async () => {
    const failing = await enqueueJob(database.db, { kind: 'boom', payload: {}, runAt: t0 });
    const unknown = await enqueueJob(database.db, { kind: 'nobody-handles-this', payload: {}, runAt: t0 });
    const fine = await enqueueJob(database.db, { kind: 'fine', payload: {}, runAt: t0 });
    const handlers: Record<string, JobHandler> = {
      boom: async () => {
        throw new Error('provider unreachable');
      },
      fine: async () => ({ done: true }),
    };
    expect(await runDueJobs(database.db, handlers, t0)).toBe(3);
    const rows = new Map((await database.db.select().from(jobs)).map((row) => [row.id, row]));
    expect(rows.get(failing.id)).toMatchObject({ lastError: 'provider unreachable', completedAt: null, runAt: at(retryDelayMs(1)) });
    expect(rows.get(unknown.id)?.lastError).toBe('No handler for job kind nobody-handles-this');
    expect(rows.get(fine.id)?.completedAt).not.toBeNull();
    const [again] = await database.db.select().from(jobs).where(eq(jobs.id, failing.id));
    expect(again?.attempts).toBe(1);
  });

  it('when the worker stops, finishes the job in hand and gives back the others it claimed, untried', async () => {
    let stopping = false;
    const handlers: Record<string, JobHandler> = {
      slow: async () => {
        stopping = true;
        return { done: true };
      },
    };
    const first = await enqueueJob(database.db, { kind: 'slow', payload: {}, runAt: at(-2000) });
    const second = await enqueueJob(database.db, { kind: 'slow', payload: {}, runAt: at(-1000) });
    expect(await runDueJobs(database.db, handlers, t0, () => stopping)).toBe(2);
    const rows = new Map((await database.db.select().from(jobs)).map((row) => [row.id, row]));
    expect(rows.get(first.id)?.completedAt).not.toBeNull();
    expect(rows.get(second.id)).toMatchObject({ completedAt: null, lockedUntil: null, attempts: 0 });
    // Another worker claims it at once, not after the lease.
    expect((await claimDueJobs(database.db, at(1))).map((job) => job.id)).toEqual([second.id]);
  });

  it('waits longer after each failure, up to 30 minutes', () => {
    expect([1, 2, 3, 10, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 1_800_000, 1_800_000]);
  });
});

describe('the job worker', () => {
  it('runs due jobs with the handlers the app holds, on its own until stopped', async () => {
    const t = await createTestApp();
    try {
      const ran: unknown[] = [];
      t.app.jobHandlers['test.record'] = async (payload) => {
        ran.push(payload);
        return { done: true };
      };
      const job = await enqueueJob(t.db, { kind: 'test.record', payload: { n: 1 }, runAt: new Date(Date.now() - 1000) });
      const stop = startJobWorker(t.app, 20);
      await expect.poll(async () => (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]?.completedAt, { timeout: 5000 }).not.toBeNull();
      expect(ran).toEqual([{ n: 1 }]);
      await stop();
      const later = await enqueueJob(t.db, { kind: 'test.record', payload: { n: 2 }, runAt: new Date(Date.now() - 1000) });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await t.db.select().from(jobs).where(eq(jobs.id, later.id)))[0]?.completedAt).toBeNull();
      expect(ran).toEqual([{ n: 1 }]);
    } finally {
      await t.close();
    }
  });
});
