import { approveInWallet, connectButton, devWalletRow, modal, walletPanel } from '../e2e/support/demo.js';
import { SOLANA_ACCOUNT_0 } from '../e2e/support/solana.js';
import { expect, test } from './support/fixtures.js';
import { appUrl, shownAddress } from './support/flow.js';

// A Solana app outside the workspace, on @walletport/adapter-solana's tarball: connect the dev wallet's Wallet
// Standard side, sign a message (the page checks the Ed25519 signature against the address), reload (the
// session stays, no new approval), disconnect (and stay so).
test('a Solana app connects, signs, keeps the session and disconnects', async ({ page, run }) => {
  await page.goto(appUrl(run, 'solana-app:vite-preview'));
  await connectButton(page).click();
  await devWalletRow(page).click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Connect (Solana)' })).toBeVisible();
  await approveInWallet(page);
  await expect(modal(page)).toBeHidden();
  await expect(shownAddress(page)).toHaveText(`Address: ${SOLANA_ACCOUNT_0}`);

  await page.getByRole('main').getByRole('button', { name: 'Sign message' }).click();
  await expect(walletPanel(page).getByRole('heading', { name: 'Sign message (Solana)' })).toBeVisible();
  await approveInWallet(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Signature valid');

  await page.reload();
  await expect(shownAddress(page)).toHaveText(`Address: ${SOLANA_ACCOUNT_0}`);
  await expect(page.getByRole('button', { name: /^Account / })).toBeVisible();
  await expect(walletPanel(page).getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Disconnect' }).click();
  await expect(shownAddress(page)).toHaveText('Address: none');
  await page.reload();
  await expect(connectButton(page)).toBeVisible();
  await expect(shownAddress(page)).toHaveText('Address: none');
});
