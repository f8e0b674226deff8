import { expect, test } from './support/fixtures.js';
import {
  ACCOUNT_0,
  accountButton,
  approveInWallet,
  connectDevWallet,
  DEVNET_1,
  DEVNET_2,
  hookValue,
  modal,
  networkButton,
  openAccount,
  openDemo,
  tabTo,
  walletNetwork,
} from './support/demo.js';
import { expectedBalance, setBalance } from './support/chain.js';
import { refreshServerBalance } from './support/server-balance.js';

// An earlier test of the suite may have read this account on the second devnet through the server within
// its 30 s balance cache (the accessibility test moves the wallet there, where the account shows the same
// 9,999.996 ETH as on the first); refreshServerBalance makes the server read the node again.

test('switching network in the modal switches the wallet and shows that chain’s balance', async ({
  page,
  stack,
  core,
  request,
}) => {
  // A balance no other chain has, so the amount on screen proves which chain was read.
  await setBalance(stack, DEVNET_2, ACCOUNT_0, '4321.98765');
  await refreshServerBalance(request, stack, DEVNET_2, ACCOUNT_0);
  await openDemo(page, stack);
  await connectDevWallet(page);
  const dialog = await openAccount(page);
  await expect(dialog).toContainText(await expectedBalance(stack, core, DEVNET_1, ACCOUNT_0));

  await dialog.getByRole('button', { name: /^Switch network, current: Walletport Devnet$/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Choose network' })).toBeVisible();
  await dialog.getByRole('button', { name: /Walletport Devnet 2/ }).click();
  await approveInWallet(page);

  await expect(walletNetwork(page)).toHaveValue(String(DEVNET_2));
  await expect(hookValue(page, 'useAppKitNetwork()', 'chainId')).toHaveText(String(DEVNET_2));
  await expect(hookValue(page, 'useAccount()', 'chainId')).toHaveText(String(DEVNET_2));
  await expect(networkButton(page)).toHaveAccessibleName(/Walletport Devnet 2/);
  const balance = await expectedBalance(stack, core, DEVNET_2, ACCOUNT_0);
  expect(balance).toBe('4,321.987 ETH');
  if (!(await dialog.isVisible())) await accountButton(page).click();
  await expect(dialog).toContainText(balance);
});

test('a wallet on a network the app does not list gets the Switch network view', async ({ page, stack }) => {
  await openDemo(page, stack);
  // The visitor narrows the demo to the first devnet in the configuration panel (the page reloads).
  // By keyboard: the dev wallet's panel sits over the bottom right of the page, where the button is.
  await page.getByRole('checkbox', { name: /Walletport Devnet 2/ }).uncheck();
  await tabTo(page, page.getByRole('button', { name: 'Apply and reload' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/networks=/);
  await expect(page.getByRole('checkbox', { name: /Walletport Devnet 2/ })).not.toBeChecked();
  await connectDevWallet(page);

  // The wallet moves to a chain it knows but the app does not offer.
  await walletNetwork(page).selectOption(String(DEVNET_2));
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: 'Switch network' })).toBeVisible();
  await expect(dialog).toContainText(
    "This app doesn't support your current network. Switch to an available option to continue.",
  );
  await expect(networkButton(page)).toHaveAccessibleName(/^Unsupported network/);

  // Picking an offered network brings the wallet back.
  await dialog.getByRole('button', { name: /^Walletport Devnet\b(?! 2)/ }).click();
  await approveInWallet(page);
  await expect(walletNetwork(page)).toHaveValue(String(DEVNET_1));
  await expect(networkButton(page)).toHaveAccessibleName(/^Network: Walletport Devnet\./);
});
