/**
 * Sign In With Farcaster end to end: the modal's Farcaster view shows the channel's link; the dev wallet
 * page (the stack's stand-in for a phone's Farcaster app, holding the devnet's fid 1) reads the link,
 * signs the sign-in with the fid's custody key and answers the channel on the Walletport server, which
 * checks it against the devnet's ID registry; the modal then connects the embedded wallet.
 */
import { expect, test } from './support/fixtures.js';
import { accountButton, hookValue, modal } from './support/demo.js';
import { finishKeyStep, openPlainDemo } from './support/social.js';
import { openWalletConnectPages, openWalletPage } from './support/walletconnect.js';

test.describe('Sign In With Farcaster (embedded wallet)', () => {
  test('the link, approved in the dev wallet as @walletport-dev → connected; reload keeps it', async ({
    stack,
  }) => {
    test.setTimeout(180_000);
    const pages = await openWalletConnectPages(stack);
    const { demo, wallet } = pages;
    try {
      await openWalletPage(pages);
      await demo.bringToFront();
      await openPlainDemo(demo, stack);
      await demo.getByRole('button', { name: 'Connect Wallet' }).click();
      const dialog = modal(demo);
      const started = Date.now();
      await dialog.getByRole('button', { name: 'Continue with Farcaster', exact: true }).click();
      await expect(dialog.getByRole('heading', { name: 'Sign in with Farcaster' })).toBeVisible();
      await expect(dialog.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeVisible({
        timeout: 20_000,
      });
      await dialog.getByRole('button', { name: 'Copy link' }).click();
      const link = await demo.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/^farcaster:\/\/connect\?channelToken=/);

      await wallet.bringToFront();
      await wallet.getByRole('textbox', { name: 'Farcaster sign-in link' }).fill(link);
      await wallet.getByRole('button', { name: 'Review' }).click();
      const host = new URL(stack.demo).host;
      await expect(wallet.getByRole('heading', { name: `Sign in to ${host}` })).toBeVisible();
      await wallet.getByRole('button', { name: 'Approve sign-in' }).click();
      await expect(wallet.getByRole('status').filter({ hasText: 'Signed in' })).toHaveText(
        `Signed in to ${host} as @walletport-dev.`,
      );

      await demo.bringToFront();
      await finishKeyStep(demo);
      await expect(accountButton(demo)).toBeVisible({ timeout: 30_000 });
      console.log(`farcaster sign-in (link approved in the dev wallet) took ${Date.now() - started} ms`);
      await expect(hookValue(demo, 'useAppKitAccount()', 'embeddedWalletInfo')).toContainText('farcaster');
      const address = (await hookValue(demo, 'useAppKitAccount()', 'address').textContent())?.trim() ?? '';
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

      await demo.reload();
      await expect(accountButton(demo)).toBeVisible({ timeout: 30_000 });
      await expect(hookValue(demo, 'useAppKitAccount()', 'address')).toHaveText(address);

      // The same answer again is refused: a channel is completed once.
      await wallet.bringToFront();
      await wallet.getByRole('textbox', { name: 'Farcaster sign-in link' }).fill(link);
      await wallet.getByRole('button', { name: 'Review' }).click();
      await wallet.getByRole('button', { name: 'Approve sign-in' }).click();
      await expect(wallet.locator('p.error[role="status"]')).toContainText(/already/i);
    } finally {
      await pages.browser.close();
    }
  });

  test('Back without signing in leaves the view; a new visit gets a new link', async ({ stack }) => {
    test.setTimeout(120_000);
    const pages = await openWalletConnectPages(stack);
    const { demo } = pages;
    try {
      await openPlainDemo(demo, stack);
      await demo.getByRole('button', { name: 'Connect Wallet' }).click();
      const dialog = modal(demo);
      await dialog.getByRole('button', { name: 'Continue with Farcaster', exact: true }).click();
      const copy = dialog.getByRole('button', { name: 'Copy link' });
      await expect(copy).toBeEnabled({ timeout: 20_000 });
      await copy.click();
      const first = await demo.evaluate(() => navigator.clipboard.readText());
      await dialog.getByRole('button', { name: 'Back' }).click();
      await expect(
        dialog.getByRole('button', { name: 'Continue with Farcaster', exact: true }),
      ).toBeVisible();
      // The auth provider reloads 100 ms after leaving; the next visit opens a channel in the new frame.
      await demo.waitForTimeout(300);
      await dialog.getByRole('button', { name: 'Continue with Farcaster', exact: true }).click();
      await expect(copy).toBeEnabled({ timeout: 20_000 });
      await copy.click();
      const second = await demo.evaluate(() => navigator.clipboard.readText());
      expect(second).toMatch(/^farcaster:\/\/connect\?channelToken=/);
      expect(second).not.toBe(first);
    } finally {
      await pages.browser.close();
    }
  });
});
