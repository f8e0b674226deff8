// The Account area after connecting, the way a visitor uses it: Send (native and each token) with the
// balances read from the devnet node before and after, a send the node refuses, Receive's QR code read
// back from the screen, Activity from the server's indexer (a new transfer, and 120 of them paged), and the
// NFTs the devnet minted.
import type { Locator, Page } from '@playwright/test';
import { type Address, formatUnits, parseEther, parseUnits } from 'viem';
import { expect, test } from './support/fixtures.js';
import {
  ACCOUNT_0,
  approveInWallet,
  connectDevWallet,
  DEVNET_1,
  openAccount,
  openDemo,
} from './support/demo.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expectedBalance, setBalance } from './support/chain.js';
import {
  devnetAddress,
  nativeBalance,
  readQrCode,
  sendTokenTransfers,
  tokenBalance,
  WPT,
  WPUSD,
} from './support/wallet-features.js';

const RECIPIENT = devnetAddress(2);

async function openSend(page: Page): Promise<Locator> {
  const dialog = await openAccount(page);
  await dialog.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  return dialog;
}

/** Fills the Send form and goes to the review; `token` picks a token other than the native one. */
async function fillSend(dialog: Locator, options: { amount: string; to: Address; token?: string }) {
  if (options.token !== undefined) {
    await dialog.getByRole('button', { name: /change token$/ }).click();
    await dialog.getByRole('button', { name: new RegExp(`^${options.token}\\b`) }).click();
    await expect(dialog.getByRole('button', { name: `${options.token}, change token` })).toBeVisible();
  }
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(options.amount);
  await dialog.getByRole('textbox', { name: 'To' }).fill(options.to);
  const review = dialog.getByRole('button', { name: 'Review' });
  await expect(review).toBeEnabled({ timeout: 15_000 });
  await review.click();
}

async function sendAndApprove(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await approveInWallet(page);
}

