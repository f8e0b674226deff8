import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BrowserContext,
  test as base,
  chromium,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { chromiumArgs } from '../../apps/dev-wallet/e2e/support/fixtures.js';
import { extensionDir } from '../../apps/dev-wallet/scripts/build.js';
import { type CoreHelpers, loadCore } from './core.js';
import { type E2eStack, readStack } from './stack.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface WorkerFixtures {
  stack: E2eStack;
  core: CoreHelpers;
  extensionContext: BrowserContext;
}

/**
 * `page` is a fresh tab in a Chromium profile with the dev wallet extension (a fresh wallet: its state
 * lives in the page), on a demo origin whose storage was emptied, so no test inherits a connection.
 */
export const test = base.extend<object, WorkerFixtures>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructuring.
    async ({}, use) => {
      await use(readStack());
    },
    { scope: 'worker' },
  ],
  core: [
    async ({ stack }, use) => {
      await use(await loadCore(stack.coreBundle));
    },
    { scope: 'worker' },
  ],
  extensionContext: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructuring.
    async ({}, use) => {
      const userDataDir = await mkdtemp(join(tmpdir(), 'walletport-e2e-'));
      const context = await chromium.launchPersistentContext(userDataDir, {
        executablePath: chromiumPath,
        headless: true,
        viewport: { width: 1280, height: 900 },
        args: chromiumArgs([
          `--disable-extensions-except=${extensionDir}`,
          `--load-extension=${extensionDir}`,
        ]),
      });
      await use(context);
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  page: async ({ extensionContext, stack }, use, testInfo) => {
    const page = await extensionContext.newPage();
    await clearDemoStorage(page, stack);
    await use(page);
    // The persistent context is ours, so Playwright's automatic failure screenshot does not apply.
    if (testInfo.status !== testInfo.expectedStatus) await attachFailureState(page, testInfo);
    await page.close();
  },
});

async function attachFailureState(page: Page, testInfo: TestInfo): Promise<void> {
  const screenshot = testInfo.outputPath('failure.png');
  if (
    await page.screenshot({ path: screenshot }).then(
      () => true,
      () => false,
    )
  ) {
    await testInfo.attach('screenshot', { path: screenshot, contentType: 'image/png' });
  }
  const snapshot = await page
    .locator('body')
    .ariaSnapshot()
    .catch(() => undefined);
  if (snapshot) await testInfo.attach('aria-snapshot', { body: snapshot, contentType: 'text/yaml' });
}

async function clearDemoStorage(page: Page, stack: E2eStack): Promise<void> {
  // A document on the demo's origin that does not run the app.
  await page.goto(`${stack.demo}/favicon.svg`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

export { expect };
