import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type BrowserContext, chromium, type Page } from '@playwright/test';
import { findFreePort } from '@walletport/devnet';
import { extensionDir } from '../scripts/build.js';
import { serializeStackConfig } from '../src/inpage/stack-config.js';
import { chromiumArgs, chromiumPath, expect, walletPanel } from './support/fixtures.js';
import { type E2eStack, publicClient, readStack } from './support/stack.js';

/**
 * A stack on other ports than 8545/8546 (global setup starts the devnet on free ports): the wallet must
 * follow the stack config without a query parameter and without reloading the extension. The extension is
 * a copy in a temporary folder, so this never touches the stack-config.json of a developer's running stack.
 */
const test = base.extend<
  { stack: E2eStack; page: Page },
  { extension: { dir: string; configFile: string; context: BrowserContext } }
>({
  extension: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructuring.
    async ({}, use) => {
      const root = await mkdtemp(join(tmpdir(), 'walletport-stack-config-e2e-'));
      const dir = join(root, 'extension');
      await cp(join(extensionDir, 'manifest.json'), join(dir, 'manifest.json'));
      await cp(join(extensionDir, 'dist'), join(dir, 'dist'), { recursive: true });
      const context = await chromium.launchPersistentContext(join(root, 'profile'), {
        executablePath: chromiumPath,
        headless: true,
        args: chromiumArgs([`--disable-extensions-except=${dir}`, `--load-extension=${dir}`]),
      });
      await use({ dir, configFile: join(dir, 'stack-config.json'), context });
      await context.close();
      await rm(root, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructuring.
  stack: async ({}, use) => use(readStack()),
  page: async ({ extension }, use) => {
    const page = await extension.context.newPage();
    await use(page);
    await page.close();
  },
});

function rpcUrlOf(page: Page) {
  return walletPanel(page).getByTestId('rpc-url');
}

test('the extension follows stack-config.json on every page load, without a reload of its own', async ({
  page,
  stack,
  extension,
}) => {
  const chains = stack.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl }));
  expect(chains.map((chain) => chain.rpcUrl)).not.toContain('http://127.0.0.1:8545');
  await writeFile(extension.configFile, serializeStackConfig(chains));
  // No query parameter: nothing but the stack config tells the wallet where the devnet is.
  await page.goto(`${stack.origin}/index.html`);
  await expect(rpcUrlOf(page)).toHaveText(chains[0]!.rpcUrl);
  await expect(walletPanel(page)).toContainText("from npm start (the extension's stack-config.json)");
  await expect(rpcUrlOf(page)).toHaveAttribute('data-health', 'ok');
  await expect(walletPanel(page).getByRole('alert')).toBeHidden();
  const height = await publicClient(stack, 31337).getBlockNumber();
  const answered = await page.evaluate(() =>
    (window as { ethereum?: { request(args: { method: string }): Promise<string> } }).ethereum?.request({
      method: 'eth_blockNumber',
    }),
  );
  expect(BigInt(answered ?? '0x0')).toBeGreaterThanOrEqual(height);

  // The stack restarts elsewhere (here: a port where nothing listens). A page reload is all it takes.
  const dead = `http://127.0.0.1:${await findFreePort()}`;
  await writeFile(extension.configFile, serializeStackConfig([{ ...chains[0]!, rpcUrl: dead }]));
  await page.reload();
  await expect(rpcUrlOf(page)).toHaveText(dead);
  const alert = walletPanel(page).getByRole('alert');
  await expect(alert).toContainText(`Cannot reach the devnet at ${dead} (chain 31337, Walletport Devnet)`);
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The stack stopped (it removes the file): back to the built-in defaults, and the panel says so.
  await rm(extension.configFile);
  await page.reload();
  await expect(walletPanel(page)).toContainText(
    "from built-in defaults (no npm start config: the extension's stack-config.json does not exist)",
  );
});

test('the page script reads stack-config.json next to itself', async ({ stack }) => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs(),
  });
  try {
    const page = await browser.newPage();
    const chains = stack.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl }));
    // The stack serves it from memory; here the browser gets it from a route, next to /dist/dev-wallet.js.
    await page.route('**/dist/stack-config.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: serializeStackConfig(chains) }),
    );
    await page.goto(`${stack.origin}/page-script.html`);
    await expect(rpcUrlOf(page)).toHaveText(chains[0]!.rpcUrl);
    await expect(walletPanel(page)).toContainText(`from npm start (${stack.origin}/dist/stack-config.json)`);
    await expect(rpcUrlOf(page)).toHaveAttribute('data-health', 'ok');
  } finally {
    await browser.close();
  }
});
