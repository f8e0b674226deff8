// Solana beside EVM in one modal, the way a visitor uses it, against the local Solana chain (litesvm behind
// JSON-RPC) and the dev wallet's Wallet Standard side: connect Solana through the wallet's chain chooser,
// SOL and WPUSD balances, a message signature checked with Ed25519, SOL and WPUSD sends read back from the
// chain, then the EVM side too, switching between them, a reload that restores both, and Sign-In With
// Solana in required mode.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import {
  ACCOUNT_0,
  accountButton,
  approveInWallet,
  connectButton,
  devWalletRow,
  modal,
  openAccount,
  openDemo,
  walletPanel,
} from './support/demo.js';
import {
  lamportsOf,
  SOLANA_ACCOUNT_0,
  SOLANA_ACCOUNT_1,
  signedByAccount0,
  signOutSolanaEverywhere,
  wpusdOf,
} from './support/solana.js';

const DEMO_MESSAGE = 'Hello from the Walletport demo';
const solanaAccountButton = (page: Page) => page.getByRole('button', { name: /^Account oeYf…/ });
const evmAccountButton = (page: Page) => page.getByRole('button', { name: /^Account 0xf3/ });

/** Connect Wallet → the dev wallet (one row for both its chains) → the chain chooser → `chain`. */
async function chooseChain(page: Page, chain: 'Solana' | 'EVM networks'): Promise<Locator> {
  await connectButton(page).click();
  const dialog = modal(page);
  await devWalletRow(page).click();
  await expect(
    dialog.getByText('This wallet works on more than one chain. Choose the one to connect.'),
  ).toBeVisible();
  await dialog
    .getByRole('list', { name: 'Chains' })
    .getByRole('button', { name: chain, exact: true })
    .click();
  return dialog;
}

async function connectSolana(page: Page): Promise<void> {
  await chooseChain(page, 'Solana');
  await expect(walletPanel(page).getByRole('heading', { name: 'Connect (Solana)' })).toBeVisible();
  await approveInWallet(page);
  await expect(solanaAccountButton(page)).toBeVisible();
}

