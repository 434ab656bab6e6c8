import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './e2e/support/system-chromium';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
/** Where the test server appends its log lines (lib/server/log.ts); e2e/security.spec.ts reads them. */
const E2E_LOG_FILE = '.data-e2e/server.log';

/**
 * Specs that revalidate the suite's server's pages and read its cache headers (caching, the nginx
 * front): one at a time, after every other spec. The others only read pages, or write rows no
 * other spec reads, and run two files at a time.
 */
const ALONE = /\/(caching|nginx)\.spec\.ts$/;
/**
 * Specs that start servers of their own and time their faults without touching the suite's
 * server: the embedded database's faults, images, the PostgreSQL server's faults (on a PostgreSQL
 * server the spec starts for itself), the contact outbox (writing to the test PostgreSQL server)
 * and the client address. After every other spec too, beside the ones above, three files at a
 * time: they mostly wait, for timeouts, retries and their servers.
 */
const OWN_SERVERS = /\/(faults|images|faults-postgres|contact-outbox|client-address)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A trace costs every test its snapshots, so one is recorded only of a failed test's retry on
    // CI (npx playwright test --trace on records one anywhere).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: [ALONE, OWN_SERVERS] },
    { name: 'alone', use: { ...devices['Desktop Chrome'] }, testMatch: ALONE, dependencies: ['chromium'], workers: 1 },
    { name: 'own-servers', use: { ...devices['Desktop Chrome'] }, testMatch: OWN_SERVERS, dependencies: ['chromium'], workers: 3 },
  ],
  // A production build on its own fresh embedded database (never the developer's .data).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `rm -rf .data-e2e && mkdir .data-e2e && npx next start -p ${PORT} -H 127.0.0.1`,
        // Ready when the database is open (a fresh directory is migrated and seeded first).
        url: `${baseURL}/api/health`,
        timeout: 120_000,
        reuseExistingServer: !process.env.CI,
        env: {
          KULDEVTA_DATA_DIR: '.data-e2e',
          KULDEVTA_ENABLE_ERROR_ROUTE: '1',
          KULDEVTA_REVALIDATE_SECRET: 'e2e-revalidate-secret',
          KULDEVTA_LOG_FILE: E2E_LOG_FILE,
          NEXT_TELEMETRY_DISABLED: '1',
        },
      },
});
