import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of Walletport in Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium; Playwright
 * never downloads a browser here) with the dev wallet extension loaded. Global setup starts the whole
 * local stack (devnet, dev wallet, demo) on free ports.
 * Run from the repository root: npx playwright test -c e2e/playwright.config.ts
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  // One worker: the tests share one devnet, and two Chromiums with extensions crowd a small machine.
  workers: 1,
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: 'list',
  outputDir: '../test-results/e2e',
  // The appearance references are the product's screenshots (docs/screenshots/), named by view and variant.
  snapshotPathTemplate: '{testDir}/../docs/screenshots/{arg}{ext}',
});
