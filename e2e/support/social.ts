/**
 * Social login steps for the e2e suite: the modal's provider buttons (the first wide, the rest as icons
 * or behind "More sign-in options"), the local identity provider's pages (a test user, then Allow or
 * Deny), and the frame's key step, as a visitor does them.
 */
import { expect, type Page } from '@playwright/test';
import { accountButton, demoUrl, modal } from './demo.js';
import { embeddedFrame, PASSPHRASE } from './embedded.js';
import type { E2eStack } from './stack.js';

/** The six OAuth providers, as the modal names them. */
export const SOCIAL_PROVIDERS = [
  ['google', 'Google'],
  ['x', 'X'],
  ['discord', 'Discord'],
  ['github', 'GitHub'],
  ['apple', 'Apple'],
  ['facebook', 'Facebook'],
] as const;

export async function openPlainDemo(page: Page, stack: E2eStack): Promise<void> {
  await page.goto(demoUrl(stack));
  await expect(page.getByRole('heading', { name: 'Walletport demo', level: 1 })).toBeVisible();
}

/**
 * Clicks "Continue with <label>" in the open modal: on the Connect view when it is there, else in the
 * list "More sign-in options" opens. The click itself opens the popup (or navigates: redirect mode).
 */
export async function chooseProvider(page: Page, label: string): Promise<void> {
  const dialog = modal(page);
  // The section appears once the server said which providers it offers.
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible({ timeout: 20_000 });
  const button = dialog.getByRole('button', { name: `Continue with ${label}`, exact: true });
  if (!(await button.isVisible())) await dialog.getByRole('button', { name: 'More sign-in options' }).click();
  await button.click();
}

/** At the identity provider's pages (a popup or this page): picks the test user, then Allow or Deny. */
export async function consentAtProvider(
  page: Page,
  label: string,
  user: 'Alice' | 'Bob' | 'Carol',
  decision: 'Allow' | 'Deny' = 'Allow',
): Promise<void> {
  await expect(page.getByRole('heading', { name: `Sign in with ${label}` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: new RegExp(user) }).click();
  await page.getByRole('button', { name: decision }).click();
}

/**
 * The frame's key step with the suite's passphrase, whichever it asks for (a new wallet, or an existing
 * one on a new device); nothing when the device already holds its share (connected at once).
 */
export async function finishKeyStep(page: Page): Promise<void> {
  const frame = embeddedFrame(page);
  const create = frame.getByRole('textbox', { name: 'Repeat passphrase' });
  const recover = frame.getByRole('heading', { name: 'Enter your recovery passphrase' });
  await expect(create.or(recover).or(accountButton(page))).toBeVisible({ timeout: 30_000 });
  if (await accountButton(page).isVisible()) return;
  await frame.getByRole('textbox', { name: 'Recovery passphrase', exact: true }).fill(PASSPHRASE);
  if (await create.isVisible()) {
    await create.fill(PASSPHRASE);
    await frame.getByRole('button', { name: 'Create wallet' }).click();
  } else {
    await frame.getByRole('button', { name: 'Continue' }).click();
  }
}