test.describe('Send', () => {
  test('sends ETH: the recipient gains exactly the amount, the sender pays it plus the fee', async ({
    page,
    stack,
    core,
  }) => {
    const senderBefore = await nativeBalance(stack, DEVNET_1, ACCOUNT_0);
    const recipientBefore = await nativeBalance(stack, DEVNET_1, RECIPIENT);
    await openDemo(page, stack);
    await connectDevWallet(page);
    const dialog = await openSend(page);
    await fillSend(dialog, { amount: '0.25', to: RECIPIENT });
    await expect(dialog.getByText('0.25 ETH').first()).toBeVisible();
    await sendAndApprove(page, dialog);
    await expect(dialog.getByRole('heading', { name: 'Sent' })).toBeVisible({ timeout: 20_000 });
    // The devnet has no block explorer, so the hash is shown instead of a link to one.
    await expect(dialog.getByText(/^Transaction 0x/)).toBeVisible();

    expect(await nativeBalance(stack, DEVNET_1, RECIPIENT)).toBe(recipientBefore + parseEther('0.25'));
    const spent = senderBefore - (await nativeBalance(stack, DEVNET_1, ACCOUNT_0));
    expect(spent > parseEther('0.25')).toBe(true);
    expect(spent < parseEther('0.26')).toBe(true);

    // Activity shows the transfer once the server's indexer has seen its block.
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The account's balance follows without a reload.
    await expect(dialog).toContainText(await expectedBalance(stack, core, DEVNET_1, ACCOUNT_0));
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    const row = dialog
      .getByRole('listitem')
      .filter({ hasText: 'Sent' })
      .filter({ hasText: '-0.250 ETH' })
      .first();
    await expect(row).toBeVisible();
  });

  for (const token of [
    { symbol: 'WPUSD', address: WPUSD, decimals: 6, amount: '12.5' },
    { symbol: 'WPT', address: WPT, decimals: 18, amount: '3.141592' },
  ]) {
    test(`sends ${token.symbol}: both token balances move by exactly the amount`, async ({ page, stack }) => {
      const senderBefore = await tokenBalance(stack, DEVNET_1, token.address, ACCOUNT_0);
      const recipientBefore = await tokenBalance(stack, DEVNET_1, token.address, RECIPIENT);
      await openDemo(page, stack);
      await connectDevWallet(page);
      const dialog = await openSend(page);
      await fillSend(dialog, { amount: token.amount, to: RECIPIENT, token: token.symbol });
      await sendAndApprove(page, dialog);
      await expect(dialog.getByRole('heading', { name: 'Sent' })).toBeVisible({ timeout: 20_000 });

      const moved = parseUnits(token.amount, token.decimals);
      expect(await tokenBalance(stack, DEVNET_1, token.address, RECIPIENT)).toBe(recipientBefore + moved);
      expect(await tokenBalance(stack, DEVNET_1, token.address, ACCOUNT_0)).toBe(senderBefore - moved);
    });
  }

  test('a send the node refuses for lack of funds says so, and nothing moves', async ({ page, stack }) => {
    const original = await nativeBalance(stack, DEVNET_1, ACCOUNT_0);
    await openDemo(page, stack);
    await connectDevWallet(page);
    const dialog = await openSend(page);
    await fillSend(dialog, { amount: '1', to: RECIPIENT });
    // The account is emptied after the review: the wallet still signs, the node refuses the transaction.
    await setBalance(stack, DEVNET_1, ACCOUNT_0, '0.0001');
    const recipientBefore = await nativeBalance(stack, DEVNET_1, RECIPIENT);
    try {
      await sendAndApprove(page, dialog);
      await expect(dialog.getByText('Not enough funds for the amount and the network fee.')).toBeVisible({
        timeout: 20_000,
      });
      await expect(dialog.getByText('Nothing was sent.')).toBeVisible();
      expect(await nativeBalance(stack, DEVNET_1, ACCOUNT_0)).toBe(parseEther('0.0001'));
      expect(await nativeBalance(stack, DEVNET_1, RECIPIENT)).toBe(recipientBefore);
      // The modal stays usable: back to the form with what was typed.
      await dialog.getByRole('button', { name: 'Back to edit' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('1');
    } finally {
      await setBalance(stack, DEVNET_1, ACCOUNT_0, formatUnits(original, 18));
    }
  });
});

test('Receive shows the address as a QR code a camera reads back, and as text', async ({ page, stack }) => {
  await openDemo(page, stack);
  await connectDevWallet(page);
  const dialog = await openAccount(page);
  await dialog
    .getByRole('group', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Receive' })
    .click();
  const qr = dialog.getByRole('img', { name: 'QR code of your address' });
  await expect(qr).toBeVisible();
  const decoded = await readQrCode(qr);
  expect(decoded?.toLowerCase()).toContain(ACCOUNT_0.toLowerCase());
  await expect(dialog.getByText(ACCOUNT_0)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeVisible();
});

test('Activity pages through 120 incoming transfers, newest first', async ({ page, stack, core }) => {
  // Account 4 (the swap pools' liquidity provider) sends ACCOUNT_0 nothing else; account 3 does (the onramp
  // sandbox delivers purchases from it), so its transfers would not be only these 120.
  const sender = devnetAddress(4);
  await sendTokenTransfers(stack, {
    chainId: DEVNET_1,
    fromIndex: 4,
    to: ACCOUNT_0,
    token: WPUSD,
    decimals: 6,
    amount: '0.5',
    count: 120,
  });
  await openDemo(page, stack);
  await connectDevWallet(page);
  const dialog = await openAccount(page);
  await dialog.getByRole('tab', { name: 'Activity' }).click();
  const fromSender = dialog
    .getByRole('listitem')
    .filter({ hasText: 'Received' })
    .filter({ hasText: `From ${core.truncateAddress(sender)}` });
  // The newest transfer is on top as soon as the indexer has the last block.
  await expect(fromSender.first()).toBeVisible();
  // Scrolling to the end of the list loads the next pages until all 120 are there.
  for (let round = 0; round < 10 && (await fromSender.count()) < 120; round++) {
    await fromSender.last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await expect(fromSender).toHaveCount(120);
});

test('NFTs shows the collectibles the account owns, with their names and images', async ({ page, stack }) => {
  await openDemo(page, stack);
  await connectDevWallet(page);
  const dialog = await openAccount(page);
  await dialog.getByRole('tab', { name: 'NFTs' }).click();
  const grid = dialog.getByRole('list', { name: /^NFTs on / });
  for (const id of [1, 2, 3, 4]) {
    await expect(grid.getByText(`Walletport Collectible #${id}`, { exact: true })).toBeVisible();
  }
  await expect(grid.getByText('Walletport Collectible #5', { exact: true })).toHaveCount(0);
  const images = grid.locator('img');
  await expect(images).toHaveCount(4);
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
});

for (const theme of ['dark', 'light'] as const) {
  test(`every account feature view is accessible (axe, ${theme})`, async ({ page, stack }) => {
    await openDemo(page, stack, { theme });
    await connectDevWallet(page);
    const dialog = await openAccount(page);
    for (const tab of ['Tokens', 'NFTs', 'Activity']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('tabpanel')).toBeVisible();
      await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, `account ${tab}`);
    }
    await dialog
      .getByRole('group', { name: 'Wallet actions' })
      .getByRole('button', { name: 'Receive' })
      .click();
    await expect(dialog.getByRole('img', { name: 'QR code of your address' })).toBeVisible();
    await expectNoAxeViolations(page, 'Receive');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('1.5');
    await dialog.getByRole('textbox', { name: 'To' }).fill('0xnot-an-address');
    await expect(dialog.getByText('Enter an address starting with 0x, or a name')).toBeVisible();
    await expectNoAxeViolations(page, 'Send with an error');
    await dialog.getByRole('button', { name: /change token$/ }).click();
    await expect(dialog.getByRole('button', { name: /^WPUSD\b/ })).toBeVisible();
    await expectNoAxeViolations(page, 'Select token');
    await dialog.getByRole('button', { name: /^WPUSD\b/ }).click();
    await dialog.getByRole('textbox', { name: 'To' }).fill(RECIPIENT);
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'Review');
  });
}
