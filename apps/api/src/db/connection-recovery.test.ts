import { inArray } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Proposal, Quote } from '@portal/domain';
import { postProposal, postQuote, samplesOf } from '../modules/sales/sales-test-fixtures';
import { createPostgresTestDatabase, type TestApp } from '../test-helper';
import { proposals } from './schema/sales-schema';
import { DEFAULT_STATEMENT_TIMEOUT_MS, openDatabase, type DatabaseHandle } from './client';
import { jobs } from '../jobs/jobs-schema';
import { openPostgresOutageSetup } from './postgres-outage-test-fixtures';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite runs inside the process: it has no connection to lose, so this exists only on PostgreSQL.
describe.skipIf(!onPostgres)('connections killed under the portal (PostgreSQL only)', () => {
  describe('a connection that dies as its transaction begins', () => {
    let server: { url: string; drop: () => Promise<void> };
    let database: DatabaseHandle;
    beforeAll(async () => {
      server = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
      // One connection: a single leaked one would leave the pool empty.
      database = await openDatabase({ url: server.url, poolSize: 1 });
      await database.migrate();
    });
    afterAll(async () => {
      await database?.close();
      await server?.drop();
    });

    it('is given back to the pool and destroyed, so the next transaction gets a new connection at once', async () => {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      let cutNext = 0;
      // The socket is cut the moment the pool hands the connection out: BEGIN is the first thing sent on it.
      pool.on('acquire', (client) => {
        if (cutNext === 0) return;
        cutNext -= 1;
        (client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
      });
      for (let round = 0; round < 3; round += 1) {
        cutNext = 1;
        await expect(database.db.transaction(async (tx) => tx.insert(jobs).values({ kind: 'never', payload: {}, runAt: new Date() }))).rejects.toThrow();
      }
      const started = Date.now();
      await database.db.transaction(async (tx) => tx.insert(jobs).values({ kind: 'kept', payload: {}, runAt: new Date() }));
      expect(Date.now() - started).toBeLessThan(1_000);
      expect((await database.db.select({ kind: jobs.kind }).from(jobs)).map((row) => row.kind)).toEqual(['kept']);
      expect(pool.totalCount).toBeLessThanOrEqual(1);
    });
  });

  describe('a storm of killed backends under load', () => {
    let t: TestApp;
    let cookie: string;
    let databaseName: string;
    let admin: pg.Client;

    beforeAll(async () => {
      // The test database's pool has the default statement timeout.
      ({ t, cookie, databaseName, admin } = await openPostgresOutageSetup());
    });
    afterAll(async () => {
      await admin?.end();
      await t?.close();
    });

    it(
      'answers 2xx again within 5 s of 30 kills over 15 s, loses no acknowledged write, and keeps no request past the statement timeout',
      { timeout: 90_000 },
      async () => {
        const acknowledged: string[] = [];
        const statuses = new Map<number, number>();
        let longestMs = 0;
        let load = true;
        const timed = async <T extends { statusCode: number }>(call: () => Promise<T>) => {
          const started = Date.now();
          const answer = await call();
          longestMs = Math.max(longestMs, Date.now() - started);
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          return answer;
        };
        const seller = async () => {
          while (load) {
            const quote = await timed(() => postQuote(t.app, cookie, 'vector-borne'));
            if (quote.statusCode !== 201) continue;
            const proposal = await timed(() =>
              postProposal(t.app, cookie, 'vector-borne', { quoteId: quote.json<Quote>().quoteId, ...samplesOf('vector-borne').proposal }),
            );
            if (proposal.statusCode === 201) acknowledged.push(proposal.json<Proposal>().referenceId);
          }
        };
        const sellers = Array.from({ length: 8 }, seller);
        await sleep(500);

        // 30 kills, one every 500 ms: every backend of the portal's database, whatever it is doing (BEGIN too).
        for (let kill = 0; kill < 30; kill += 1) {
          await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
          await sleep(500);
        }
        const stormEnded = Date.now();
        let healedAfterMs: number | undefined;
        while (Date.now() - stormEnded < 5_000) {
          const probe = await postQuote(t.app, cookie, 'vector-borne');
          if (probe.statusCode === 201) {
            healedAfterMs = Date.now() - stormEnded;
            break;
          }
          await sleep(100);
        }
        load = false;
        await Promise.all(sellers);

        expect(healedAfterMs, `statuses during the storm: ${JSON.stringify([...statuses])}`).toBeDefined();
        expect(longestMs).toBeLessThanOrEqual(DEFAULT_STATEMENT_TIMEOUT_MS);
        // Only successes and the outage's 503 were answered.
        expect([...statuses.keys()].every((status) => status === 201 || status === 503)).toBe(true);
        const stored = await t.db.select({ referenceId: proposals.referenceId }).from(proposals).where(inArray(proposals.referenceId, acknowledged));
        expect(acknowledged.length).toBeGreaterThan(0);
        expect(new Set(stored.map((row) => row.referenceId))).toEqual(new Set(acknowledged));
      },
    );
  });
});
