import { expect, test } from './support/fixtures.js';
import {
  ACCOUNT_0,
  accountButton,
  connectButton,
  connectDevWallet,
  hookValue,
  modal,
  openAccount,
  openDemo,
  walletPanel,
} from './support/demo.js';

test('Disconnect ends the session in the modal, the hooks and wagmi', async ({ page, stack }) => {
  await openDemo(page, stack);
  await connectDevWallet(page);
  await (await openAccount(page)).getByRole('button', { name: 'Disconnect' }).click();
  await expect(modal(page)).toBeHidden();
  await expect(connectButton(page)).toBeVisible();
  await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('false');
  await expect(hookValue(page, 'useAccount()', 'status')).toHaveText('disconnected');
});

test('a reload keeps the connection without asking the wallet again', async ({ page, stack, core }) => {
  await openDemo(page, stack);
  await connectDevWallet(page);
  await page.reload();
  await expect(hookValue(page, 'useAppKitState()', 'initialized')).toHaveText('true');
  await expect(accountButton(page)).toContainText(core.truncateAddress(ACCOUNT_0));
  await expect(hookValue(page, 'useAppKitAccount()', 'address')).toHaveText(ACCOUNT_0);
  await expect(hookValue(page, 'useAccount()', 'status')).toHaveText('connected');
  // Restoring used eth_accounts only: the wallet was never asked to approve anything.
  await expect(walletPanel(page).getByRole('button', { name: 'Approve' })).toHaveCount(0);
});

test('after Disconnect, a reload stays disconnected', async ({ page, stack }) => {
  await openDemo(page, stack);
  await connectDevWallet(page);
  await (await openAccount(page)).getByRole('button', { name: 'Disconnect' }).click();
  await expect(connectButton(page)).toBeVisible();
  await page.reload();
  // `initialized` turns true once the stored session was restored or found absent.
  await expect(hookValue(page, 'useAppKitState()', 'initialized')).toHaveText('true');
  await expect(hookValue(page, 'useAppKitAccount()', 'status')).toHaveText('disconnected');
  await expect(connectButton(page)).toBeVisible();
  await expect(walletPanel(page).getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(modal(page)).toHaveCount(0);
});
