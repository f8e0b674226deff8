/**
 * Social login end to end in Chromium against the stack: each of the six providers through the stack's
 * local identity provider, in a popup (desktop) and by redirect (a phone), the frame's key step on its
 * own origin, and the connected account with its provider; a denied consent; a replayed callback; a
 * reload that keeps the session.
 */
import { expect, test } from './support/fixtures.js';
import { accountButton, hookValue, modal } from './support/demo.js';
import { launchPlainChromium, newDevice } from './support/embedded.js';
import {
  chooseProvider,
  consentAtProvider,
  finishKeyStep,
  openPlainDemo,
  SOCIAL_PROVIDERS,
} from './support/social.js';

/** A phone: the modal sends the page itself to the provider (no popup) and reads the outcome on return. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

test.describe('social login (embedded wallet)', () => {
  test('each provider in a popup: the user allows → connected with the provider; reload keeps it', async ({
    stack,
  }) => {
    test.setTimeout(360_000);
    const browser = await launchPlainChromium();
    try {
      for (const [provider, label] of SOCIAL_PROVIDERS) {
        const context = await newDevice(browser);
        const page = await context.newPage();
        await openPlainDemo(page, stack);
        await page.getByRole('button', { name: 'Connect Wallet' }).click();
        const started = Date.now();
        const [popup] = await Promise.all([page.waitForEvent('popup'), chooseProvider(page, label)]);
        await consentAtProvider(popup, label, 'Alice');
        await popup.waitForEvent('close', { timeout: 20_000 });
        await finishKeyStep(page);
        await expect(accountButton(page)).toBeVisible({ timeout: 30_000 });
        await expect(modal(page)).toBeHidden();
        console.log(`social login (${provider}, popup) took ${Date.now() - started} ms`);
        const address = (await hookValue(page, 'useAppKitAccount()', 'address').textContent())?.trim() ?? '';
        expect(address).toMatch(ADDRESS);
        await expect(hookValue(page, 'useAppKitAccount()', 'embeddedWalletInfo')).toContainText(provider);

        if (provider === 'google') {
          await page.reload();
          await expect(accountButton(page)).toBeVisible({ timeout: 30_000 });
          await expect(hookValue(page, 'useAppKitAccount()', 'address')).toHaveText(address);
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });

  test('each provider by redirect on a phone: the page leaves, comes back, and is connected', async ({
    stack,
  }) => {
    test.setTimeout(360_000);
    const browser = await launchPlainChromium();
    try {
      for (const [provider, label] of SOCIAL_PROVIDERS) {
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        await openPlainDemo(page, stack);
        await page.getByRole('button', { name: 'Connect Wallet' }).click();
        const started = Date.now();
        await chooseProvider(page, label);
        await consentAtProvider(page, label, 'Bob');
        await finishKeyStep(page);
        await expect(accountButton(page)).toBeVisible({ timeout: 30_000 });
        console.log(`social login (${provider}, redirect) took ${Date.now() - started} ms`);
        // The outcome was read and removed from the address.
        expect(page.url()).not.toContain('walletport_social_');
        await expect(hookValue(page, 'useAppKitAccount()', 'embeddedWalletInfo')).toContainText(provider);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });

  test('a denied consent says so in the modal, and nothing connects', async ({ stack }) => {
    test.setTimeout(120_000);
    const browser = await launchPlainChromium();
    try {
      const page = await (await newDevice(browser)).newPage();
      await openPlainDemo(page, stack);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      const [popup] = await Promise.all([page.waitForEvent('popup'), chooseProvider(page, 'Google')]);
      await consentAtProvider(popup, 'Google', 'Bob', 'Deny');
      await expect(modal(page).getByRole('alert')).toHaveText('Access was not allowed at Google.', {
        timeout: 20_000,
      });
      await expect(modal(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(accountButton(page)).toBeHidden();
    } finally {
      await browser.close();
    }
  });

  test('a replayed callback (the same state again, elsewhere) is refused and connects nothing', async ({
    stack,
  }) => {
    test.setTimeout(180_000);
    const browser = await launchPlainChromium();
    try {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      let callback: string | undefined;
      page.on('request', (request) => {
        if (request.url().includes('/social/callback/') && request.method() === 'GET')
          callback ??= request.url();
      });
      await openPlainDemo(page, stack);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await chooseProvider(page, 'Google');
      await consentAtProvider(page, 'Google', 'Carol');
      await finishKeyStep(page);
      await expect(accountButton(page)).toBeVisible({ timeout: 30_000 });
      expect(callback).toMatch(/[?&]state=/);

      // Someone who saw the callback address (a log, a shared screen) tries it in a browser of their own.
      const other = await (await browser.newContext(PHONE)).newPage();
      await other.goto(callback ?? '');
      await expect(modal(other).getByRole('alert')).toHaveText(
        'This login expired or was already used. Please try again.',
        { timeout: 20_000 },
      );
      await expect(accountButton(other)).toBeHidden();
    } finally {
      await browser.close();
    }
  });
});
