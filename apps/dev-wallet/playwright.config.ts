import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the dev wallet in Debian's Chromium (/usr/bin/chromium; Playwright never downloads a
 * browser here). Global setup builds the bundles, starts a devnet on free ports and serves e2e-page/.
 * Run from the repository root: npx playwright test -c apps/dev-wallet/playwright.config.ts
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // One worker: the tests share one devnet and one account, so parallel sends would race for nonces.
  workers: 1,
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: 'list',
  outputDir: '../../test-results/dev-wallet',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
