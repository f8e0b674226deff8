/**
 * Faults a browser wallet shows that the dev wallet does not script, with a wallet the test drives
 * (support/scriptable-wallet.ts: real keys, real devnet): locking and unlocking itself, and refusing to
 * switch networks. Also that Esc keeps closing the modal while the view under the focus changes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import {
  accountButton,
  connectButton,
  DEVNET_1,
  hookValue,
  modal,
  networkButton,
  openDemo,
} from './support/demo.js';
import {
  installScriptableWallet,
  SCRIPTABLE_ACCOUNT,
  SCRIPTABLE_WALLET_NAME,
  type ScriptableWallet,
} from './support/scriptable-wallet.js';

const walletRow = (page: Page) =>
  modal(page).getByRole('button', { name: new RegExp(SCRIPTABLE_WALLET_NAME) });

/** Connect Wallet, the scriptable wallet, approve: the header then names the account. */
async function connectScriptable(page: Page, wallet: ScriptableWallet): Promise<void> {
  await connectButton(page).click();
  await walletRow(page).click();
  expect(await wallet.nextPrompt()).toBe('wallet_requestPermissions');
  wallet.approve();
  // When the page is on another network than the wallet, connecting also asks to switch: approved too.
  await expect
    .poll(async () => {
      if (wallet.pendingPrompt() === 'wallet_switchEthereumChain') wallet.approve();
      return modal(page).isHidden();
    })
    .toBe(true);
  await expect(accountButton(page)).toBeVisible();
}

async function expectConnectedEverywhere(page: Page): Promise<void> {
  await expect(accountButton(page)).toBeVisible();
  await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('true');
  await expect(hookValue(page, 'useAppKitAccount()', 'address')).toHaveText(SCRIPTABLE_ACCOUNT);
  await expect(hookValue(page, 'useAccount()', 'status')).toHaveText('connected');
}

async function expectDisconnectedEverywhere(page: Page): Promise<void> {
  await expect(connectButton(page)).toBeVisible();
  await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('false');
  await expect(hookValue(page, 'useAccount()', 'status')).toHaveText('disconnected');
}

/** Whether focus is inside the modal's dialog (document.activeElement stops at the shadow host). */
function focusInModal(page: Page): Promise<boolean> {
  return modal(page).evaluate((dialog) => {
    const root = dialog.getRootNode() as ShadowRoot;
    const active = root.activeElement;
    return document.activeElement === root.host && active !== null && dialog.contains(active);
  });
}

test.describe('a wallet that locks itself', () => {
  test('lock, then unlock: the page follows the wallet, and the adopted connection signs', async ({
    page,
    stack,
  }) => {
    const wallet = await installScriptableWallet(page, stack);
    await openDemo(page, stack);
    await connectScriptable(page, wallet);
    await expectConnectedEverywhere(page);
    const chainId = await hookValue(page, 'useAppKitNetwork()', 'chainId').textContent();

    await wallet.lock();
    await expectDisconnectedEverywhere(page);

    // The wallet lists the account again; wagmi reconnects it by itself and the modal adopts it.
    await wallet.unlock();
    await expectConnectedEverywhere(page);
    await expect(hookValue(page, 'useAppKitNetwork()', 'chainId')).toHaveText(chainId ?? '');

    // The adopted connection is a working one: the wallet signs for it with its real key.
    await page.getByRole('button', { name: 'Sign message' }).click();
    expect(await wallet.nextPrompt()).toBe('personal_sign');
    wallet.approve();
    await expect(page.getByText(/0x[0-9a-f]{130}/)).toBeVisible();
    await expect(page.getByText('Connector already connected', { exact: false })).toHaveCount(0);
  });

  test('unlocked in the connect prompt, then declined: the modal adopts the connection, never "already connected"', async ({
    page,
    stack,
  }) => {
    const wallet = await installScriptableWallet(page, stack);
    await openDemo(page, stack);
    await connectScriptable(page, wallet);
    await wallet.lock();
    await expectDisconnectedEverywhere(page);

    await connectButton(page).click();
    await walletRow(page).click();
    expect(await wallet.nextPrompt()).toBe('wallet_requestPermissions');
    // The visitor unlocks the wallet in its prompt and declines the connection: the wallet lists the
    // account again as the prompt closes, so the page hears it right after the rejection, and wagmi
    // connects the wallet by itself.
    wallet.reject();
    await wallet.unlock();

    const dialog = modal(page);
    await expect(dialog).toBeHidden();
    await expectConnectedEverywhere(page);
    await expect(page.getByText('Connector already connected', { exact: false })).toHaveCount(0);
    await expect(page.getByText('Connection failed')).toHaveCount(0);
  });
});

test('Esc closes the modal while connecting, after a decline, and after Back', async ({ page, stack }) => {
  const wallet = await installScriptableWallet(page, stack);
  await openDemo(page, stack);
  const dialog = modal(page);

  // Connecting: the clicked row is gone; focus is on the new view, so Esc reaches the dialog.
  await connectButton(page).click();
  await walletRow(page).click();
  expect(await wallet.nextPrompt()).toBe('wallet_requestPermissions');
  await expect(dialog.getByText(`Approve the connection in ${SCRIPTABLE_WALLET_NAME}`)).toBeVisible();
  expect(await focusInModal(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  wallet.reject();

  // Connection declined.
  await connectButton(page).click();
  await walletRow(page).click();
  expect(await wallet.nextPrompt()).toBe('wallet_requestPermissions');
  wallet.reject();
  await expect(dialog.getByText('Connection declined')).toBeVisible();
  expect(await focusInModal(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Back to the wallet list.
  await connectButton(page).click();
  await walletRow(page).click();
  expect(await wallet.nextPrompt()).toBe('wallet_requestPermissions');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(walletRow(page)).toBeVisible();
  expect(await focusInModal(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  wallet.reject();
});

test('a wallet that refuses to switch networks (4200) says so', async ({ page, stack }) => {
  const wallet = await installScriptableWallet(page, stack, { refuseChainSwitch: true });
  await openDemo(page, stack);
  await connectScriptable(page, wallet);

  await networkButton(page).click();
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: 'Choose network' })).toBeVisible();
  await dialog.getByRole('button', { name: /Walletport Devnet 2/ }).click();
  await expect(dialog.getByText('Connector does not support programmatic chain switching.')).toBeVisible();
  await expect(dialog.getByText('Chain is not supported')).toHaveCount(0);
  // Nothing moved: the wallet and the page stay on the first devnet.
  await expect(hookValue(page, 'useAppKitNetwork()', 'chainId')).toHaveText(String(DEVNET_1));
  expect(wallet.methods).toContain('wallet_switchEthereumChain');
});
