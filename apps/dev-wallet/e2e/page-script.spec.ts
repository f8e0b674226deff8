import { test as base, chromium, type Page } from '@playwright/test';
import { type Hex, verifyMessage } from 'viem';
import {
  chromiumArgs,
  chromiumPath,
  expect,
  runAction,
  settledResult,
  startAction,
  test,
  walletPanel,
} from './support/fixtures.js';
import { readStack, testPageUrl } from './support/stack.js';

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A plain browser without the extension: the page includes dist/dev-wallet.js itself. */
const plain = base.extend<{ plainPage: Page }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructuring.
  plainPage: async ({}, use) => {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: chromiumArgs(),
    });
    const page = await browser.newPage();
    await use(page);
    await browser.close();
  },
});

plain(
  'the page script announces the wallet, connects and signs without the extension',
  async ({ plainPage: page }) => {
    const stack = readStack();
    await page.goto(testPageUrl(stack, 'page-script.html'));
    await expect(page.locator('#providers pre')).toHaveCount(1);
    await expect(page.locator('#providers')).toContainText('dev.walletport.wallet');
    await startAction(page, 'Request accounts');
    await page.getByRole('button', { name: 'Approve' }).click();
    expect((await settledResult(page)).result).toEqual([account0]);
    await page.getByLabel('Message').fill('page script');
    await startAction(page, 'Sign message');
    await page.getByRole('button', { name: 'Approve' }).click();
    const { result } = await settledResult(page);
    expect(await verifyMessage({ address: account0, message: 'page script', signature: result as Hex })).toBe(
      true,
    );
  },
);

plain('the page script leaves a window.ethereum set by another wallet alone', async ({ plainPage: page }) => {
  const stack = readStack();
  await page.addInitScript(() => {
    (window as { ethereum?: unknown }).ethereum = { isOtherWallet: true };
  });
  await page.goto(testPageUrl(stack, 'page-script.html'));
  await expect(page.locator('#providers')).toContainText('dev.walletport.wallet');
  expect(
    await page.evaluate(() => (window as { ethereum?: { isOtherWallet?: boolean } }).ethereum?.isOtherWallet),
  ).toBe(true);
});

plain('setWindowEthereum: false keeps the wallet off window.ethereum', async ({ plainPage: page }) => {
  const stack = readStack();
  await page.goto(testPageUrl(stack, 'page-script.html', { setWindowEthereum: false }));
  await expect(page.locator('#providers')).toContainText('dev.walletport.wallet');
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
});

plain(
  'a page can configure the page script through its data-config attribute',
  async ({ plainPage: page }) => {
    const stack = readStack();
    await page.goto(`${stack.origin}/index.html`);
    await expect(page.locator('#providers pre')).toHaveCount(0);
    await page.evaluate((chains) => {
      const script = document.createElement('script');
      script.src = '/dist/dev-wallet.js';
      script.setAttribute('data-config', JSON.stringify({ chains: [...chains].reverse() }));
      document.head.append(script);
    }, stack.chains);
    await expect(page.locator('#providers')).toContainText('dev.walletport.wallet');
    // The first configured chain is the starting one: 31338 proves data-config was read.
    expect((await runAction(page, 'Chain id')).result).toBe('0x7a6a');
  },
);

test('with both the extension and the page script, the wallet is installed once', async ({
  walletPage: page,
  stack,
}) => {
  await page.goto(testPageUrl(stack, 'page-script.html'));
  await expect(page.locator('#providers pre')).toHaveCount(1);
  expect(await page.locator('walletport-dev-wallet').count()).toBe(1);
});

test('collapsed: true folds the panel, which unfolds for a request and folds again after', async ({
  walletPage: page,
  stack,
}) => {
  await page.goto(testPageUrl(stack, 'index.html', { collapsed: true }));
  const panel = walletPanel(page);
  const accountSelect = panel.getByRole('combobox', { name: 'Account', exact: true });
  await expect(panel.getByRole('button', { name: 'Expand wallet' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(accountSelect).toBeHidden();
  await startAction(page, 'Request accounts');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(accountSelect).toBeHidden();
  // Unfolded by hand, it stays open through requests.
  await panel.getByRole('button', { name: 'Expand wallet' }).click();
  await expect(accountSelect).toBeVisible();
  await startAction(page, 'Switch to 31338');
  await page.getByRole('button', { name: 'Approve' }).click();
  await settledResult(page);
  await expect(accountSelect).toBeVisible();
  await panel.getByRole('button', { name: 'Collapse wallet' }).click();
  await expect(accountSelect).toBeHidden();
});
