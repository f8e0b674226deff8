/**
 * Sign in with the wallet (SIWX, docs/siwx.md) in the demo, against the stack's Walletport server
 * (createServerSiwx) and the dev wallet: sign in, a reload that keeps the session without a new
 * signature, sign out, cancel (required: disconnects; optional: closes), and a network switch that asks
 * again for the new chain.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import {
  ACCOUNT_0,
  accountButton,
  approveInWallet,
  connectButton,
  DEVNET_1,
  DEVNET_2,
  demoUrl,
  devWalletRow,
  hookValue,
  modal,
  walletNetwork,
  walletPanel,
} from './support/demo.js';
import { signOutEverywhere } from './support/siwx.js';
import type { E2eStack } from './support/stack.js';

const SIGN_HEADING = 'Walletport demo wants you to sign in with your wallet.';

async function openDemoWithSignIn(page: Page, stack: E2eStack, mode: 'required' | 'optional') {
  await page.goto(`${demoUrl(stack)}&signin=${mode}`);
  await expect(page.getByRole('heading', { name: 'Walletport demo', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('radio', { name: mode === 'required' ? 'Required' : 'Optional' }),
  ).toBeChecked();
}

/** Connect Wallet → the dev wallet → Approve; with SIWX the modal then shows the sign view. */
async function connectToSignView(page: Page): Promise<Locator> {
  await connectButton(page).click();
  await devWalletRow(page).click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Connect' })).toBeVisible();
  await approveInWallet(page);
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: SIGN_HEADING })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  return dialog;
}

/** Sign in on the sign view and approve the wallet's personal_sign. */
async function signIn(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('Approve the signature request in your wallet.')).toBeVisible();
  await expect(walletPanel(page).getByRole('heading', { name: 'Sign message' })).toBeVisible();
  await approveInWallet(page, { keepFocus: true });
  await expect(dialog).toBeHidden();
}

const summary = (page: Page) => page.getByTestId('siwx-summary');

// The server's sessions outlive a test (its database is kept between runs): start each test signed out.
test.beforeEach(async ({ request, stack }) => {
  await signOutEverywhere(request, stack);
});

test('required sign-in: connect, sign, reload without a new signature, sign out', async ({ page, stack }) => {
  await openDemoWithSignIn(page, stack, 'required');
  const dialog = await connectToSignView(page);
  // What is signed, in plain words and in full.
  await expect(dialog).toContainText('It costs nothing and sends no transaction.');
  await expect(dialog).toContainText(new URL(stack.demo).host);
  await expect(dialog).toContainText('Walletport Devnet');
  await dialog.getByRole('button', { name: 'Show message' }).click();
  await expect(dialog.getByRole('region', { name: 'The exact message your wallet will sign' })).toContainText(
    `Chain ID: ${DEVNET_1}`,
  );
  // Sign-in is required: the sign view cannot be closed.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByRole('heading', { name: SIGN_HEADING })).toBeVisible();

  await signIn(page, dialog);
  await expect(summary(page)).toHaveText(`Signed in as ${ACCOUNT_0} on chain eip155:${DEVNET_1}`);
  await accountButton(page).click();
  await expect(dialog.getByText('Signed in', { exact: true })).toBeVisible();
  await expect(dialog).toContainText(new URL(stack.demo).host);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await expect(hookValue(page, 'useAppKitState()', 'initialized')).toHaveText('true');
  await expect(summary(page)).toHaveText(`Signed in as ${ACCOUNT_0} on chain eip155:${DEVNET_1}`);
  await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('true');
  // The session came from the server: the wallet was asked for nothing and no sign view opened.
  await expect(walletPanel(page).getByRole('heading', { name: 'Sign message' })).toHaveCount(0);
  await expect(walletPanel(page).getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(modal(page)).toHaveCount(0);

  await accountButton(page).click();
  await expect(dialog.getByText('Signed in', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  // Required: signing out disconnects too.
  await expect(connectButton(page)).toBeVisible();
  await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('false');
  await expect(summary(page)).toHaveText('Not signed in');
});

test('required sign-in: Cancel disconnects and the modal is back on Connect', async ({ page, stack }) => {
  await openDemoWithSignIn(page, stack, 'required');
  const dialog = await connectToSignView(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('false');
  await expect(walletPanel(page)).toContainText('Site not connected');
  // The modal stays, reset to Connect (the header button says Connecting… while it is open).
  await expect(dialog.getByRole('heading', { name: 'Connect wallet' })).toBeVisible();
  await expect(devWalletRow(page)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: SIGN_HEADING })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(connectButton(page)).toBeVisible();
});

test('switching network from the modal asks to sign in again for the new chain', async ({ page, stack }) => {
  await openDemoWithSignIn(page, stack, 'required');
  const dialog = await connectToSignView(page);
  await signIn(page, dialog);
  await expect(summary(page)).toHaveText(`Signed in as ${ACCOUNT_0} on chain eip155:${DEVNET_1}`);

  await accountButton(page).click();
  await dialog.getByRole('button', { name: /^Switch network, current: Walletport Devnet$/ }).click();
  await dialog.getByRole('button', { name: /Walletport Devnet 2/ }).click();
  await approveInWallet(page);
  await expect(walletNetwork(page)).toHaveValue(String(DEVNET_2));
  await expect(dialog.getByRole('heading', { name: SIGN_HEADING })).toBeVisible();
  await expect(dialog).toContainText('Walletport Devnet 2');
  await dialog.getByRole('button', { name: 'Show message' }).click();
  await expect(dialog.getByRole('region', { name: 'The exact message your wallet will sign' })).toContainText(
    `Chain ID: ${DEVNET_2}`,
  );
  await signIn(page, dialog);
  await expect(summary(page)).toHaveText(`Signed in as ${ACCOUNT_0} on chain eip155:${DEVNET_2}`);
});

test('optional sign-in: Cancel closes the modal and stays connected', async ({ page, stack }) => {
  await openDemoWithSignIn(page, stack, 'optional');
  const dialog = await connectToSignView(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountButton(page)).toBeVisible();
  await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('true');
  await expect(summary(page)).toHaveText('Not signed in');
  // Account offers to sign in later.
  await accountButton(page).click();
  await dialog.getByRole('button', { name: /Sign in with your wallet/ }).click();
  await expect(dialog.getByRole('heading', { name: SIGN_HEADING })).toBeVisible();
});