async function sendOnSolana(page: Page, options: { amount: string; token?: string }): Promise<void> {
  const dialog = await openAccount(page);
  await dialog.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click();
  if (options.token !== undefined) {
    await dialog.getByRole('button', { name: /change token$/ }).click();
    await dialog.getByRole('button', { name: new RegExp(`^${options.token}\\b`) }).click();
  }
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(options.amount);
  await dialog.getByRole('textbox', { name: 'To' }).fill(SOLANA_ACCOUNT_1);
  const review = dialog.getByRole('button', { name: 'Review' });
  await expect(review).toBeEnabled({ timeout: 15_000 });
  await review.click();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Send transaction (Solana)' })).toBeVisible();
  await approveInWallet(page);
  await expect(dialog.getByRole('heading', { name: 'Sent' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('Solana: connect, balances, a signature, SOL and WPUSD sends, then EVM too, switching, a reload and disconnecting', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  await openDemo(page, stack, { chains: 'evm+solana' });
  await connectSolana(page);

  // Balances: SOL on the button and in the Account view, WPUSD in its Tokens list, named by the app.
  const dialog = await openAccount(page);
  await expect(dialog.getByText('Connected with Walletport Dev Wallet')).toBeVisible();
  const tokens = dialog.getByRole('tabpanel');
  await expect(tokens.getByText('Walletport USD')).toBeVisible();
  await expect(tokens.getByText(/ WPUSD$/)).toBeVisible();
  await expect(tokens.getByText(/ SOL$/)).toBeVisible();
  // Solana has no activity or NFTs in Walletport yet: those tabs are not offered.
  await expect(dialog.getByRole('tab', { name: 'Activity' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A message signature through useAppKitProvider('solana'), checked here with Ed25519.
  await page.getByRole('button', { name: 'Sign message' }).click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Sign message (Solana)' })).toBeVisible();
  await approveInWallet(page);
  const signature = await page
    .getByRole('status', { name: 'Signature' })
    .or(page.getByLabel('Signature'))
    .textContent();
  expect(signedByAccount0(DEMO_MESSAGE, signature ?? '')).toBe(true);

  // Send SOL, then WPUSD, to account 1; the chain has moved exactly the amounts.
  const [solBefore, wpusdBefore] = [
    await lamportsOf(stack, SOLANA_ACCOUNT_1),
    await wpusdOf(stack, SOLANA_ACCOUNT_1),
  ];
  await sendOnSolana(page, { amount: '0.5' });
  expect(await lamportsOf(stack, SOLANA_ACCOUNT_1)).toBe(solBefore + 500_000_000n);
  await sendOnSolana(page, { amount: '12.5', token: 'WPUSD' });
  expect(await wpusdOf(stack, SOLANA_ACCOUNT_1)).toBe(wpusdBefore + 12_500_000n);

  // The EVM side too: the chooser marks Solana connected; EVM becomes the active namespace.
  await page.getByRole('button', { name: /^Network: Solana Local/ }).click();
  await modal(page)
    .getByRole('button', { name: /^Walletport Devnet\b(?! 2)/ })
    .click();
  await expect(connectButton(page)).toBeVisible();
  await connectButton(page).click();
  await devWalletRow(page).click();
  const chains = modal(page).getByRole('list', { name: 'Chains' });
  await expect(chains.getByRole('button', { name: /^Solana\s*Connected$/ })).toBeDisabled();
  await chains.getByRole('button', { name: 'EVM networks', exact: true }).click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Connect', exact: true })).toBeVisible();
  await approveInWallet(page);
  await expect(evmAccountButton(page)).toBeVisible();

  // Switching the network switches the account shown: Solana's, then EVM's again.
  await page.getByRole('button', { name: /^Network: Walletport Devnet/ }).click();
  await modal(page)
    .getByRole('button', { name: /Solana Local/ })
    .click();
  await expect(solanaAccountButton(page)).toBeVisible();

  // A reload restores both connections, without a prompt.
  await page.reload();
  await expect(solanaAccountButton(page)).toBeVisible();
  await page.getByRole('button', { name: /^Network: Solana Local/ }).click();
  await modal(page)
    .getByRole('button', { name: /^Walletport Devnet\b(?! 2)/ })
    .click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Account ${ACCOUNT_0.slice(0, 4)}`) }),
  ).toBeVisible();
  await expect(walletPanel(page).getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The Account view's Disconnect ends every namespace's connection, as AppKit's does (an app ends one with
  // useDisconnect's namespace): the wallet forgets the site on both sides.
  const account = await openAccount(page);
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(connectButton(page)).toBeVisible();
  await expect(walletPanel(page).getByText('Site not connected (Solana)')).toBeVisible();
  await page.getByRole('button', { name: /^Network: Walletport Devnet/ }).click();
  await modal(page)
    .getByRole('button', { name: /Solana Local/ })
    .click();
  await expect(connectButton(page)).toBeVisible();
});

test('Sign-In With Solana, required: the server checks the Ed25519 signature of the CAIP-122 message', async ({
  page,
  request,
  stack,
}) => {
  await signOutSolanaEverywhere(request, stack);
  await openDemo(page, stack, { chains: 'solana', signIn: 'required' });
  await connectButton(page).click();
  const dialog = modal(page);
  // Only the Solana side is offered: the wallet's row connects it directly, no chooser.
  await devWalletRow(page).click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Connect (Solana)' })).toBeVisible();
  await approveInWallet(page);
  await expect(
    dialog.getByRole('heading', { name: 'Walletport demo wants you to sign in with your wallet.' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Show message' }).click();
  const message = dialog.getByRole('region', { name: 'The exact message your wallet will sign' });
  await expect(message).toContainText('wants you to sign in with your Solana account:');
  await expect(message).toContainText(SOLANA_ACCOUNT_0);
  await expect(message).toContainText(`Chain ID: ${stack.solana.caipNetworkId.split(':')[1]}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Sign message (Solana)' })).toBeVisible();
  await approveInWallet(page, { keepFocus: true });
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('siwx-summary')).toHaveText(
    `Signed in as ${SOLANA_ACCOUNT_0} on chain ${stack.solana.caipNetworkId}`,
  );
  await expect(accountButton(page)).toBeVisible();
});
