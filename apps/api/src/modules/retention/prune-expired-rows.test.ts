import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../jobs/jobs-schema';
import { runDueJobs } from '../../jobs/job-queue';
import { outbox } from '../../providers/outbox-schema';
import { createPartner, createTestApp, type TestApp } from '../../test-helper';
import { otpChallenges, otpSends, sessions } from '../../db/schema/auth-schema';
import { customerSessions } from '../../db/schema/customer-sessions-schema';
import { pruneExpiredRows, RETENTION_PRUNE_JOB, scheduleRetentionPrune } from './prune-expired-rows';

const DAY = 24 * 60 * 60_000;

describe('retention pruning', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('deletes what ended more than RETENTION_DAYS ago and keeps what is recent or still pending', async () => {
    const now = new Date('2027-06-01T00:00:00Z');
    const old = new Date(now.getTime() - 401 * DAY);
    const recent = new Date(now.getTime() - 399 * DAY);
    const partner = await createPartner(t.db);
    const token = () => randomBytes(8).toString('hex');
    const [oldJob, recentJob, pendingOldJob] = await t.db
      .insert(jobs)
      .values([
        { kind: 'test', payload: {}, runAt: old, completedAt: old },
        { kind: 'test', payload: {}, runAt: recent, completedAt: recent },
        { kind: 'test', payload: {}, runAt: old },
      ])
      .returning();
    const [oldMessage, recentMessage, unsentOldMessage] = await t.db
      .insert(outbox)
      .values([
        { channel: 'SMS', recipient: 'x', template: 't', payload: {}, sentAt: old },
        { channel: 'SMS', recipient: 'x', template: 't', payload: {}, sentAt: recent },
        { channel: 'SMS', recipient: 'x', template: 't', payload: {}, createdAt: old },
      ])
      .returning();
    const [oldChallenge, recentChallenge] = await t.db
      .insert(otpChallenges)
      .values([
        { mobile: '9000000001', purpose: 'partner-login', otpHash: 'h', expiresAt: old },
        { mobile: '9000000001', purpose: 'partner-login', otpHash: 'h', expiresAt: recent },
      ])
      .returning();
    await t.db.insert(otpSends).values([
      { mobile: '9000000001', ip: '10.0.0.1', createdAt: old },
      { mobile: '9000000001', ip: '10.0.0.1', createdAt: recent },
    ]);
    const [oldSession, recentSession] = [token(), token()];
    await t.db.insert(sessions).values([
      { tokenHash: oldSession, partnerId: partner.id, expiresAt: old },
      { tokenHash: recentSession, partnerId: partner.id, expiresAt: recent },
    ]);
    const [oldCustomer, recentCustomer] = [token(), token()];
    await t.db.insert(customerSessions).values([
      { tokenHash: oldCustomer, scopeKind: 'lead', scopeId: 'l1', lastSeenAt: old, idleExpiresAt: old, expiresAt: old },
      { tokenHash: recentCustomer, scopeKind: 'lead', scopeId: 'l1', lastSeenAt: recent, idleExpiresAt: recent, expiresAt: recent },
    ]);

    expect(await pruneExpiredRows(t.db, now, 400)).toEqual({
      completedJobs: 1,
      sentOutboxMessages: 1,
      otpChallenges: 1,
      otpSends: 1,
      sessions: 1,
      customerSessions: 1,
    });
    expect((await t.db.select({ id: jobs.id }).from(jobs)).map((row) => row.id).sort()).toEqual([recentJob!.id, pendingOldJob!.id].sort());
    expect((await t.db.select({ id: outbox.id }).from(outbox)).map((row) => row.id).sort()).toEqual([recentMessage!.id, unsentOldMessage!.id].sort());
    expect((await t.db.select({ id: otpChallenges.id }).from(otpChallenges)).map((row) => row.id)).toEqual([recentChallenge!.id]);
    expect((await t.db.select().from(sessions)).map((row) => row.tokenHash)).toEqual([recentSession]);
    expect((await t.db.select().from(customerSessions)).map((row) => row.tokenHash)).toEqual([recentCustomer]);
    expect([oldJob, oldMessage, oldChallenge].every(Boolean)).toBe(true);
  });

  it('runs as a daily job of the queue, queued once, that reschedules itself', async () => {
    await t.db.delete(jobs);
    const now = new Date();
    await scheduleRetentionPrune(t.db, now);
    await scheduleRetentionPrune(t.db, now);
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, RETENTION_PRUNE_JOB));
    expect(queued).toHaveLength(1);
    expect(await runDueJobs(t.db, t.app.jobHandlers, now)).toBe(1);
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, queued[0]!.id));
    expect(after).toMatchObject({ completedAt: null, lastError: null, runAt: new Date(now.getTime() + DAY) });
  });
});
