/**
 * Social login end to end in Chromium against the stack: the modal's Google button, the popup at the
 * stack's local identity provider (its test users and consent page), the frame's key step on its own
 * origin, and the connected account; a denied consent; a reload that keeps the session.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { accountButton, connectButton, demoUrl, hookValue, modal } from './support/demo.js';
import { embeddedFrame, launchPlainChromium, newDevice, PASSPHRASE } from './support/embedded.js';
import type { E2eStack } from './support/stack.js';

async function openPlainDemo(page: Page, stack: E2eStack) {
  await page.goto(demoUrl(stack));
  await expect(page.getByRole('heading', { name: 'Walletport demo', level: 1 })).toBeVisible();
}

/** Clicks "Continue with Google" and returns the popup it opened, at the identity provider's user list. */
async function openGooglePopup(page: Page): Promise<Page> {
  await connectButton(page).click();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    modal(page).getByRole('button', { name: 'Continue with Google' }).click(),
  ]);
  await expect(popup.getByRole('heading', { name: /Sign in with Google/ })).toBeVisible({ timeout: 20_000 });
  return popup;
}

/** The key step a first login (or a new device) asks for in the frame, with the suite's passphrase. */
async function finishKeyStep(page: Page) {
  const frame = embeddedFrame(page);
  const create = frame.getByRole('textbox', { name: 'Repeat passphrase' });
  const recover = frame.getByRole('heading', { name: 'Enter your recovery passphrase' });
  await expect(create.or(recover)).toBeVisible({ timeout: 20_000 });
  await frame.getByRole('textbox', { name: 'Recovery passphrase', exact: true }).fill(PASSPHRASE);
  if (await create.isVisible()) {
    await create.fill(PASSPHRASE);
    await frame.getByRole('button', { name: 'Create wallet' }).click();
  } else {
    await frame.getByRole('button', { name: 'Continue' }).click();
  }
}

test.describe('social login (embedded wallet)', () => {
  test('Google in a popup through the local identity provider: Alice → connected; reload keeps it', async ({
    stack,
  }) => {
    test.setTimeout(180_000);
    const browser = await launchPlainChromium();
    try {
      const page = await (await newDevice(browser)).newPage();
      await openPlainDemo(page, stack);
      const started = Date.now();
      const popup = await openGooglePopup(page);
      await popup.getByRole('button', { name: /Alice/ }).click();
      await popup.getByRole('button', { name: 'Allow' }).click();
      await popup.waitForEvent('close', { timeout: 20_000 });
      await finishKeyStep(page);
      await expect(accountButton(page)).toBeVisible({ timeout: 30_000 });
      await expect(modal(page)).toBeHidden();
      console.log(`social login (google, popup, first login) took ${Date.now() - started} ms`);
      const address = (await hookValue(page, 'useAppKitAccount()', 'address').textContent())?.trim();
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

      await page.reload();
      await expect(accountButton(page)).toBeVisible({ timeout: 30_000 });
      await expect(hookValue(page, 'useAppKitAccount()', 'address')).toHaveText(address ?? '');
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
      const popup = await openGooglePopup(page);
      await popup.getByRole('button', { name: /Bob/ }).click();
      await popup.getByRole('button', { name: 'Deny' }).click();
      await expect(modal(page).getByRole('alert')).toHaveText('Access was not allowed at Google.', {
        timeout: 20_000,
      });
      await expect(modal(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(accountButton(page)).toBeHidden();
    } finally {
      await browser.close();
    }
  });
});
