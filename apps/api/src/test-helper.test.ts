import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { createPartner, createTestDatabase, insertTenants } from './test-helper';

/** The rows of a query, from either driver (both answer { rows }). */
const rowsOf = async <T>(database: DatabaseHandle, query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

// A PGlite database a file has closed is emptied and handed to the next file of the worker (test-helper.ts):
// what the next file finds must be what a new one from the template holds.
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('a test database taken again', () => {
  it('holds no rows, starts its sequences again and keeps no session state of the file before', async () => {
    const first = await createTestDatabase();
    const client = (first.db as unknown as { $client: unknown }).$client;
    await insertTenants(first.db);
    await createPartner(first.db);
    await rowsOf(first, sql`SELECT nextval('policy_number_seq')`);
    await rowsOf(first, sql`SELECT pg_advisory_lock(4242)`);
    await first.db.execute(sql`SET statement_timeout = 1234`);
    await first.close();

    const again = await createTestDatabase();
    // The same database, not a new one: that is what makes it fast.
    expect((again.db as unknown as { $client: unknown }).$client).toBe(client);
    const [counts] = await rowsOf<{ partners: number; tenants: number }>(
      again,
      sql`SELECT (SELECT count(*)::int FROM partners) AS partners, (SELECT count(*)::int FROM tenants) AS tenants`,
    );
    expect(counts).toEqual({ partners: 0, tenants: 0 });
    const [sequence] = await rowsOf<{ next: string }>(again, sql`SELECT nextval('policy_number_seq')::text AS next`);
    const fresh = await createTestDatabase({ reuse: false });
    const [freshSequence] = await rowsOf<{ next: string }>(fresh, sql`SELECT nextval('policy_number_seq')::text AS next`);
    expect(sequence).toEqual(freshSequence);
    await fresh.close();
    // The lock and the setting went with the session of the file before.
    const [lock] = await rowsOf<{ taken: boolean }>(again, sql`SELECT count(*) > 0 AS taken FROM pg_locks WHERE locktype = 'advisory' AND objid = 4242`);
    expect(lock).toEqual({ taken: false });
    const [setting] = await rowsOf<{ statement_timeout: string }>(again, sql`SHOW statement_timeout`);
    expect(setting).toEqual({ statement_timeout: '0' });
    // The migrations' journal stays: the database is still migrated.
    const [journal] = await rowsOf<{ migrations: number }>(again, sql`SELECT count(*)::int AS migrations FROM drizzle.__drizzle_migrations`);
    expect(journal!.migrations).toBeGreaterThan(0);
    await again.close();
  });
});
