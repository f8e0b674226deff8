import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, test as base, chromium, expect } from '@playwright/test';
import { chromiumArgs } from '../../apps/dev-wallet/e2e/support/fixtures.js';
import { extensionDir } from '../../apps/dev-wallet/scripts/build.js';
import { type ConsumerRun, readRun } from './run.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Fixtures {
  /** A fresh Chromium profile with the dev wallet extension: no test inherits a connection or a cookie. */
  context: BrowserContext;
}

export const test = base.extend<Fixtures, { run: ConsumerRun }>({
  run: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructuring.
    async ({}, use) => {
      await use(readRun());
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructuring.
  context: async ({}, use) => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'walletport-consumer-profile-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      headless: true,
      viewport: { width: 1280, height: 900 },
      args: chromiumArgs([`--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`]),
    });
    await use(context);
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  },
  page: async ({ context }, use) => {
    const page = await context.newPage();
    await use(page);
    await page.close();
  },
});

export { expect };
