import { eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Proposal, Quote } from '@portal/domain';
import { startJobWorker } from '../jobs/job-worker';
import { enqueueJob } from '../jobs/job-queue';
import { KYC_POLL_JOB } from '../modules/kyc/kyc-service';
import { postProposal, postQuote, samplesOf } from '../modules/sales/sales-test-fixtures';
import type { TestApp } from '../test-helper';
import { jobs } from '../jobs/jobs-schema';
import { proposals } from './schema/sales-schema';
import { openPostgresOutageSetup } from './postgres-outage-test-fixtures';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A KYC poll of a verification that does not exist is simply done: a job any worker round completes. */
const probeJob = () => ({ kind: KYC_POLL_JOB, payload: { kycId: '00000000-0000-4000-8000-000000000000' }, runAt: new Date(Date.now() - 1000) });

// PGlite runs inside the process: it has no connection to lose, so the outage exists only on PostgreSQL.
describe.skipIf(!onPostgres)('a database outage (PostgreSQL only: embedded PGlite has no connection to lose)', () => {
  let t: TestApp;
  let cookie: string;
  let databaseName: string;
  /** A connection to the server's own database, never to the test's: it blocks and frees the test's database. */
  let admin: pg.Client;

  beforeAll(async () => {
    ({ t, cookie, databaseName, admin } = await openPostgresOutageSetup());
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`).catch(() => {});
    await admin?.end();
    // Closing sometimes waits without end after the outage when the app also uses Redis (seen in about half
    // the runs with TEST_REDIS_URL; cause not yet found): the wait is bounded so the run goes on. The
    // database is then left for the server to drop with the next cleanup.
    await Promise.race([t?.close(), sleep(15_000)]);
  }, 30_000);

  /** New connections to the test's own database are refused and its open ones ended; nothing else is touched. */
  const blockDatabase = async () => {
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
  };
  const unblockDatabase = () => admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);

  it(
    'answers 503 with Retry-After in the common shape while the database is unreachable, recovers by itself, and loses no acknowledged write',
    { timeout: 60_000 },
    async () => {
      const stopJobWorker = startJobWorker(t.app, 100);
      const before = await enqueueJob(t.db, probeJob());
      const failures: { status: number; retryAfter: unknown; body: string }[] = [];
      const acknowledged: string[] = [];
      let load = true;

      // Partners keep quoting and proposing, eight at a time, before, during and after the outage.
      const seller = async () => {
        while (load) {
          const quote = await postQuote(t.app, cookie, 'vector-borne');
          if (quote.statusCode !== 201) {
            failures.push({ status: quote.statusCode, retryAfter: quote.headers['retry-after'], body: quote.body });
            continue;
          }
          const proposal = await postProposal(t.app, cookie, 'vector-borne', { quoteId: quote.json<Quote>().quoteId, ...samplesOf('vector-borne').proposal });
          if (proposal.statusCode === 201) acknowledged.push(proposal.json<Proposal>().referenceId);
          else failures.push({ status: proposal.statusCode, retryAfter: proposal.headers['retry-after'], body: proposal.body });
        }
      };
      const sellers = Array.from({ length: 8 }, seller);

      // At least one write acknowledged before the outage (a busy machine may take more than a second).
      const waitForAcknowledgedBeyond = async (count: number) => {
        const deadline = Date.now() + 20_000;
        while (acknowledged.length <= count && Date.now() < deadline) await sleep(100);
      };
      await sleep(1_000);
      await waitForAcknowledgedBeyond(0);
      const acknowledgedBeforeOutage = acknowledged.length;
      await blockDatabase();
      try {
        await sleep(3_000);
      } finally {
        await unblockDatabase();
      }
      const failuresDuringOutage = failures.length;
      await sleep(1_500);
      await waitForAcknowledgedBeyond(acknowledgedBeforeOutage);
      load = false;
      await Promise.all(sellers);

      expect(acknowledgedBeforeOutage).toBeGreaterThan(0);
      expect(failuresDuringOutage).toBeGreaterThan(0);
      for (const failure of failures) {
        expect(failure.status, failure.body).toBe(503);
        expect(failure.retryAfter).toBe('5');
        expect(JSON.parse(failure.body)).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } });
      }
      // Recovered without a restart: writes succeed again after the outage.
      expect(acknowledged.length).toBeGreaterThan(acknowledgedBeforeOutage);
      const fresh = await postQuote(t.app, cookie, 'vector-borne');
      expect(fresh.statusCode).toBe(201);

      // Every proposal answered 201 is in the database.
      const stored = await t.db.select({ referenceId: proposals.referenceId }).from(proposals).where(inArray(proposals.referenceId, acknowledged));
      expect(new Set(stored.map((row) => row.referenceId))).toEqual(new Set(acknowledged));

      // The job worker lived through the outage and still runs jobs.
      const after = await enqueueJob(t.db, probeJob());
      for (const job of [before, after]) {
        await expect.poll(async () => (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]?.completedAt, { timeout: 5_000 }).toBeInstanceOf(Date);
      }
      await stopJobWorker();
    },
  );
});
