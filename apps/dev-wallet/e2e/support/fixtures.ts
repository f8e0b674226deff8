import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BrowserContext,
  test as base,
  chromium,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { extensionDir } from '../../scripts/build.js';
import { type E2eStack, readStack } from './stack.js';

export const chromiumPath = '/usr/bin/chromium';

/** Flags for Debian's Chromium in this sandbox; the extension flags load the unpacked MV3 wallet. */
export function chromiumArgs(extraArgs: string[] = []): string[] {
  return [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ...extraArgs,
  ];
}

interface WorkerFixtures {
  stack: E2eStack;
  extensionContext: BrowserContext;
}

interface TestFixtures {
  /** A fresh tab in the extension profile on an origin with empty storage (a fresh, unconnected wallet). */
  walletPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructuring.
    async ({}, use) => {
      await use(readStack());
    },
    { scope: 'worker' },
  ],
  extensionContext: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructuring.
    async ({}, use) => {
      const userDataDir = await mkdtemp(join(tmpdir(), 'walletport-dev-wallet-'));
      const context = await chromium.launchPersistentContext(userDataDir, {
        executablePath: chromiumPath,
        headless: true,
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
  walletPage: async ({ extensionContext, stack }, use) => {
    const page = await extensionContext.newPage();
    // The wallet remembers connected sites in the page origin's localStorage, which every tab of this
    // profile shares: empty it so no test inherits an earlier test's connection.
    await page.goto(`${stack.origin}/index.html`);
    await page.evaluate(() => localStorage.clear());
    await use(page);
    await page.close();
  },
});

export { expect };

/** The dev wallet's approval card (inside its shadow root; role locators pierce open shadow roots). */
export function walletPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Walletport Dev Wallet' });
}

/** Clicks a test-page button and returns the JSON it writes into #result once the request settles. */
export async function runAction(
  page: Page,
  name: string,
): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  await page.getByRole('button', { name, exact: true }).click();
  return settledResult(page);
}

export async function settledResult(
  page: Page,
): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  const output = page.locator('#result');
  await expect(output).toContainText(/"(result|error)"/);
  return JSON.parse((await output.textContent()) ?? '{}');
}

/** Starts an action without waiting for it (it waits for the wallet's approval). */
export async function startAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.locator('#result')).toContainText('"pending":true');
}
