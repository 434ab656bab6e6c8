import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './e2e/support/system-chromium';

// npm run test:instances (scripts/test-instances.sh): the spec starts its own servers.

/**
 * Its own output directory (and its servers' logs in it): npm test runs it beside the browser
 * tests that run alone, and a Playwright run empties its output directory when it begins.
 */
export const OUTPUT_DIR = 'test-results-instances';

export default defineConfig({
  testDir: 'e2e-instances',
  outputDir: OUTPUT_DIR,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
