import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { createPostgresTestDatabase } from '../test-helper';
import { migrationsFolder } from '../package-paths';
import { openDatabase, type DatabaseHandle } from './client';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('instances starting together on an empty PostgreSQL database', () => {
  let server: { url: string; drop: () => Promise<void> };
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    server = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await server?.drop();
  });

  it('all come up: one migrates under the advisory lock, the others wait and find nothing left to do', async () => {
    for (let instance = 0; instance < 4; instance += 1) handles.push(await openDatabase({ url: server.url, poolSize: 2 }));
    expect(await handles[0]!.countPendingMigrations()).toBe(readMigrationFiles({ migrationsFolder }).length);
    const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'up'))).toEqual(['up', 'up', 'up', 'up']);
    for (const handle of handles) expect(await handle.countPendingMigrations()).toBe(0);
  });
});
