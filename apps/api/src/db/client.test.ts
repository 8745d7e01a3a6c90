import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-helper';
import type { DatabaseHandle } from './client';

/** Rows of a raw query (this test runs only on node-postgres, whose result has `rows`). */
async function rowsOf<Row>(database: DatabaseHandle, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('the PostgreSQL pool', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('survives the server dropping its idle connections, and reconnects', async () => {
    const [{ name }] = (await rowsOf<{ name: string }>(database, sql`select current_database() as name`)) as [{ name: string }];
    // Another session ends every connection to this database, as a restart or failover would.
    const killer = await createTestDatabase();
    try {
      const killed = await rowsOf(killer, sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`);
      expect(killed.length).toBeGreaterThan(0);
    } finally {
      await killer.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [row] = await rowsOf<{ answer: number }>(database, sql`select 2 as answer`);
    expect(row?.answer).toBe(2);
  });
});
