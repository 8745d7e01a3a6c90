import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/preact-aliases';

/*
 * Test files of a project share their worker's module graph (isolate: false): the API's files each import the
 * whole app, and importing it anew for each of ~200 files cost more than the tests themselves. A file keeps
 * its own state apart by itself (its own database, app and partners; the web's setup cleans the page and
 * storage after each test). A file that replaces a module with vi.mock needs a module graph of its own, so
 * it goes in the isolated web project below.
 */
const isolate = false;
// Vitest's default on 2 cores is one worker. The database server does part of the API tests' work in its own
// processes, and some files wait (a child process starting, a timer), so one worker more than the cores keeps them
// busy: on 2 cores, 3 workers ran the whole run in 373 s against 2 workers' 412 s, idle 4 % against 13 % (decision 0310).
const maxWorkers = availableParallelism() + 1;

/**
 * Every answer of the API tests is checked against the OpenAPI document; the violations of one run and
 * project gather in this file, and the project's global setup fails the run on any (decision 0186).
 */
const openApiViolationsFile = (driver: string) =>
  fileURLToPath(new URL(`node_modules/.cache/openapi-violations-${driver}-${process.pid}.jsonl`, import.meta.url));

/**
 * API test files whose answers do not depend on the database driver: they touch no database, or open one only
 * to build the app while what they test is request handling, documents or the code's structure (headers, the
 * OpenAPI document, cross-site checks, message catalogues, PDFs' words, Redis's rate limit). They run once, on
 * PGlite (the project every run has); every other file, whose answers come through SQL, runs on both drivers
 * (decision 0192).
 */
const driverIndependentFiles = [
  'src/architecture.test.ts',
  'src/env.test.ts',
  'src/loan-codes-as-data.test.ts',
  'src/spec-calls.test.ts',
  'src/tracing.test.ts',
  'src/documents/devanagari-text.test.ts',
  'src/documents/kfs-pdf-languages.test.ts',
  'src/documents/policy-certificate-languages.test.ts',
  'src/i18n/api-messages.test.ts',
  'src/i18n/consent-notice-language.test.ts',
  'src/lib/brochure-pdf-languages.test.ts',
  'src/lib/notification-text.test.ts',
  'src/modules/config/feature-flags.test.ts',
  'src/modules/credit-score/credit-report-pdf-languages.test.ts',
  'src/plugins/cross-site-protection.test.ts',
  'src/plugins/openapi.test.ts',
  'src/plugins/openapi-response-check.test.ts',
  'src/plugins/public-rate-limit.test.ts',
  'src/plugins/security-headers.test.ts',
  'src/plugins/web-app-cache.test.ts',
  'src/providers/providers.test.ts',
  'src/providers/bureau/sandbox-bureau.test.ts',
  'src/security/tokens.test.ts',
];

const apiProject = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${driver}`,
    root: 'apps/api',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(driver === 'postgres' ? driverIndependentFiles : [])],
    env: { TEST_DB_DRIVER: driver, OPENAPI_VIOLATIONS_FILE: openApiViolationsFile(driver) },
    globalSetup: ['src/test-openapi-violations.ts'],
    isolate,
    // Each file opens one database (PGlite starts in ~3 s) and shares it across its tests.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** Web files that replace a module with vi.mock. */
const webFilesWithModuleMocks = ['src/features/insurance/kyc-panel.test.tsx', 'src/features/insurance/review-payment-page.test.tsx'];
/**
 * Packages that import React: Vitest runs them through Vite (not Node's own loader, which knows no aliases), so
 * that their `react` is Preact's like the app's and the build's (decision 0276). One copy of Preact in the page.
 */
const webDepsOnReact = [
  '@testing-library/react',
  // Not React, but Testing Library's configuration (act around each event) must be the one module user-event reads.
  '@testing-library/dom',
  '@testing-library/user-event',
  'react-router',
  'react-i18next',
  'react-redux',
  '@reduxjs/toolkit',
  'react-hook-form',
  '@hookform/resolvers',
  'preact',
];
const webProject = (name: string, options: { isolate: boolean; include: string[]; exclude?: string[] }) => ({
  // Vitest resolves packages as Node does: by `main` where they have no `exports` (Testing Library's is CommonJS,
  // whose require('react') no alias reaches), by `node` before `import` where they do (React Router's CommonJS).
  // Their ES modules, as the build takes them.
  resolve: { alias: preactAliases, mainFields: ['module'], conditions: ['module'] },
  test: {
    name,
    root: 'apps/web',
    environment: 'jsdom',
    server: { deps: { inline: webDepsOnReact } },
    setupFiles: ['src/test/setup.ts'],
    // Form tests type as a user does (user-event), which takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
    // A file that loads every page's code first (the route table's checks) transforms React Router and the
    // other libraries too, since they run through Vite.
    hookTimeout: 30_000,
    ...options,
  },
});

// One runner for every workspace; database tests run on PGlite always and on PostgreSQL when
// TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], isolate } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      webProject('web', { isolate, include: ['src/**/*.test.{ts,tsx}'], exclude: webFilesWithModuleMocks }),
      webProject('web-module-mocks', { isolate: true, include: webFilesWithModuleMocks }),
    ],
  },
});
