import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { animationsSettled, expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import {
  accountButton,
  approveInWallet,
  connectButton,
  demoUrl,
  devWalletRow,
  modal,
  rejectInWallet,
  walletPanel,
} from './support/demo.js';
import { signOutEverywhere } from './support/siwx.js';

/** Screenshots of every view land here for a person to look at; they are not compared. */
const SCREENSHOTS = '/tmp/walletport-e2e';

/** A screenshot for a person to look at, then axe over the page (support/axe.ts). */
async function expectAccessible(page: Page, view: string, theme: string): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: `${SCREENSHOTS}/${view}-${theme}.png` });
  await expectNoAxeViolations(page, `${view} (${theme})`);
}

// Connect, All wallets, WalletConnect, Connecting, Account, Networks and Switch network are checked by axe
// in both themes, at both widths and in Arabic by appearance.spec.ts; the sign-in views are checked here.

for (const theme of ['dark', 'light'] as const) {
  test(`the sign-in view and the signed-in Account pass axe in ${theme} mode`, async ({
    page,
    stack,
    request,
  }) => {
    await signOutEverywhere(request, stack);
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${demoUrl(stack, { theme })}&signin=optional`);
    const dialog = modal(page);
    await connectButton(page).click();
    await devWalletRow(page).click();
    await approveInWallet(page);
    const signIn = dialog.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeEnabled();
    await expectAccessible(page, 'siwx-sign-message', theme);

    await dialog.getByRole('button', { name: 'Show message' }).click();
    await expect(
      dialog.getByRole('region', { name: 'The exact message your wallet will sign' }),
    ).toBeVisible();
    await expectAccessible(page, 'siwx-sign-message-expanded', theme);

    await signIn.click();
    await expect(dialog.getByText('Approve the signature request in your wallet.')).toBeVisible();
    await expectAccessible(page, 'siwx-signing', theme);
    await rejectInWallet(page);
    await expect(dialog.getByRole('alert')).toHaveText('Signature declined');
    await expectAccessible(page, 'siwx-error', theme);

    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(walletPanel(page).getByRole('heading', { name: 'Sign message' })).toBeVisible();
    await approveInWallet(page, { keepFocus: true });
    await expect(dialog).toBeHidden();
    await accountButton(page).click();
    await expect(dialog.getByText('Signed in', { exact: true })).toBeVisible();
    await expectAccessible(page, 'account-signed-in', theme);
  });
}
