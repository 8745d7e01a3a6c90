import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { disableFeaturesArgument } from './chromium-features';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));

// Journeys run against the production build on a fresh PGlite, with sandbox providers and demo data,
// in Debian's Chromium (nothing is downloaded).
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // One more try for a test that fails: a rare failure on a loaded 2-core machine must not stop a landing, and the
  // failure-context reporter prints every failed try, with what the browser showed, so it is seen and mended
  // (decision 0299). A test that fails twice fails the run.
  retries: 1,
  // A journey takes 15–40 s on a quiet 2-core machine; the ceiling leaves room for a busy one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/support/failure-context-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace (actions, DOM snapshots, screencast, network) is recorded on a failed test's retry only: recording
    // every test's and throwing away the passing ones' cost a seventh of the browser tests' time on 2 cores, and
    // CI keeps no trace anyway; it prints each failed try's page (decision 0303).
    trace: 'on-first-retry',
    // The portal's customers and partners are in India.
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        disableFeaturesArgument,
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    // A small phone: the portal must work at 360 px.
    { name: 'phone', use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, isMobile: false }, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'npm run start -w @portal/api',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Every simulated partner and customer comes from 127.0.0.1; the per-address limit is tested in the API tests.
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      OTP_SENDS_PER_ADDRESS: '1000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // A customer's disbursement and KYC answer come through durable jobs: a journey waits for the worker's round.
      JOB_WORKER_INTERVAL_MS: '1000',
    },
  },
});
