import { defineConfig } from '@playwright/test';

/**
 * The consumer suite: Walletport as users get it. Global setup packs every package, installs the tarballs
 * into fresh apps outside the workspace (Vite, Next.js App Router, ethers, wagmi), type-checks and builds
 * them against the local stack and serves them; the tests drive each app in Debian's Chromium with the
 * dev wallet extension. Run from the repository root: npx playwright test -c consumer/playwright.config.ts
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './support/global-setup.ts',
  // One worker: the apps share one devnet and one dev wallet profile.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: 'list',
  outputDir: '../test-results/consumer',
});
