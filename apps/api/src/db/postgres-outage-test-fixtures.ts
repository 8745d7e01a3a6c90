import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect } from 'vitest';
import { createTestApp, signInPartner, type TestApp } from '../test-helper';

/** A test app on its own PostgreSQL database, a signed-in partner, and an admin connection to the server that can block, free or kill that database's connections. */
export interface PostgresOutageSetup {
  t: TestApp;
  cookie: string;
  /** The test's own database (portal_test_…), the only one the admin connection acts on. */
  databaseName: string;
  /** A connection to the server's own database, never to the test's. */
  admin: pg.Client;
}

export async function openPostgresOutageSetup(): Promise<PostgresOutageSetup> {
  const t = await createTestApp();
  const { cookie } = await signInPartner(t.db);
  const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const databaseName = result.rows[0]!.name;
  expect(databaseName).toMatch(/^portal_test_[0-9a-f]+$/);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  return { t, cookie, databaseName, admin };
}
