import { expect, test } from './support/fixtures.js';
import {
  ACCOUNT_0,
  accountButton,
  approveInWallet,
  connectButton,
  connectDevWallet,
  DEVNET_1,
  devWalletRow,
  hookValue,
  modal,
  openDemo,
  rejectInWallet,
  hasFocus,
  openAccount,
  tabTo,
  walletPanel,
} from './support/demo.js';
import { expectedBalance } from './support/chain.js';

test('connecting shows the short address and exactly the devnet balance', async ({ page, stack, core }) => {
  await openDemo(page, stack);
  await connectDevWallet(page);
  const dialog = await openAccount(page);
  await expect(dialog.getByRole('heading', { name: core.truncateAddress(ACCOUNT_0) })).toBeVisible();
  await expect(dialog).toContainText(await expectedBalance(stack, core, DEVNET_1, ACCOUNT_0));
  await expect(dialog).toContainText('Connected with Walletport Dev Wallet');

  // The page reads the same account through Walletport's hooks and through wagmi's.
  await expect(hookValue(page, 'useAppKitAccount()', 'address')).toHaveText(ACCOUNT_0);
  await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('true');
  await expect(hookValue(page, 'useAccount()', 'address')).toHaveText(ACCOUNT_0);
  await expect(hookValue(page, 'useAccount()', 'status')).toHaveText('connected');
  await expect(hookValue(page, 'useAppKitNetwork()', 'chainId')).toHaveText(String(DEVNET_1));
  await expect(hookValue(page, 'useWalletInfo()', 'name')).toHaveText('Walletport Dev Wallet');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(accountButton(page)).toContainText(core.truncateAddress(ACCOUNT_0));
});

test('a rejection in the wallet is explained, and Try again connects', async ({ page, stack }) => {
  await openDemo(page, stack);
  await connectButton(page).click();
  await devWalletRow(page).click();
  await rejectInWallet(page);
  const dialog = modal(page);
  await expect(dialog.getByText('Connection declined')).toBeVisible();
  await expect(
    dialog.getByText('The request was declined in your wallet. You can send it again.'),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Connect' })).toBeVisible();
  await approveInWallet(page);
  await expect(dialog).toBeHidden();
  await expect(accountButton(page)).toBeVisible();
  await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('true');
});

test('connecting works with the keyboard alone', async ({ page, stack, core }) => {
  await openDemo(page, stack);
  const trigger = connectButton(page);
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  await tabTo(page, devWalletRow(page));
  await page.keyboard.press('Enter');
  // The approval belongs to the wallet (a real one opens its own window), not to the page's keyboard order.
  await approveInWallet(page, { keepFocus: true });
  await expect(dialog).toBeHidden();
  // Focus went back to the control that opened the modal, which now names the account.
  const account = accountButton(page);
  await expect(account).toContainText(core.truncateAddress(ACCOUNT_0));
  await expect.poll(() => hasFocus(account)).toBe(true);
  await page.keyboard.press('Enter');
  const disconnect = dialog.getByRole('button', { name: 'Disconnect' });
  await expect(disconnect).toBeVisible();
  await tabTo(page, disconnect);
  await page.keyboard.press('Enter');
  await expect(connectButton(page)).toBeVisible();
});
