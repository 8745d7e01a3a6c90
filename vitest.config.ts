import { defineConfig } from 'vitest/config';

const apiProject = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${driver}`,
    root: 'apps/api',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver },
    // Each file opens one database (PGlite starts in ~3 s) and shares it across its tests.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// One runner for every workspace; database tests run on PGlite always and on PostgreSQL when
// TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      // Form tests type as a user does (user-event), which takes seconds on a busy 2-core machine.
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['src/test/setup.ts'], testTimeout: 20_000 } },
    ],
  },
});
